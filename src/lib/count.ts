import { languageTags } from "./i18n-tags.js";
import type { Locale } from "./routes.js";

export interface Count {
  /** The count as the language writes it. */
  digits: string;
  /** Which plural form the language uses for it (`zero` for none, which every text here says in words). */
  form: "zero" | Intl.LDMLPluralRule;
}

/**
 * How each language groups the digits of a whole number, as Intl writes it:
 * Spanish leaves four-digit numbers whole ("1000", but "10.000").
 */
const grouping: Record<Locale, { separator: string; minimumDigits: number }> = {
  pt: { separator: ".", minimumDigits: 4 },
  en: { separator: ",", minimumDigits: 4 },
  es: { separator: ".", minimumDigits: 5 },
};

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * A count for a text that says how many: its digits and its plural form.
 *
 * Lingui's `plural` formats its number with Intl.NumberFormat, and the first
 * NumberFormat a page makes costs about 25 ms of main thread (ICU's number
 * data; about 85 ms on a phone-speed CPU): too much for a page to pay while it
 * hydrates, for "60 modelos" in the navbar and "1.000 modelos" on a large list.
 * Whole counts are written with their digits grouped by threes, exactly as
 * Intl writes them in Portuguese, English and Spanish (a test compares the
 * two), and the form comes from Intl.PluralRules, which is cheap. Other
 * numbers go through Intl.
 */
export function countOf(count: number, locale: Locale): Count {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(languageTags[locale])));
  return { digits: digitsOf(count, locale), form: count === 0 ? "zero" : rules.select(count) };
}

function digitsOf(count: number, locale: Locale): string {
  if (!Number.isSafeInteger(count) || count < 0) return new Intl.NumberFormat(languageTags[locale]).format(count);
  const plain = String(count);
  const { separator, minimumDigits } = grouping[locale];
  return plain.length < minimumDigits ? plain : plain.replace(/\B(?=(\d{3})+$)/g, separator);
}
