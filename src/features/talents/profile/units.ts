import { atomWithStorage, createJSONStorage, useAtomValue, withStorageValidator } from "../../../state/store.js";
import { useHydrated } from "../../../lib/hydration.js";
import type { Units } from "./measures.js";

const isUnits = (value: unknown): value is Units => value === "metric" || value === "imperial";
// Anything else in the key (an old or hand-edited value) reads as the default.
const storage = withStorageValidator(isUnits)(createJSONStorage<unknown>(() => globalThis.localStorage));

/** The visitor's measure units, remembered in localStorage `passarela:units` (see state/store). */
export const unitsAtom = atomWithStorage<Units>("passarela:units", "metric", storage, { getOnInit: true });

/** The units as a component shows them: metric on the server and while it hydrates, this device's choice right after. */
export function useUnits(): Units {
  const hydrated = useHydrated();
  const units = useAtomValue(unitsAtom);
  return hydrated ? units : "metric";
}
