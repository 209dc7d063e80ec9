import { escape as escapeHtml } from "html-escaper";
import { LRUCache } from "lru-cache";
import type { ReactElement } from "react";
import type { TalentCard as Card } from "../contract/site-api.js";
import { mediaUrl } from "../lib/media.js";
import { perObject } from "../lib/per-object.js";
import { pathFor, type Locale } from "../lib/routes.js";
import imageStyles from "./LazyImage.module.css";
import { placeholderCover } from "./TalentCover.js";
import styles from "./TalentGrid.module.css";

/**
 * The rest of a list after the first screenful, as the server writes it into
 * a <noscript> for visitors without JavaScript: the same grid and links,
 * without the hearts they could not use. Each cover is one 320 px image, not
 * a `srcset`: a list of 1,000 stays a small page and a quick render, and a
 * phone's half-width card draws about that size.
 *
 * The items are written as UTF-8, with every value escaped, and handed to
 * `splice`, which returns what React puts inside the list in their place (the
 * renderer's mark for the bytes, see lib/markup-splices). React never hydrates
 * them, and building a thousand elements only to print them doubled the cold
 * render of that list.
 */
export function serverOnlyCards(cards: readonly Card[], from: number, label: string, locale: Locale, splice: (items: Uint8Array) => string): ReactElement {
  return <ul className={`${styles.grid} ${styles.continued}`} aria-label={label} dangerouslySetInnerHTML={{ __html: splice(itemsOf(cards, from, locale)) }} />;
}

interface Written {
  cards: readonly Card[];
  bytes: Uint8Array;
}

/**
 * Items already written, for the same card objects in the same order: the
 * content cache hands out the same cards until the list is refreshed, so every
 * page of the list (each query, each visit) shares one copy. A few lists are
 * kept: the whole one and its filters, per language.
 */
const written = new LRUCache<string, Written>({ max: 24 });
const encoder = new TextEncoder();

function itemsOf(cards: readonly Card[], from: number, locale: Locale): Uint8Array {
  const key = `${locale} ${from} ${cards.length} ${cards[from]?.id}`;
  const known = written.get(key);
  if (known && known.cards.every((card, index) => card === cards[index])) return known.bytes;
  const items = cards.slice(from).map((card, index) => `<li class="${styles.item}" aria-setsize="${cards.length}" aria-posinset="${from + index + 1}">${linkOf(card, locale)}</li>`);
  const bytes = encoder.encode(items.join(""));
  written.set(key, { cards: [...cards], bytes });
  return bytes;
}

/**
 * Each card's link, kept per card object and language: a filtered list writes
 * again only the links it has not written before.
 */
const links = perObject<Card, Partial<Record<Locale, string>>>(() => ({}));

function linkOf(card: Card, locale: Locale): string {
  return (links(card)[locale] ??= writeLink(card, locale));
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
