import { i18n, type Messages } from "@lingui/core";
import { startTransition } from "react";
import { languageTags } from "./i18n-tags.js";
import type { Locale } from "./routes.js";

/**
 * Catalogs are chunks per language and per feature: a visitor downloads the
 * shell's texts and those of the pages they open, in their language only.
 */
type CatalogModule = { messages: Messages };
const shellCatalogs = import.meta.glob<CatalogModule>("../../locales/*/messages.po");
const featureCatalogs = import.meta.glob<CatalogModule>(["../../locales/*/*.po", "!../../locales/*/messages.po"]);

/** Features whose texts are in use, so a language change loads theirs too. */
const featuresInUse = new Set<string>();

async function catalog(locale: Locale, name: string): Promise<Messages> {
  const file = `../../locales/${locale}/${name}.po`;
  const load = name === "messages" ? shellCatalogs[file] : featureCatalogs[file];
  return load ? (await load()).messages : {};
}

/** Loads a locale's catalogs (the shell's and those of the features in use) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const parts: Promise<Messages>[] = [catalog(locale, "messages")];
    const loading = new Set<string>();
    let pending = [...featuresInUse];
    let messages: Messages[];
    // A page opened while these load asks for its feature in the old language:
    // load until every feature in use is in, then switch with nothing awaited in between.
    do {
      for (const feature of pending) {
        loading.add(feature);
        parts.push(catalog(locale, feature));
      }
      messages = await Promise.all(parts);
      pending = [...featuresInUse].filter((feature) => !loading.has(feature));
    } while (pending.length > 0);
    i18n.loadAndActivate({ locale, messages: Object.assign({}, ...messages) as Messages });
    for (const part of messages) added.add(part);
  }
  // Only when it changes: writing `lang`, even the value it has, restyles the whole document
  // (every element's :lang() match). This runs at boot and again when the router mounts, both
  // times in the language the server already wrote.
  const tag = languageTags[locale];
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
}

/**
 * Downloads a feature's texts in the active language without adding them yet:
 * adding texts re-renders every translated component, which must not happen
 * to a page still hydrating (prefetching runs while it does).
 */
export async function prefetchFeatureMessages(feature: string): Promise<void> {
  await catalog(i18n.locale as Locale, feature);
}

/**
 * Catalogs added (each language's is an object of its own): adding one again re-renders every
 * translated component for nothing (several parts of a page wait for the "later" texts, each with its own code).
 */
const added = new WeakSet<Messages>();

/** Adds a feature's texts in the active language; a page waits for this with its own code. */
export async function loadFeatureMessages(feature: string): Promise<void> {
  featuresInUse.add(feature);
  const locale = i18n.locale as Locale;
  const messages = await catalog(locale, feature);
  // The visitor may have switched language meanwhile: activateLocale then loaded it already.
  if (i18n.locale !== locale || added.has(messages)) return;
  added.add(messages);
  // A transition: this update reaches every translated component, and an urgent one that
  // reaches a server-rendered part still waiting for its code would replace its HTML by
  // its fallback; a transition lets that part hydrate first.
  startTransition(() => i18n.load(locale, messages));
}

export { i18n };

/**
 * The texts of what the shell loads after the page (menu, notices, error page,
 * page titles): their loaders wait for them with their code.
 */
export const loadLaterMessages = (): Promise<void> => loadFeatureMessages("later");
