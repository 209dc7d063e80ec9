import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { prerender } from "react-dom/static";
import { App } from "./app/App.js";
import { serverOnlyCards } from "./components/ServerOnlyCards.js";
import { firstCardsId } from "./components/WindowedGrid.js";
import { loadErrorPage } from "./app/errors/error-page.js";
import { loadPage } from "./app/router/pages.js";
import { refusedContactPostAtom } from "./features/contact/form/refused-post.js";
import { MarkupSplices } from "./lib/markup-splices.js";
import { clientOnlyDigest, isClientOnly } from "./lib/client-only.js";
import type { TalentCard } from "./contract/site-api.js";
import type { RenderInput, RenderOutput } from "./lib/render-contract.js";
import { locales, type Locale } from "./lib/routes.js";
import { sanitizedKey } from "./lib/sanitized-key.js";
import { seededAnswersAtom } from "./state/resource.js";
import { localeAtom, pageErrorAtom, serverOnlyCardsAtom, serverSanitizerAtom, siteAtom, createStore } from "./state/store.js";

/**
 * The site server's renderer: this module is built for Node (`vite build --ssr`)
 * and loaded by server/site/render (lib/render-contract names the contract). It renders the app for one URL into the
 * HTML of `#root`, from data the server has already loaded, and says what the
 * page was made from so the browser can hydrate it without fetching again.
 */

type CatalogModule = { messages: Messages };
const catalogs = import.meta.glob<CatalogModule>("../locales/*/*.po", { eager: true });

/** One Lingui instance per language with every catalog (shell and features): read-only while pages render. */
const translations = Object.fromEntries(
  locales.map((locale) => {
    const messages = Object.assign(
      {},
      ...Object.entries(catalogs)
        .filter(([file]) => file.startsWith(`../locales/${locale}/`))
        .map(([, module]) => module.messages),
    ) as Messages;
    return [locale, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
) as Record<Locale, I18n>;

/**
 * The stream's bytes, joined. They stay bytes: the server sends them as they
 * are, and decoding half a megabyte of a long list into a string only to
 * encode it again took about 4 ms of each cold render of 1,000 talents.
 */
async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    length += read.value.byteLength;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Renders one page. Rejects when any part of it failed to render: the server then sends the bare app shell. */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  if (input.route) await loadPage(input.route);
  if (input.error) await loadErrorPage();
  const sanitized: Record<string, string> = {};
  const splices = new MarkupSplices();
  const store = createStore();
  store.set(seededAnswersAtom, input.answers);
  store.set(localeAtom, input.locale);
  store.set(siteAtom, input.site);
  store.set(pageErrorAtom, input.error);
  store.set(refusedContactPostAtom, input.refusedContactPost ?? null);
  let firstPaintAfterId: string | undefined;
  const cardsAfterFirstScreen = (cards: readonly TalentCard[], from: number, label: string, locale: Locale) => {
    // The first paint waits for the cards before these, not for a thousand more.
    firstPaintAfterId = firstCardsId;
    return serverOnlyCards(cards, from, label, locale, (items) => splices.mark(items));
  };
  store.set(serverOnlyCardsAtom, () => cardsAfterFirstScreen);
  store.set(serverSanitizerAtom, () => (html: string, scaleFontSizes: boolean, imageSizes: string | undefined) => {
    const clean = input.sanitize(html, { scaleFontSizes, imageSizes, origin: input.site.origin });
    sanitized[sanitizedKey(html, { scaleFontSizes, imageSizes })] = clean;
    return clean;
  });

  const errors: unknown[] = [];
  const { prelude } = await prerender(<App store={store} i18n={translations[input.locale]} ssrUrl={input.url} />, {
    onError(error) {
      if (isClientOnly(error)) return clientOnlyDigest;
      errors.push(error);
      return undefined;
    },
    // Every boundary in place: outlined ones are revealed by inline scripts, which the CSP forbids.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const markup = await bytesOf(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${input.url} failed: ${String(errors[0])}`);
  const html = splices.apply(markup);
  return { html, state: { answers: input.answers, sanitized, error: input.error, site: input.site }, firstPaintAfterId };
}
