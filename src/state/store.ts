import { atom, createStore } from "jotai";
import type { ReactNode } from "react";
import type { TalentCard } from "../contract/site-api.js";
import type { Locale } from "../lib/routes.js";

// The rest of the app reads jotai through this module only (a lint rule says so): what it uses of the
// library is listed here, in one place.
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore, type Atom, type Getter, type WritableAtom } from "jotai";
export { createJSONStorage, unstable_withStorageValidator, unwrap } from "jotai/utils";
// jotai's own atomFamily is deprecated for this package, by the same authors.
export { atomFamily } from "jotai-family";

/**
 * The app's one jotai store. Every piece of client state is an atom held here.
 * What must outlive the page is stored in the browser, and only this:
 * - localStorage `favorites`: the favourite talents, id → card (state/favorites);
 * - localStorage `passarela:units`: "metric" or "imperial", the profile's
 *   measure units (features/talents/profile/units);
 * - IndexedDB `passarela` › `applications` (lib/application-queue/idb.ts, idb-keyval):
 *   `draft` and `draft/photo/image_N`, the application form as it is being filled
 *   in (fields and compressed photos, restored on return, cleared after the 201);
 *   `queue/{Idempotency-Key}`, each submitted application until the server
 *   confirms it, sent again by the page (state/applications) and, later, by the
 *   service worker's background sync, always with the same key; `receipt/{key}`,
 *   the server's id of one the service worker delivered (no personal data), until
 *   a page has told the visitor (state/applications/notices).
 * Platform tokens are never client state: they stay on the server.
 * The browser's store starts from the state a server-rendered page carries
 * (lib/page-state); the server renders each request with a store of its own.
 */
export const store = createStore();
export type AppStore = typeof store;

/** Global loading flag: the loading overlay shows while it is set (language change). */
export const loadingAtom = atom(false);

export const localeAtom = atom<Locale>("pt");

/** Home page mode: `gallery` once the visitor has scrolled past the logo. */
export type HomeMode = "initial" | "gallery";
export const homeModeAtom = atom<HomeMode>("initial");

/** Facts about this site that the server knows and pages show: its public origin, the platform's provider. */
export interface SiteInfo {
  origin: string;
  provider: string;
  /**
   * Days the site keeps a delivered application (APPLICATION_RETENTION_DAYS), which the privacy notice states;
   * absent from pages rendered before the server said it, which show the default.
   */
  retentionDays?: number;
  /** The copyright year, as of the server's render (a page cached over New Year hydrates unchanged). */
  year: number;
}
export const siteAtom = atom<SiteInfo>({ origin: "", provider: "Passarela Platform", year: new Date().getFullYear() });

/** The error page the server rendered instead of the page at `url` (404 or 503); cleared by a retry or a navigation. */
export interface PageError {
  url: string;
  status: 404 | 500 | 503;
  code?: string;
}
export const pageErrorAtom = atom<PageError | null>(null);

/** CMS HTML as the server sanitised it for this page, by `sanitizedKey`: the browser shows it without loading the sanitiser. */
export const sanitizedHtmlAtom = atom<Readonly<Record<string, string>>>({});

/** On the server only: sanitises CMS HTML while the page renders (and records it for the browser). */
export const serverSanitizerAtom = atom<((html: string, scaleFontSizes: boolean, imageSizes: string | undefined) => string) | null>(null);

/**
 * On the server only: writes a list's cards after its first screenful for visitors without JavaScript
 * (components/ServerOnlyCards). Handed in by the server's entry, so its code never ships to the browser.
 */
export const serverOnlyCardsAtom = atom<((cards: readonly TalentCard[], from: number, label: string, locale: Locale) => ReactNode) | null>(null);
