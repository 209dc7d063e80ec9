import type { Locale } from "./routes.js";

/** BCP 47 tags for <html lang>, hreflang, Intl formatting and og:locale. */
export const languageTags: Record<Locale, string> = { pt: "pt-BR", en: "en", es: "es" };

/**
 * The platform writes its texts (posts, the about page, staff roles) in Portuguese, whatever the
 * page's language. Marked so, they are read with a Portuguese voice on English and Spanish pages.
 */
export const platformTextLang = languageTags.pt;
