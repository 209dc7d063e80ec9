import { useAtomValue } from "jotai";
import type { TalentCard as Card } from "../contract/site-api.js";
import { localeAtom } from "../state/store.js";
import { TalentCard } from "./TalentCard.js";
import styles from "./TalentGrid.module.css";

interface ServerOnlyCardsProps {
  cards: readonly Card[];
  /** Index of the first card to list. */
  from: number;
  label: string;
}

const noFavorite = () => undefined;

/**
 * The rest of a list after the first screenful, as the server writes it into
 * a <noscript> for visitors without JavaScript: the same cards, continuing the
 * same grid, without the hearts they could not use.
 */
export function ServerOnlyCards({ cards, from, label }: ServerOnlyCardsProps) {
  const locale = useAtomValue(localeAtom);
  return (
    <ul className={`${styles.grid} ${styles.continued}`} aria-label={label}>
      {cards.slice(from).map((card, index) => (
        <li key={card.id} className={styles.item} aria-setsize={cards.length} aria-posinset={from + index + 1}>
          <TalentCard card={card} locale={locale} favorite={false} onToggleFavorite={noFavorite} eager={false} priority={false} withHeart={false} />
        </li>
      ))}
    </ul>
  );
}
