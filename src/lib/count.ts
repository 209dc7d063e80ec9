import { languageTags } from "./i18n-tags.js";
import type { Locale } from "./routes.js";

export interface Count {
  /** The count as the language writes it. */
  digits: string;
  /** Which plural form the language uses for it (`zero` for none, which every text here says in words). */
  form: "zero" | Intl.LDMLPluralRule;
}

/** Each language's thousands separator, as Intl writes whole numbers. */
const separators: Record<Locale, string> = { pt: ".", en: ",", es: "." };

const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};

/**
 * A count for a text that says how many: its digits and its plural form.
 *
 * Lingui's `plural` formats its number with Intl.NumberFormat, and the first
 * NumberFormat a page makes costs about 25 ms of main thread (ICU's number
 * data; about 85 ms on a phone-speed CPU): too much for a page to pay while it
 * hydrates, for "60 modelos" in the navbar and "1.000 modelos" on a large list.
 * Whole counts are written with their digits grouped by threes, exactly as
 * Intl writes them in Portuguese, English and Spanish (a test compares the
 * two; Spanish leaves four digits whole), and the form comes from
 * Intl.PluralRules, made once per language: making one costs far more than
 * asking it, and a list asks on every filter change. Other numbers go through Intl.
 */
export function countOf(count: number, locale: Locale): Count {
  const tag = languageTags[locale];
  const plain = String(count);
  const digits = !Number.isSafeInteger(count) || count < 0 ? new Intl.NumberFormat(tag).format(count)
    : plain.length < (locale === "es" ? 5 : 4) ? plain
    : plain.replace(/\B(?=(\d{3})+$)/g, separators[locale]);
  return { digits, form: count === 0 ? "zero" : (pluralRules[locale] ??= new Intl.PluralRules(tag)).select(count) };
}
