import type { TalentCard } from "../../../contract/site-api.js";
import type { TalentCategory } from "../../../lib/routes.js";

/** The list shows one of these at a time. */
export const filters = ["all", "man", "woman", "curves"] as const;
export type Filter = (typeof filters)[number];

const categoryFilters: Record<TalentCategory, Exclude<Filter, "all">> = { feminino: "woman", masculino: "man", curves: "curves" };

export function filterOf(category: TalentCategory | undefined): Filter {
  return category ? categoryFilters[category] : "all";
}

/** The URL category of a filter (`/modelos/feminino`), none for all. */
export function categoryOf(filter: Filter): TalentCategory | undefined {
  return (Object.keys(categoryFilters) as TalentCategory[]).find((category) => categoryFilters[category] === filter);
}

export const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** Case and accents do not matter to a search: "JOÃO" and "joao" are the same text. */
export function normalizeText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** A card with its search text and initial worked out once, not on every keystroke. */
export interface IndexedTalent {
  card: TalentCard;
  text: string;
  /** "Érica" files under E. */
  initial: string;
}

export function indexTalents(cards: readonly TalentCard[]): IndexedTalent[] {
  return cards.map((card) => {
    const text = normalizeText(card.name);
    return { card, text, initial: text.charAt(0).toUpperCase() };
  });
}

export function matchesFilter({ card }: IndexedTalent, filter: Filter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "curves":
      return card.curves;
    default:
      return card.gender === filter;
  }
}

/** Every word of the search appears in the name, in any order ("silva ana" finds Ana Silva). */
export function matchesQuery(talent: IndexedTalent, words: readonly string[]): boolean {
  return words.every((word) => talent.text.includes(word));
}

export const queryWords = (query: string): string[] => normalizeText(query).split(" ").filter(Boolean);

export interface ListQuery {
  filter: Filter;
  letter: string | null;
  query: string;
}

/** Letters with at least one talent under the filter and the search (the letter itself aside). */
export function availableLetters(talents: readonly IndexedTalent[], filter: Filter, query: string): Set<string> {
  const words = queryWords(query);
  const found = new Set<string>();
  for (const talent of talents) {
    if (matchesFilter(talent, filter) && matchesQuery(talent, words)) found.add(talent.initial);
  }
  return found;
}

/** Ids of the talents the list shows, in list order. */
export function visibleIds(talents: readonly IndexedTalent[], { filter, letter, query }: ListQuery): Set<number> {
  const words = queryWords(query);
  const ids = new Set<number>();
  for (const talent of talents) {
    if ((letter === null || talent.initial === letter) && matchesFilter(talent, filter) && matchesQuery(talent, words)) ids.add(talent.card.id);
  }
  return ids;
}
