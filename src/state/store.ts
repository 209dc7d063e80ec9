import { atom, createStore } from "jotai";
import type { Locale } from "../lib/routes.js";

/**
 * The app's one jotai store. Every piece of client state is an atom held here.
 * What lives in the browser beyond the visit:
 * - localStorage `favorites`: the selection, talent id → card (state/favorites);
 * - localStorage `passarela:units`: "metric" or "imperial", the profile's
 *   measure units (features/talents/profile/units);
 * - IndexedDB: application drafts and the outbox (the application form).
 * Platform tokens are never client state: they stay on the server.
 */
export const store = createStore();

/** Global loading flag: the loading overlay shows while it is set (language change). */
export const loadingAtom = atom(false);

export const localeAtom = atom<Locale>("pt");

/** Home page mode: `gallery` once the visitor has scrolled past the logo. */
export type HomeMode = "initial" | "gallery";
export const homeModeAtom = atom<HomeMode>("initial");
