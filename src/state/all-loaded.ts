import { LoadError, type MaybePromise } from "./resource.js";
import { atom } from "./store.js";

/**
 * Resources a part reads together, loading in parallel. When some fail, the
 * error it throws loads again every one that failed, and only those: one 'Try
 * again' brings the part back. (The first failure alone would leave the others
 * failed, and the part's problem in place, for another click.)
 */
export function allLoaded<T extends readonly unknown[]>(values: { readonly [K in keyof T]: MaybePromise<T[K]> }): MaybePromise<T> {
  if (!values.some((value) => value instanceof Promise)) return values as unknown as T;
  return Promise.allSettled(values).then((results) => {
    const reasons = results.flatMap((result): unknown[] => (result.status === "rejected" ? [result.reason] : []));
    if (reasons.length === 0) return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
    const failed = reasons.filter((reason) => reason instanceof LoadError);
    // Anything but a failed load goes on, as it came, to the page's boundary.
    if (failed.length < reasons.length) throw reasons.find((reason) => !(reason instanceof LoadError)) as Error;
    const [first] = failed as [LoadError, ...LoadError[]];
    if (failed.length === 1) throw first;
    const reloadFailed = atom(null, (_get, set) => {
      for (const error of failed) set(error.resource);
    });
    throw new LoadError(first.cause, reloadFailed);
  });
}
