import { is, record, string } from "superstruct";
import { TalentCard } from "../contract/site-api.js";
import type { Favorites } from "./favorites.js";
import { createJSONStorage, unstable_withStorageValidator } from "./store.js";

/**
 * Reading the favourites back from localStorage, validated: a chunk of its
 * own, loaded once the page is up, so the schemas stay off every page's first load.
 */
export const favoritesKey = "favorites";
const FavoritesShape = record(string(), TalentCard);
const isFavorites = (value: unknown): value is Favorites => is(value, FavoritesShape);

// jotai's JSON storage reads an unparsable value, a missing one or a storage that refuses to open as the
// initial value, and its validator does the same with a value of the wrong shape (an old or hand-edited one).
const storage = unstable_withStorageValidator(isFavorites)(createJSONStorage<unknown>());

/** This device's favourites; a corrupt or outdated value reads as none, and must not break the site. */
export function readFavorites(): Favorites {
  try {
    return storage.getItem(favoritesKey, {});
  } catch {
    return {}; // A storage that throws on reading (some privacy modes).
  }
}
