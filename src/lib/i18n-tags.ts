import type { Locale } from "./routes.js";

/** BCP 47 tags for <html lang>, hreflang, Intl formatting and og:locale. */
export const languageTags: Record<Locale, string> = { pt: "pt-BR", en: "en", es: "es" };
