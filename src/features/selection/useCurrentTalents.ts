import { useEffect, useState } from "react";
import type { TalentCard } from "../../contract/site-api.js";
import { whenIdle } from "../../lib/when-idle.js";
import { useStore } from "../../state/store.js";
import { talentListAtom } from "../../state/talent-list.js";

/**
 * The agency's talents as they are now, by id: null until known, and for good
 * when the list cannot be had (offline, the platform down). A kept card is the
 * talent as they were when hearted; this says who has left since. Fetched once
 * the page is idle: the selection itself never waits for it.
 */
export function useCurrentTalents(): ReadonlyMap<number, TalentCard> | null {
  const store = useStore();
  const [talents, setTalents] = useState<ReadonlyMap<number, TalentCard> | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(
      () => {
        Promise.resolve(store.get(talentListAtom)).then(
          (list) => live && setTalents(new Map(list.map((card) => [card.id, card]))),
          // Unknown, the selection shows as it was kept.
          () => undefined,
        );
      },
      { timeout: 2000, fallback: 300 },
    );
    return () => {
      live = false;
      cancel();
    };
  }, [store]);
  return talents;
}
