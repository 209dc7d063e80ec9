import { atom, useAtomValue } from "jotai";
import type { TalentCard } from "../contract/site-api.js";
import { useHydrated } from "../lib/hydration.js";

/** Favourites: talent id → the talent's card, kept in localStorage under `favorites`. */
export type Favorites = Record<string, TalentCard>;

const key = "favorites";
const read = () => import("./favorites-storage.js").then(({ readFavorites }) => readFavorites());

/**
 * What this device holds, once read (null before). It is read when first in
 * use and again when another tab changes it; the reader validates, in a chunk
 * of its own (favorites-storage).
 */
const storedAtom = atom<Favorites | null>(null);
storedAtom.onMount = (set) => {
  let mounted = true;
  const load = () => void read().then((favorites) => mounted && set(favorites));
  load();
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) load();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    mounted = false;
    window.removeEventListener("storage", onStorage);
  };
};

const empty: Favorites = {};

type Change = (current: Favorites) => Favorites;

/** The favourites, and saving them. A change made before they were read starts from what is stored, never from nothing. */
export const favoritesAtom = atom(
  (get) => get(storedAtom) ?? empty,
  async (get, set, change: Change) => {
    const next = change(get(storedAtom) ?? (await read()));
    set(storedAtom, next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the selection lasts for this visit.
    }
  },
);

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

/** A card as favourites keep it: exactly the card fields, whatever object it was taken from (a profile). */
export const cardOf = ({ id, name, slug, gender, curves, cover }: TalentCard): TalentCard => ({ id, name, slug, gender, curves, cover });

/**
 * The favourites as a component shows them: none on the server and while that
 * component hydrates (the server cannot know this device's), this device's
 * right after. Reading the atom directly would break hydration.
 */
export function useFavorites(): Favorites {
  const hydrated = useHydrated();
  const favorites = useAtomValue(favoritesAtom);
  return hydrated ? favorites : empty;
}

/** Whether this device's favourites are in: false on the server, while hydrating, and until they are read. */
export function useFavoritesReady(): boolean {
  const hydrated = useHydrated();
  return useAtomValue(storedAtom) !== null && hydrated;
}
