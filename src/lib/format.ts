import { languageTags } from "./i18n-tags.js";
import type { Locale } from "./routes.js";

/** Dates as the visitor's language writes them (dd/MM/yyyy in Portuguese and Spanish). */
export function formatDate(value: string | Date, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(languageTags[locale], options).format(date);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(languageTags[locale], options).format(value);
}
