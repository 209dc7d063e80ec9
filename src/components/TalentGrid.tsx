import { useMemo, useState } from "react";
import type { TalentCard as Card } from "../contract/site-api.js";
import { useHydrated } from "../lib/hydration.js";
import { EveryCardGrid } from "./EveryCardGrid.js";
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
 */
export function TalentGrid({ cards, visible, label }: TalentGridProps) {
  const hydrated = useHydrated();
  const shown = useMemo(() => (visible ? cards.filter((card) => visible.has(card.id)) : cards), [cards, visible]);
  // Decided on the first render: hydrating (or on the server) it is the server's markup.
  const [serverList, setServerList] = useState<readonly Card[] | null>(() => (hydrated ? null : shown));
  if (serverList !== null && serverList !== shown) setServerList(null);
  return serverList === shown ? <EveryCardGrid shown={shown} label={label} /> : <WindowedGrid shown={shown} label={label} />;
}
