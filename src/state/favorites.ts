import { atom, useAtomValue } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { is, record, string } from "superstruct";
import { TalentCard } from "../contract/site-api.js";
import { useHydrated } from "../lib/hydration.js";

/** Favourites: talent id → the talent's card, kept in localStorage under `favorites` (spec §1). */
export type Favorites = Record<string, TalentCard>;
const FavoritesShape = record(string(), TalentCard);

// No localStorage on the server: jotai then reads the initial value.
const json = createJSONStorage<Favorites>(() => globalThis.localStorage);
// A corrupt or outdated value must not break the site: it reads as no favourites.
const storage: typeof json = {
  ...json,
  getItem(key, initial) {
    const value = json.getItem(key, initial);
    return is(value, FavoritesShape) ? value : initial;
  },
};

export const favoritesAtom = atomWithStorage<Favorites>("favorites", {}, storage, { getOnInit: true });


export const addFavoriteAtom = atom(null, (get, set, talent: TalentCard) => {
  set(favoritesAtom, { ...get(favoritesAtom), [talent.id]: talent });
});

export const removeFavoriteAtom = atom(null, (get, set, id: number) => {
  set(favoritesAtom, Object.fromEntries(Object.entries(get(favoritesAtom)).filter(([key]) => key !== String(id))));
});

/** Replaces the whole map (initialisation, "clear all", or adding a shared selection). */
export const replaceFavoritesAtom = atom(null, (_get, set, favorites: Favorites) => {
  set(favoritesAtom, favorites);
});

/** The heart button: adds the talent, or removes it when it is already there. */
export const toggleFavoriteAtom = atom(null, (get, set, talent: TalentCard) => {
  if (String(talent.id) in get(favoritesAtom)) set(removeFavoriteAtom, talent.id);
  else set(addFavoriteAtom, talent);
});

/** A card as favourites keep it: exactly the card fields, whatever object it was taken from (a profile). */
export const cardOf = ({ id, name, slug, gender, curves, cover }: TalentCard): TalentCard => ({ id, name, slug, gender, curves, cover });

const none: Favorites = {};

/**
 * The favourites as a component shows them: none on the server and while that
 * component hydrates (the server cannot know this device's), this device's
 * right after. Reading the atom directly would break hydration.
 */
export function useFavorites(): Favorites {
  const hydrated = useHydrated();
  const favorites = useAtomValue(favoritesAtom);
  return hydrated ? favorites : none;
}
