import { afterEach, describe, expect, it } from "vitest";
import type { TalentCard } from "../contract/site-api.js";
import { toggleFavoriteAtom } from "./favorite-changes.js";
import { favoritesAtom } from "./favorites.js";
import { favoritesKey } from "./favorites-storage.js";
import { createStore } from "./store.js";

const ana: TalentCard = { id: 7, name: "Ana Lua", slug: "ana-lua", gender: "woman", curves: false, cover: null };
const bia: TalentCard = { id: 8, name: "Bia Sol", slug: "bia-sol", gender: "woman", curves: true, cover: null };

const stored = () => JSON.parse(localStorage.getItem(favoritesKey) ?? "{}") as Record<string, TalentCard>;
/** Until the reader's chunk has come and every change waiting on it is saved. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("a heart tapped before this device's favourites are read", () => {
  afterEach(() => localStorage.clear());

  it("shows at once, and is saved once they are read", async () => {
    const store = createStore();
    store.set(toggleFavoriteAtom, bia, false);
    expect(Object.keys(store.get(favoritesAtom))).toEqual(["8"]);
    await settled();
    expect(stored()).toEqual({ 8: bia });
  });

  it("keeps the meaning the visitor saw: on a heart shown empty it adds, even a talent already kept", async () => {
    localStorage.setItem(favoritesKey, JSON.stringify({ 7: ana }));
    const store = createStore();
    // The heart showed Ana empty: the stored favourites were not read yet.
    store.set(toggleFavoriteAtom, ana, false);
    expect(Object.keys(store.get(favoritesAtom))).toEqual(["7"]);
    await settled();
    expect(stored()).toEqual({ 7: ana });
    expect(store.get(favoritesAtom)).toEqual({ 7: ana });
  });

  it("counts each tap, as shown: a second tap empties the heart again, and what was kept stays", async () => {
    localStorage.setItem(favoritesKey, JSON.stringify({ 7: ana }));
    const store = createStore();
    store.set(toggleFavoriteAtom, bia, false);
    store.set(toggleFavoriteAtom, bia, "8" in store.get(favoritesAtom));
    expect(store.get(favoritesAtom)).toEqual({});
    await settled();
    expect(stored()).toEqual({ 7: ana });
    expect(store.get(favoritesAtom)).toEqual({ 7: ana });
  });

  it("once they are read, goes straight to them", async () => {
    localStorage.setItem(favoritesKey, JSON.stringify({ 7: ana }));
    const store = createStore();
    const unsubscribe = store.sub(favoritesAtom, () => undefined);
    await settled();
    expect(store.get(favoritesAtom)).toEqual({ 7: ana });
    store.set(toggleFavoriteAtom, ana, true);
    expect(store.get(favoritesAtom)).toEqual({});
    await Promise.resolve();
    expect(stored()).toEqual({});
    unsubscribe();
  });
});
