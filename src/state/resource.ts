import type { SiteApiAnswer, SiteApiName } from "../contract/site-api.js";
import { ClientOnly } from "../lib/client-only.js";
import { store, atom, atomFamily, type AppStore, type Atom, type Getter, type WritableAtom } from "./store.js";
import { whenIdle } from "../lib/when-idle.js";

/** A resource that loads again when set with no value. */
export type Reloadable = WritableAtom<unknown, [], void>;

/**
 * Error of a failed load, with the resource that failed: {@link retryLoad} loads it again
 * in the store that read it (the browser's, a server render's, a test's).
 */
export class LoadError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly resource: Reloadable,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "LoadError";
  }
}

/** Loads a failed resource again (the error page's button, a reconnection). */
export function retryLoad(target: AppStore, error: LoadError): void {
  target.set(error.resource);
}

/** A value now, or one on its way. Atoms read from the page's HTML are values: nothing suspends while hydrating. */
export type MaybePromise<T> = T | Promise<T>;

/** Maps a value that may still be loading, staying synchronous when it is already there. */
export function whenReady<T, U>(value: MaybePromise<T>, map: (value: T) => U): MaybePromise<U> {
  return value instanceof Promise ? value.then(map) : map(value);
}

/**
 * The site API answers a server-rendered page was made from, by API path. The
 * HTML carries them once; the browser's store starts from them, so the first
 * render reads them instead of fetching them again.
 */
export const seededAnswersAtom = atom<Readonly<Record<string, unknown>>>({});

interface SeededCheck {
  name: SiteApiName;
  value: unknown;
}
const unchecked = new Map<string, SeededCheck>();
let checkScheduled = false;

/**
 * Waits for the page to be idle: the checks below give way to anything the visitor does. Where
 * the browser cannot say (Safari), the first wait leaves the page half a second to hydrate.
 */
const idle = (fallback = 50) => new Promise<void>((resolve) => whenIdle(resolve, { timeout: 3000, fallback }));

/**
 * Answers from the page's HTML are used as they are: the server that wrote
 * them also sent the chunks this page runs, so they speak this build's
 * contract, and checking them would put the schemas on every page's first
 * load. They are still checked, a slice at a time while the page is idle: one
 * that does not match is reported (a bug) and fetched again.
 */
function checkWhenIdle(path: string, check: SeededCheck): void {
  if (unchecked.get(path)?.value === check.value) return;
  unchecked.set(path, check);
  if (checkScheduled) return;
  checkScheduled = true;
  void (async () => {
    await idle(500);
    // Without the checking code (offline, and not yet cached), the answers stay as they are, like on every first render.
    const checker = await import("../lib/validate-answer.js").catch(() => null);
    if (!checker) {
      checkScheduled = false;
      return;
    }
    for (const [answerPath, { name, value }] of unchecked) {
      unchecked.delete(answerPath);
      const mismatch = await checker.answerMismatch(name, value, () => idle());
      if (mismatch === null) continue;
      console.error(`The page's copy of ${answerPath} does not match the contract${mismatch}; fetching it again.`);
      store.set(seededAnswersAtom, (answers) => Object.fromEntries(Object.entries(answers).filter(([key]) => key !== answerPath)));
    }
    checkScheduled = false;
  })();
}

/**
 * An atom read again when set with no value. Written here rather than taken
 * from jotai/utils (atomWithRefresh): every page loads this module first, and
 * the utils module would bring along what only later chunks use of it.
 */
function reloadable<T>(read: (get: Getter) => T): WritableAtom<T, [], void> {
  const reloads = atom(0);
  return atom(
    (get) => {
      get(reloads);
      return read(get);
    },
    (_get, set) => set(reloads, (count) => count + 1),
  );
}

/**
 * Keyed site API resources: each key's path is fetched once and cached for the
 * visit (lists and posts are fetched once per type), unless the page's HTML
 * already carried its answer. A failed load is not cached: its error carries
 * `retry`, which fetches again. `name` is the answer's schema in contract/site-api.
 */
export function apiResourceFamily<K extends string | number, N extends SiteApiName>(
  pathOf: (key: K) => string,
  name: N,
): (key: K) => Atom<MaybePromise<SiteApiAnswer<N>>> {
  type T = SiteApiAnswer<N>;
  return atomFamily((key: K): Atom<MaybePromise<T>> => {
    const path = pathOf(key);
    const created = reloadable((get): MaybePromise<T> => {
      const seeded = get(seededAnswersAtom)[path];
      if (seeded !== undefined) {
        if (!import.meta.env.SSR) checkWhenIdle(path, { name, value: seeded });
        return seeded as T;
      }
      // The server renders from what it loaded; whatever it could not is loaded by the browser.
      if (import.meta.env.SSR) throw new ClientOnly(path);
      // The fetching code comes with the first answer the page did not carry.
      return import("../lib/api.js").then(({ getJson }) => getJson(path, name)).catch((error: unknown) => {
        throw new LoadError(error, created);
      });
    });
    return created;
  });
}

/** A single site API resource (a family with one key). */
export function apiResource<N extends SiteApiName>(path: string, name: N): Atom<MaybePromise<SiteApiAnswer<N>>> {
  return apiResourceFamily<"only", N>(() => path, name)("only");
}
