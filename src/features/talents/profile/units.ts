import { useAtomValue } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { SyncStorage } from "jotai/vanilla/utils/atomWithStorage";
import { useHydrated } from "../../../lib/hydration.js";
import type { Units } from "./measures.js";

const json = createJSONStorage<Units>(() => globalThis.localStorage);
// Anything else in the key (an old or hand-edited value) reads as the default.
const storage: SyncStorage<Units> = {
  ...json,
  getItem(key, initial) {
    const value: unknown = json.getItem(key, initial);
    return value === "metric" || value === "imperial" ? value : initial;
  },
};

/** The visitor's measure units, remembered in localStorage `passarela:units` (see state/store). */
export const unitsAtom = atomWithStorage<Units>("passarela:units", "metric", storage, { getOnInit: true });

/** The units as a component shows them: metric on the server and while it hydrates, this device's choice right after. */
export function useUnits(): Units {
  const hydrated = useHydrated();
  const units = useAtomValue(unitsAtom);
  return hydrated ? units : "metric";
}
