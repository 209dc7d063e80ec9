import { atom, createStore } from "jotai";
import type { Locale } from "../lib/routes.js";

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
 *   service worker's background sync, always with the same key.
 * Platform tokens are never client state: they stay on the server.
 */
export const store = createStore();

/** Global loading flag: the loading overlay shows while it is set (language change). */
export const loadingAtom = atom(false);

export const localeAtom = atom<Locale>("pt");

/** Home page mode: `gallery` once the visitor has scrolled past the logo. */
export type HomeMode = "initial" | "gallery";
export const homeModeAtom = atom<HomeMode>("initial");
