import type { Locale } from "./routes.js";

/** Each language by its own name, as a visitor looking for it reads it whatever the page's language. */
export const languageNames: Record<Locale, string> = { pt: "Português", en: "English", es: "Español" };
