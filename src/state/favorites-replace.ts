import { atom } from "./store.js";
import { changeAtom } from "./favorite-changes.js";
import type { Favorites } from "./favorites.js";

/**
 * Replaces the whole selection ("clear all", or adding a shared selection): the
 * selection page's alone, so a talent's page does not load it with its heart.
 */
export const replaceFavoritesAtom = atom(null, (_get, set, favorites: Favorites) => set(changeAtom, () => favorites));
