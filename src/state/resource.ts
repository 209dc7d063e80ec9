import { atom, type Atom } from "jotai";
import { atomWithRefresh } from "jotai/utils";
import { create, type Struct } from "superstruct";
import { getJson } from "../lib/api.js";
import { ClientOnly } from "../lib/client-only.js";
import { store } from "./store.js";

/** Error of a failed load, with a way to try that load again (the error page's button). */
export class LoadError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly retry: () => void,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "LoadError";
  }
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

/**
 * Keyed site API resources: each key's path is fetched once and cached for the
 * visit (lists and posts are fetched once per type), unless the page's HTML
 * already carried its answer. A failed load is not cached: its error carries
 * `retry`, which fetches again.
 */
export function apiResourceFamily<K extends string | number, T>(pathOf: (key: K) => string, schema: Struct<T>): (key: K) => Atom<MaybePromise<T>> {
  const atoms = new Map<K, ReturnType<typeof atomWithRefresh<MaybePromise<T>>>>();
  return (key) => {
    let resource = atoms.get(key);
    if (!resource) {
      const path = pathOf(key);
      const created = atomWithRefresh((get): MaybePromise<T> => {
        const seeded = get(seededAnswersAtom)[path];
        if (seeded !== undefined) {
          try {
            return create(seeded, schema);
          } catch {
            // An answer that does not match this build's contract is fetched again.
          }
        }
        // The server renders from what it loaded; whatever it could not is loaded by the browser.
        if (import.meta.env.SSR) throw new ClientOnly(path);
        return getJson(path, schema).catch((error: unknown) => {
          throw new LoadError(error, () => store.set(created));
        });
      });
      atoms.set(key, created);
      resource = created;
    }
    return resource;
  };
}

/** A single site API resource (a family with one key). */
export function apiResource<T>(path: string, schema: Struct<T>): Atom<MaybePromise<T>> {
  return apiResourceFamily<"only", T>(() => path, schema)("only");
}
