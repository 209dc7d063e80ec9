import { atom, useAtomValue } from "../../../state/store.js";
import { useHydrated } from "../../../lib/hydration.js";
import type { Units } from "./measures.js";

const key = "passarela:units";
const isUnits = (value: unknown): value is Units => value === "metric" || value === "imperial";

/** What this device remembers; anything else in the key (an old or hand-edited value) reads as metric. */
function stored(): Units {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage.getItem(key) ?? "null");
    return isUnits(value) ? value : "metric";
  } catch {
    return "metric"; // No storage here (the server, a blocked one) or a broken value.
  }
}

// Written with jotai's core rather than its atomWithStorage: the profile loads this with its first
// screen, and jotai/utils would add about 1 KB gzipped to it for four lines of storage code.
const chosenAtom = atom<Units | null>(null);
chosenAtom.onMount = (set) => {
  // A choice made in another tab is followed here.
  const follow = (event: StorageEvent) => {
    if (event.key === key || event.key === null) set(stored());
  };
  window.addEventListener("storage", follow);
  return () => window.removeEventListener("storage", follow);
};

/** The visitor's measure units, remembered in localStorage `passarela:units` (see state/store). */
export const unitsAtom = atom(
  (get) => get(chosenAtom) ?? stored(),
  (_get, set, units: Units) => {
    set(chosenAtom, units);
    try {
      globalThis.localStorage.setItem(key, JSON.stringify(units));
    } catch {
      // Storage full or refused: the choice lasts for this visit.
    }
  },
);

/** The units as a component shows them: metric on the server and while it hydrates, this device's choice right after. */
export function useUnits(): Units {
  const hydrated = useHydrated();
  const units = useAtomValue(unitsAtom);
  return hydrated ? units : "metric";
}
