import { afterEach, describe, expect, it } from "vitest";
import type { TalentCard } from "../contract/site-api.js";
import { favoritesKey, readFavorites } from "./favorites-storage.js";

const card: TalentCard = { id: 7, name: "Ana Lua", slug: "ana-lua", gender: "woman", curves: false, cover: null };

describe("reading the favourites back", () => {
  afterEach(() => localStorage.clear());

  it("reads what this device keeps", () => {
    localStorage.setItem(favoritesKey, JSON.stringify({ 7: card }));
    expect(readFavorites()).toEqual({ 7: card });
  });

  it("reads nothing kept as none", () => {
    expect(readFavorites()).toEqual({});
  });

  it("reads a corrupt, outdated or hand-edited value as none", () => {
    // A card without its cover (JSON drops the undefined), and one whose id is text.
    const outdated = [JSON.stringify({ 7: { ...card, cover: undefined } }), JSON.stringify({ 7: { ...card, id: "7" } })];
    for (const stored of ["{", "null", "42", '"favorites"', ...outdated]) {
      localStorage.setItem(favoritesKey, stored);
      expect(readFavorites(), stored).toEqual({});
    }
  });
});
