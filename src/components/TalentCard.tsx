import { memo } from "react";
import type { TalentCard as Card } from "../contract/site-api.js";
import { pathFor, type Locale } from "../lib/routes.js";
import { FavoriteButton } from "./FavoriteButton.js";
import { TalentCover } from "./TalentCover.js";
import styles from "./TalentGrid.module.css";

/** Drawn at half the screen on phones, down to a sixth on wide screens: a phone fetches 240–480 px. */
const coverSizes = "(min-width: 1920px) 300px, (min-width: 1366px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

interface TalentCardProps {
  card: Card;
  locale: Locale;
  favorite: boolean;
  /** With whether the heart showed the talent kept. */
  onToggleFavorite: (card: Card, shown: boolean) => void;
  eager: boolean;
  priority: boolean;
  /** Without JavaScript there is no heart to press (see ServerOnlyCards). */
  withHeart?: boolean;
}

/**
 * One card: the cover (or the placeholder) and the name, linking to the
 * profile, with the heart over the cover. Memoised: a favourite or a scroll
 * re-renders only the cards whose props changed. The link is a plain anchor (the grid
 * routes its clicks) because a router link per card subscribes to the location.
 */
export const TalentCard = memo(function TalentCard({ card, locale, favorite, onToggleFavorite, eager, priority, withHeart = true }: TalentCardProps) {
  return (
    <>
      <a className={styles.link} href={pathFor("talent", { id: card.id, name: card.slug }, locale)}>
        {/* A new photo gets a new image: one with its source changed would show the last talent's photo until the new one loads. */}
        <TalentCover key={card.cover ?? ""} mediaKey={card.cover} sizes={coverSizes} eager={eager} priority={priority} />
        <span className={styles.name}>{card.name}</span>
      </a>
      {withHeart && <FavoriteButton name={card.name} pressed={favorite} onToggle={() => onToggleFavorite(card, favorite)} className={styles.heart} />}
    </>
  );
});
