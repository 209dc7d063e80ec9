import { escape as escapeHtml } from "html-escaper";
import type { ReactElement } from "react";
import type { TalentCard as Card } from "../contract/site-api.js";
import { mediaUrl } from "../lib/media.js";
import { pathFor, type Locale } from "../lib/routes.js";
import imageStyles from "./LazyImage.module.css";
import { placeholderCover } from "./TalentCover.js";
import styles from "./TalentGrid.module.css";

/**
 * The rest of a list after the first screenful, as the server writes it into
 * a <noscript> for visitors without JavaScript: the same grid and links,
 * without the hearts they could not use. Each cover is one 320 px image, not
 * a `srcset`: a list of 1,000 stays a small page and a quick render, and a
 * phone's half-width card draws about that size. The items are written as one
 * string, with every value escaped: React never hydrates them, and building a
 * thousand elements only to print them doubled the cold render of that list.
 */
export function serverOnlyCards(cards: readonly Card[], from: number, label: string, locale: Locale): ReactElement {
  const items = cards.slice(from).map((card, index) => `<li class="${styles.item}" aria-setsize="${cards.length}" aria-posinset="${from + index + 1}">${linkOf(card, locale)}</li>`);
  return <ul className={`${styles.grid} ${styles.continued}`} aria-label={label} dangerouslySetInnerHTML={{ __html: items.join("") }} />;
}

/**
 * Each card's link, kept per card object and language: the content cache hands
 * out the same cards until the list is refreshed, so a cold render of a long
 * list escapes and builds only the links it has not written before.
 */
const links = new WeakMap<Card, Partial<Record<Locale, string>>>();

function linkOf(card: Card, locale: Locale): string {
  let byLocale = links.get(card);
  if (!byLocale) {
    byLocale = {};
    links.set(card, byLocale);
  }
  return (byLocale[locale] ??= writeLink(card, locale));
}

function writeLink(card: Card, locale: Locale): string {
  const href = escapeHtml(pathFor("talent", { id: card.id, name: card.slug }, locale));
  const src = escapeHtml(card.cover ? mediaUrl(card.cover, 320) : placeholderCover);
  return (
    `<a class="${styles.link}" href="${href}">` +
    `<span class="${imageStyles.frame}" style="aspect-ratio:3 / 4"><img class="${imageStyles.image}" src="${src}" alt="" width="480" height="640" loading="lazy"/></span>` +
    `<span class="${styles.name}">${escapeHtml(card.name)}</span></a>`
  );
}
