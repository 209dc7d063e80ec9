import { useRef } from "react";
import type { TalentCard as Card } from "../contract/site-api.js";
import { useFavorites } from "../state/favorites.js";
import { toggleFavoriteAtom } from "../state/favorite-changes.js";
import { localeAtom, useAtomValue, useSetAtom } from "../state/store.js";
import { TalentCard } from "./TalentCard.js";
import styles from "./TalentGrid.module.css";
import { useCardLinks, usePrefetchWhenIdle } from "./useCardLinks.js";
import { useGridColumns } from "./useGridColumns.js";
import { useVisibleRows } from "./useVisibleRows.js";

interface WindowedGridProps {
  /** The cards to show, in order. */
  shown: readonly Card[];
  label: string;
  /**
   * Items are keyed by place, not by talent: a filter or search change then fills the
   * drawn items with other cards (each cover is new: TalentCard keys it by photo) instead
   * of removing every one and building as many again. Not for a list whose cards are
   * removed one at a time: focus would stay on the removed card's heart, now the next card's.
   */
  refill: boolean;
}

/**
 * Rows rendered beyond the viewport, above and below: one is enough for Tab to land on a
 * rendered card, and every row more is a row of cards that each filter change styles and paints.
 */
const overscan = 1;
/**
 * Cards rendered before the rows are measured (on the server, and while the
 * page hydrates): more than the first screen of any layout holds (four rows of
 * six), so nothing below shifts when the window takes over.
 */
export const firstCards = 24;
/**
 * The grid's id (a page has one grid): on a long list the server's first paint
 * waits for the first screen of cards, not for the no-JavaScript cards after it.
 */
export const firstCardsId = "first-cards";

/**
 * The grid of talent cards, windowed: only the rows on screen (plus a few) are
 * in the DOM, with padding standing in for the rest, so a filter over a
 * thousand talents touches a few dozen cards. Focus scrolls a card into view,
 * which moves the window along, so Tab still walks the whole list. Only the
 * first row's covers load eagerly; card links are routed by one listener.
 */
export function WindowedGrid({ shown, label, refill }: WindowedGridProps) {
  const favorites = useFavorites();
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const locale = useAtomValue(localeAtom);
  const columns = useGridColumns();
  const onClick = useCardLinks<HTMLUListElement>();
  // The profile page's code is fetched while the visitor looks.
  usePrefetchWhenIdle("talent");
  const list = useRef<HTMLUListElement>(null);
  const { stride, first, count } = useVisibleRows(list, columns, shown.length);

  const rows = Math.ceil(shown.length / columns);
  // Unmeasured, the first cards; then the rows near the viewport, with padding standing in for the others.
  const start = stride === null ? 0 : Math.min(Math.max(0, first - overscan), Math.max(0, rows - 1));
  const from = start * columns;
  const to = stride === null ? Math.min(shown.length, firstCards) : Math.min(rows, first + count + overscan) * columns;
  const gap = stride === null ? 0 : stride;
  const below = stride === null ? 0 : Math.max(0, rows - Math.ceil(to / columns));

  return (
    <ul
      ref={list}
      id={firstCardsId}
      className={styles.grid}
      aria-label={label}
      onClick={onClick}
      style={{ paddingTop: start * gap, paddingBottom: below * gap }}
      // Before the rows are measured, the cards far from the viewport are not drawn (TalentGrid.module.css).
      data-unmeasured={stride === null ? "" : undefined}
    >
      {shown.slice(from, to).map((card, offset) => {
        const position = from + offset;
        return (
          <li key={refill ? position : card.id} className={styles.item} aria-setsize={shown.length} aria-posinset={position + 1}>
            <TalentCard
              card={card}
              locale={locale}
              favorite={String(card.id) in favorites}
              onToggleFavorite={toggleFavorite}
              eager={position < columns}
              priority={position === 0}
            />
          </li>
        );
      })}
    </ul>
  );
}
