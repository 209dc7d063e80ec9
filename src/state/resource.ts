import type { Atom } from "jotai";
import { atomWithRefresh } from "jotai/utils";
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

/**
 * Keyed async atoms: each key is fetched once and cached for the visit (spec:
 * lists and posts are fetched once per type). A failed load is not cached:
 * its error carries `retry`, which fetches again.
 */
export function resourceFamily<K extends string | number, T>(load: (key: K) => Promise<T>): (key: K) => Atom<Promise<T>> {
  const atoms = new Map<K, ReturnType<typeof atomWithRefresh<Promise<T>>>>();
  return (key) => {
    let resource = atoms.get(key);
    if (!resource) {
      const created = atomWithRefresh(() =>
        load(key).catch((error: unknown) => {
          throw new LoadError(error, () => store.set(created));
        }),
      );
      atoms.set(key, created);
      resource = created;
    }
    return resource;
  };
}

/** A single async resource (a resource family with one key). */
export function resource<T>(load: () => Promise<T>): Atom<Promise<T>> {
  const family = resourceFamily<"only", T>(load);
  return family("only");
}
