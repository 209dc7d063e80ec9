import { atom } from "./store.js";
import type { TalentCard } from "../contract/site-api.js";
import { favoritesKey, pendingAtom, readStored, storedAtom, type Change, type Favorites } from "./favorites.js";

// Changing the favourites, apart from reading them (favorites.ts): the navbar's count,
// on every page, needs only the reading; the hearts and the selection page change them.

/**
 * Applies a change and saves it. A change shows at once (a heart fills as it is
 * tapped, even on a phone still fetching the favourites' reader) and is saved
 * over what is stored, read first if it is not yet: never over nothing. A change
 * is an add or a remove, so what was stored does not turn a tap's meaning
 * around. One that cannot be saved (the reader's chunk failed to load) is
 * reported, never thrown at a click.
 */
export const changeAtom = atom(null, (get, set, change: Change) => {
  set(pendingAtom, (pending) => [...pending, change]);
  // Writes what waits over `over`, or over what is stored as it is.
  const write = (over?: Favorites) => {
    try {
      const stored = over ?? (JSON.parse(localStorage.getItem(favoritesKey) ?? "{}") as Favorites);
      localStorage.setItem(favoritesKey, JSON.stringify(get(pendingAtom).reduce((favorites, each) => each(favorites), stored)));
    } catch {
      // Unreadable, full or refused (private mode): the selection lasts for this visit.
    }
  };
  // The page going (a reload, a link out) before the reader came: the waiting changes are written at
  // once, so a heart shown filled is kept. (Once they are saved, nothing waits.)
  addEventListener("pagehide", () => write());
  Promise.resolve(get(storedAtom) ?? readStored()).then(
    (read) => {
      // The first change to get here saves all those made meanwhile.
      if (!get(pendingAtom).length) return;
      const next = get(pendingAtom).reduce((favorites, each) => each(favorites), get(storedAtom) ?? read);
      set(pendingAtom, []);
      set(storedAtom, next);
      write(next);
    },
    // Still written as the page goes.
    (error: unknown) => console.error("The selection was not saved yet:", error),
  );
});

export const addFavoriteAtom = atom(null, (_get, set, talent: TalentCard) => set(changeAtom, (current) => ({ ...current, [talent.id]: talent })));

export const removeFavoriteAtom = atom(null, (_get, set, id: number) =>
  set(changeAtom, ({ [id]: _removed, ...kept }) => kept),
);

/**
 * The heart button: adds the talent, or removes it, as the heart `shown` (what
 * the visitor saw is what they meant, whatever was stored but not yet read).
 */
export const toggleFavoriteAtom = atom(null, (_get, set, talent: TalentCard, shown: boolean) => {
  if (shown) set(removeFavoriteAtom, talent.id);
  else set(addFavoriteAtom, talent);
});

