import { i18n } from "@lingui/core";
import { languageTags } from "./i18n-tags.js";
import type { Locale } from "./routes.js";

// Each catalog is its own chunk: a visitor downloads only their language.
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  pt: () => import("../../locales/pt/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  es: () => import("../../locales/es/messages.po"),
};

/** Loads a locale's catalog (once) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]();
    i18n.loadAndActivate({ locale, messages: messages as Parameters<typeof i18n.load>[1] });
  }
  document.documentElement.lang = languageTags[locale];
}

export { i18n };
