import { atom } from "./store.js";
import type { TalentCard } from "../contract/site-api.js";
import { favoritesAtom, type Change, type Favorites } from "./favorites.js";

// Changing the favourites, apart from reading them (favorites.ts): the navbar's count,
// on every page, needs only the reading; the hearts and the selection page change them.

/** Applies a change; one that cannot be applied (the reader's chunk failed to load) is reported, never thrown at a click. */
const changeAtom = atom(null, (_get, set, change: Change) => {
  set(favoritesAtom, change).catch((error: unknown) => console.error("The selection could not be changed:", error));
});

export const addFavoriteAtom = atom(null, (_get, set, talent: TalentCard) => set(changeAtom, (current) => ({ ...current, [talent.id]: talent })));

export const removeFavoriteAtom = atom(null, (_get, set, id: number) =>
  set(changeAtom, (current) => Object.fromEntries(Object.entries(current).filter(([talent]) => talent !== String(id)))),
);

/** Replaces the whole map (initialisation, "clear all", or adding a shared selection). */
export const replaceFavoritesAtom = atom(null, (_get, set, favorites: Favorites) => set(changeAtom, () => favorites));

/** The heart button: adds the talent, or removes it when it is already there. */
export const toggleFavoriteAtom = atom(null, (_get, set, talent: TalentCard) =>
  set(changeAtom, (current) => {
    if (!(String(talent.id) in current)) return { ...current, [talent.id]: talent };
    return Object.fromEntries(Object.entries(current).filter(([id]) => id !== String(talent.id)));
  }),
);

