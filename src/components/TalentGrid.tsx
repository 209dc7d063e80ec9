import { useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import type { TalentCard as Card } from "../contract/site-api.js";
import { afterPaint } from "../lib/after-paint.js";
import { useHydrated } from "../lib/hydration.js";
import { EveryCardGrid, type RowGeometry } from "./EveryCardGrid.js";
import { WindowedGrid } from "./WindowedGrid.js";

interface TalentGridProps {
  cards: readonly Card[];
  /** Ids to show, in `cards` order; all of them when absent. */
  visible?: ReadonlySet<number>;
  label: string;
}

/**
 * The grid of talent cards. The server renders every card, and the browser
 * hydrates that markup block by block (EveryCardGrid); from the first change of
 * what the list shows (a filter, a letter, a search), or when the list is drawn
 * in the browser to begin with, it is windowed: only the rows near the
 * viewport are in the DOM (WindowedGrid).
 *
 * The server's markup is then retired: hidden at once without being torn down
 * (tearing down a thousand cards would slow the change itself), and removed
 * once the change is painted, before anything else (the URL) follows it: a
 * change of context above blocks still waiting to hydrate would make React
 * render every one of them.
 */
export function TalentGrid({ cards, visible, label }: TalentGridProps) {
  const hydrated = useHydrated();
  const shown = useMemo(() => (visible ? cards.filter((card) => visible.has(card.id)) : cards), [cards, visible]);
  // Decided on the first render: hydrating (or on the server) it is the server's markup.
  const [serverList, setServerList] = useState<readonly Card[] | null>(() => (hydrated ? null : shown));
  const windowed = serverList !== shown;

  useEffect(() => {
    if (!windowed || serverList === null) return;
    afterPaint(() => flushSync(() => setServerList(null)), { beforeOthers: true });
  }, [windowed, serverList]);
  // The server grid's rows, measured while idle: the windowed grid starts from them.
  const [geometry, setGeometry] = useState<RowGeometry | undefined>(undefined);

  return (
    <>
      {windowed && <WindowedGrid shown={shown} label={label} geometry={geometry} />}
      {serverList && <EveryCardGrid shown={serverList} label={label} retired={windowed} onGeometry={setGeometry} />}
    </>
  );
}
