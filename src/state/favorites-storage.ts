import { is, record, string } from "superstruct";
import { TalentCard } from "../contract/site-api.js";
import type { Favorites } from "./favorites.js";

/**
 * Reading the favourites back from localStorage, validated: a chunk of its
 * own, loaded once the page is up, so the schemas stay off every page's first load.
 */
export const favoritesKey = "favorites";
const FavoritesShape = record(string(), TalentCard);

/** This device's favourites; a corrupt or outdated value reads as none, and must not break the site. */
export function readFavorites(): Favorites {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(favoritesKey) ?? "{}");
    return is(value, FavoritesShape) ? value : {};
  } catch {
    return {};
  }
}
