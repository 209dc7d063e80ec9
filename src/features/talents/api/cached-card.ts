import { atom, atomFamily } from "../../../state/store.js";
import { apiPaths } from "../../../contract/api-paths.js";
import type { TalentCard } from "../../../contract/site-api.js";
import { getJson } from "../../../lib/api.js";

/**
 * A talent's card from the card list this device already holds: offline, the
 * service worker's cache (warmed from the talents list) answers, and
 * `force-cache` lets the HTTP cache answer where there is no service worker.
 * Null when no copy has it; never an error, since it only fills in the offline view.
 * Its own request rather than the talents list's state: `force-cache` must not
 * be what the list itself uses online. The offline view forgets it when it
 * goes ({@link forgetCachedCard}), so the next one asks again: the warm-up may
 * have cached the list since.
 */
export const cachedCardAtom = atomFamily((id: number) =>
  atom(async () => {
    let found: TalentCard | null = null;
    try {
      const { talents } = await getJson(apiPaths.talents, "TalentList", { cache: "force-cache" });
      found = talents.find((talent) => talent.id === id) ?? null;
    } catch {
      // No copy on this device.
    }
    return found;
  }),
);

/**
 * Drops what was found for a talent, hit or miss. Never while a view still
 * reads it: a new atom each render would ask again each time it settles, and a
 * miss would keep the view in its loader, asking for the list in a loop.
 */
export function forgetCachedCard(id: number): void {
  cachedCardAtom.remove(id);
}
