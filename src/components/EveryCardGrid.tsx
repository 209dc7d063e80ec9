import { useAtomValue, useSetAtom } from "jotai";
import { memo, Suspense, use, useEffect, useMemo, useRef, type RefObject } from "react";
import type { TalentCard as Card } from "../contract/site-api.js";
import { useHydrated } from "../lib/hydration.js";
import type { Locale } from "../lib/routes.js";
import { toggleFavoriteAtom, useFavorites } from "../state/favorites.js";
import { localeAtom } from "../state/store.js";
import { nearViewport } from "./near-viewport.js";
import { TalentCard } from "./TalentCard.js";
import styles from "./TalentGrid.module.css";
import { useCardLinks } from "./useCardLinks.js";
import { useGridColumns } from "./useGridColumns.js";

/** Cards per block: a few screens of a phone, a screen or two of a desktop. */
const blockSize = 24;

interface BlockProps {
  cards: readonly Card[];
  /** Position of the block's first card in the list. */
  offset: number;
  total: number;
  locale: Locale;
  id: string;
}

function BlockCards({ cards, offset, total, locale, id }: BlockProps) {
  // Hydrating, the block waits until it nears the viewport; its server markup shows meanwhile.
  const hydrated = useHydrated();
  if (!hydrated && !import.meta.env.SSR) use(nearViewport(id));
  const favorites = useFavorites();
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  // The first row's covers load eagerly: two columns on the server, this screen's once hydrated.
  const columns = useGridColumns();
  return cards.map((card, index) => {
    const position = offset + index;
    return (
      <li key={card.id} className={styles.item} aria-setsize={total} aria-posinset={position + 1} data-block={id}>
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
  });
}

/** Memoised with its boundary: a block still waiting must not be handed new props, or React would render it there and then. */
const Block = memo(function Block(props: BlockProps) {
  return (
    <Suspense fallback={null}>
      <BlockCards {...props} />
    </Suspense>
  );
});

/** Where the grid's rows are, measured while the browser is idle: the windowed grid starts from it. */
export interface RowGeometry {
  /** Height of a row plus the gap after it. */
  stride: number;
  /** The grid's top, from the top of the document. */
  top: number;
}

interface EveryCardGridProps {
  shown: readonly Card[];
  label: string;
  /** Set once the windowed grid has taken over. */
  retired: boolean;
  onGeometry: (geometry: RowGeometry) => void;
}

/** Measures the rows when the browser is idle, and again after a resize. */
function useRowGeometry(list: RefObject<HTMLUListElement | null>, onGeometry: (geometry: RowGeometry) => void): void {
  useEffect(() => {
    let idle = 0;
    const measure = () => {
      const element = list.current;
      const item = element?.querySelector(":scope > li");
      if (!element || !item) return;
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      onGeometry({ stride: item.getBoundingClientRect().height + gap, top: element.getBoundingClientRect().top + window.scrollY });
    };
    const schedule = () => {
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(measure, { timeout: 2000 });
      else idle = globalThis.setTimeout(measure, 200);
    };
    schedule();
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("resize", schedule);
      if ("cancelIdleCallback" in window) window.cancelIdleCallback(idle);
      else globalThis.clearTimeout(idle);
    };
  }, [list, onGeometry]);
}

/**
 * Every card of the list, as the server renders it: a visitor without
 * JavaScript, a crawler and the browser's find-in-page see them all. In the
 * browser the cards hydrate in blocks as they near the viewport. The list
 * leaves this mode for the windowed grid at the first change of what it shows.
 */
export function EveryCardGrid({ shown, label, retired, onGeometry }: EveryCardGridProps) {
  const locale = useAtomValue(localeAtom);
  const onClick = useCardLinks();
  const list = useRef<HTMLUListElement>(null);
  useRowGeometry(list, onGeometry);
  // The same arrays on every render, so no waiting block is handed new props.
  const blocks = useMemo(() => {
    const split: Card[][] = [];
    for (let start = 0; start < shown.length; start += blockSize) split.push(shown.slice(start, start + blockSize));
    return split;
  }, [shown]);
  return (
    // Retired, it is skipped (content-visibility) rather than torn down: cheap at the moment it happens.
    <ul ref={list} className={[styles.grid, retired ? styles.retired : ""].join(" ")} aria-label={label} aria-hidden={retired || undefined} onClick={onClick}>
      {blocks.map((cards, index) => (
        <Block key={index} id={String(index)} cards={cards} offset={index * blockSize} total={shown.length} locale={locale} />
      ))}
    </ul>
  );
}
