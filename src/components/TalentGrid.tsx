import { useMemo } from "react";
import type { TalentCard as Card } from "../contract/site-api.js";
import { localeAtom, serverOnlyCardsAtom, useAtomValue } from "../state/store.js";
import { firstCards, WindowedGrid } from "./WindowedGrid.js";

interface TalentGridProps {
  cards: readonly Card[];
  /** Ids to show, in `cards` order; all of them when absent. */
  visible?: ReadonlySet<number>;
  label: string;
  /** See WindowedGrid: for a list whose cards change as a whole, under filters and a search. */
  refill?: boolean;
}

/**
 * The grid of talent cards, windowed: only the rows near the viewport are in
 * the DOM (WindowedGrid). The server renders its first screenful, and every
 * card after it inside a <noscript>: a visitor without JavaScript, and a
 * crawler, get the whole list, while a browser with JavaScript only
 * tokenises that part as text, so a thousand cards cost it no DOM.
 */
export function TalentGrid({ cards, visible, label, refill = false }: TalentGridProps) {
  const shown = useMemo(() => (visible ? cards.filter((card) => visible.has(card.id)) : cards), [cards, visible]);
  // Only the server has it.
  const serverOnlyCards = useAtomValue(serverOnlyCardsAtom);
  const locale = useAtomValue(localeAtom);
  return (
    <>
      <WindowedGrid shown={shown} label={label} refill={refill} />
      {shown.length > firstCards && (
        // React neither hydrates nor renders the children of a <noscript> in the browser: they are the server's.
        <noscript>{serverOnlyCards?.(shown, firstCards, label, locale)}</noscript>
      )}
    </>
  );
}
