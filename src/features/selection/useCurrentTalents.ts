import { useEffect, useRef, useState } from "react";
import { apiPaths } from "../../contract/api-paths.js";
import type { TalentCard } from "../../contract/site-api.js";
import { whenIdle } from "../../lib/when-idle.js";
import { useStore } from "../../state/store.js";
import { talentListAtom } from "../../state/talent-list.js";

export interface CurrentTalents {
  /** The agency's talents as they are now, by id. */
  cards: ReadonlyMap<number, TalentCard>;
  /** Kept talents the agency no longer has. */
  departed: ReadonlySet<number>;
}

/**
 * What has become of the kept talents: null until known, and for good when the
 * list cannot be had (offline, the platform down). A kept card is the talent as
 * they were when hearted. The list may be an old copy (the service worker
 * answers from its cache first), so a talent missing from it has left only once
 * the site answers 404 for their profile. Fetched once the page is idle: the
 * selection itself never waits for it.
 */
export function useCurrentTalents(ids: readonly number[]): CurrentTalents | null {
  const store = useStore();
  const [known, setKnown] = useState<CurrentTalents | null>(null);
  /** Profiles asked for: whether the site said they are gone. */
  const gone = useRef(new Map<number, Promise<boolean>>());
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(
      () => {
        void (async () => {
          try {
            const list = await store.get(talentListAtom);
            const cards = new Map(list.map((card) => [card.id, card]));
            const missing = ids.filter((id) => !cards.has(id));
            const answers = await Promise.all(
              missing.map((id) => {
                const asked = gone.current.get(id) ?? profileGone(id);
                gone.current.set(id, asked);
                return asked;
              }),
            );
            if (live) setKnown({ cards, departed: new Set(missing.filter((_, index) => answers[index])) });
          } catch {
            // Unknown, the selection shows as it was kept.
          }
        })();
      },
      { timeout: 2000, fallback: 300 },
    );
    return () => {
      live = false;
      cancel();
    };
  }, [store, ids]);
  return known;
}

/** Whether the site says this talent's profile is not there (anything else, a failure included, is not proof). */
async function profileGone(id: number): Promise<boolean> {
  try {
    return (await fetch(apiPaths.profile(id), { headers: { accept: "application/json" } })).status === 404;
  } catch {
    return false;
  }
}
