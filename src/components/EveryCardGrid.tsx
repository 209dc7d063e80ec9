import { useAtomValue, useSetAtom } from "jotai";
import { memo, Suspense, use, useMemo } from "react";
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

interface EveryCardGridProps {
  shown: readonly Card[];
  label: string;
}

/**
 * Every card of the list, as the server renders it: a visitor without
 * JavaScript, a crawler and the browser's find-in-page see them all. In the
 * browser the cards hydrate in blocks as they near the viewport. The list
 * leaves this mode for the windowed grid at the first change of what it shows.
 */
export function EveryCardGrid({ shown, label }: EveryCardGridProps) {
  const locale = useAtomValue(localeAtom);
  const onClick = useCardLinks();
  // The same arrays on every render, so no waiting block is handed new props.
  const blocks = useMemo(() => {
    const split: Card[][] = [];
    for (let start = 0; start < shown.length; start += blockSize) split.push(shown.slice(start, start + blockSize));
    return split;
  }, [shown]);
  return (
    <ul className={styles.grid} aria-label={label} onClick={onClick}>
      {blocks.map((cards, index) => (
        <Block key={index} id={String(index)} cards={cards} offset={index * blockSize} total={shown.length} locale={locale} />
      ))}
    </ul>
  );
}
