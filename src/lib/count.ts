import { languageTags } from "./i18n-tags.js";
import type { Locale } from "./routes.js";

export interface Count {
  /** The count as the language writes it. */
  digits: string;
  /** Which plural form the language uses for it (`zero` for none, which every text here says in words). */
  form: "zero" | Intl.LDMLPluralRule;
}

/**
 * A count for a text that says how many: its digits and its plural form.
 *
 * Lingui's `plural` formats its number with Intl.NumberFormat, and the first
 * NumberFormat a page makes costs about 25 ms of main thread (ICU's number
 * data): too much for a page to pay while it hydrates, for "60 modelos" in the
 * navbar and the talents list. Counts under a thousand are written with plain
 * digits, exactly as Portuguese, English and Spanish write them, and the form
 * comes from Intl.PluralRules, which is cheap. Larger counts go through Intl.
 */
export function countOf(count: number, locale: Locale): Count {
  const tag = languageTags[locale];
  const digits = Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : new Intl.NumberFormat(tag).format(count);
  return { digits, form: count === 0 ? "zero" : new Intl.PluralRules(tag).select(count) };
}
