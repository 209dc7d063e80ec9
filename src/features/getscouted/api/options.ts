import { atom, atomFamily, unwrap, type Atom } from "../../../state/store.js";
import type { Cities } from "../../../contract/site-api.js";
import { apiPaths } from "../../../contract/api-paths.js";
import { optionsAtom } from "../../../state/content.js";
import { apiResourceFamily, type MaybePromise } from "../../../state/resource.js";

export type Loadable<T> = { state: "loading" } | { state: "hasError"; error: unknown } | { state: "hasData"; data: T };

const loading: unique symbol = Symbol("loading");

/** An async atom read without suspending: the form shows its fields at once and fills the lists when they arrive. */
export function loadable<T>(source: Atom<MaybePromise<T>>): Atom<Loadable<Awaited<T>>> {
  const unwrapped = unwrap(source, (): typeof loading => loading);
  return atom((get): Loadable<Awaited<T>> => {
    try {
      const data = get(unwrapped);
      return data === loading ? { state: "loading" } : { state: "hasData", data };
    } catch (error) {
      return { state: "hasError", error };
    }
  });
}

/** The platform's lists for the form (states, hair, eyes). */
export const optionsLoadable = loadable(optionsAtom);

/** A state's cities, fetched once per state for the visit. */
const citiesAtom = apiResourceFamily((stateId: number) => apiPaths.cities(stateId), "Cities");
const citiesLoadables = atomFamily((stateId: number) => loadable(citiesAtom(stateId)));
const noState: Atom<Loadable<Cities>> = atom<Loadable<Cities>>({ state: "hasData", data: { cities: [] } });

/** The cities of a state; no state, no cities (and no request). */
export function citiesLoadable(stateId: number | null): Atom<Loadable<Cities>> {
  return stateId === null ? noState : citiesLoadables(stateId);
}
