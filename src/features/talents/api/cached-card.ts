import { atom, type Atom } from "jotai";
import { TalentList, type TalentCard } from "../../../contract/site-api.js";
import { getJson } from "../../../lib/api.js";

const cards = new Map<number, Atom<Promise<TalentCard | null>>>();

/**
 * A talent's card from the card list this device already holds: offline, the
 * service worker's cache (warmed from the talents list) answers, and
 * `force-cache` lets the HTTP cache answer where there is no service worker.
 * Null when no copy has it; never an error, since it only fills in the offline view.
 */
export function cachedCardAtom(id: number): Atom<Promise<TalentCard | null>> {
  let card = cards.get(id);
  if (!card) {
    card = atom(async () => {
      try {
        const { talents } = await getJson("/api/talents", TalentList, { cache: "force-cache" });
        return talents.find((talent) => talent.id === id) ?? null;
      } catch {
        return null;
      }
    });
    cards.set(id, card);
  }
  return card;
}
