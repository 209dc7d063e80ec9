import { atom, useAtomValue } from "./store.js";
import type { TalentCard } from "../contract/site-api.js";
import { useHydrated } from "../lib/hydration.js";

/** Favourites: talent id → the talent's card, kept in localStorage under `favorites`. */
export type Favorites = Record<string, TalentCard>;

export const favoritesKey = "favorites";
export const readStored = () => import("./favorites-storage.js").then(({ readFavorites }) => readFavorites());

/**
 * What this device holds, once read (null before). It is read when first in
 * use and again when another tab changes it; the reader validates, in a chunk
 * of its own (favorites-storage).
 */
export const storedAtom = atom<Favorites | null>(null);
storedAtom.onMount = (set) => {
  let mounted = true;
  const load = () => void readStored().then((favorites) => mounted && set(favorites));
  load();
  const onStorage = (event: StorageEvent) => {
    if (event.key === favoritesKey || event.key === null) load();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    mounted = false;
    window.removeEventListener("storage", onStorage);
  };
};

const empty: Favorites = {};

export type Change = (current: Favorites) => Favorites;

/**
 * Changes made before the favourites were read: shown at once, and saved over
 * what is stored once it is read (see favorite-changes).
 */
export const pendingAtom = atom<readonly Change[]>([]);

/** The favourites as this device holds them, with the changes still waiting to be saved. */
export const favoritesAtom = atom((get) => get(pendingAtom).reduce((favorites, change) => change(favorites), get(storedAtom) ?? empty));

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
