import { describe, expect, it } from "vitest";
import type { TalentCard } from "../../../contract/site-api.js";
import { availableLetters, categoryOf, filterOf, indexTalents, normalizeText, visibleIds } from "./filtering.js";

const card = (id: number, name: string, gender: TalentCard["gender"], curves = false): TalentCard => ({ id, name, slug: "", gender, curves, cover: null });

const talents = indexTalents([
  card(1, "João Pereira", "man"),
  card(2, "Érica Magalhães", "woman"),
  card(3, "Ana Souza", "woman", true),
  card(4, "Ígor Santos", "man"),
  card(5, "Kim Alves", null),
  card(6, "Mariana Silva", "woman"),
]);

describe("search normalisation", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(normalizeText("  JOÃO   Pereira ")).toBe("joao pereira");
    expect(normalizeText("Érica Magalhães")).toBe("erica magalhaes");
    expect(normalizeText("Ígor Conceição")).toBe("igor conceicao");
    // Composed and decomposed forms are the same text.
    expect(normalizeText("Jo\u00e3o")).toBe(normalizeText("Joa\u0303o"));
  });

  it("finds João from joao and from JOÃO, and words in any order", () => {
    expect(visibleIds(talents, { filter: "all", letter: null, query: "joao" })).toEqual(new Set([1]));
    expect(visibleIds(talents, { filter: "all", letter: null, query: "JOÃO" })).toEqual(new Set([1]));
    expect(visibleIds(talents, { filter: "all", letter: null, query: "pereira joao" })).toEqual(new Set([1]));
    expect(visibleIds(talents, { filter: "all", letter: null, query: "erica" })).toEqual(new Set([2]));
    expect(visibleIds(talents, { filter: "all", letter: null, query: "ana" })).toEqual(new Set([3, 6]));
    expect(visibleIds(talents, { filter: "all", letter: null, query: "zz" })).toEqual(new Set());
    expect(visibleIds(talents, { filter: "all", letter: null, query: "   " }).size).toBe(6);
  });
});

describe("filters", () => {
  it("map to URL categories and back", () => {
    expect(filterOf(undefined)).toBe("all");
    expect(filterOf("feminino")).toBe("woman");
    expect(filterOf("masculino")).toBe("man");
    expect(filterOf("curves")).toBe("curves");
    expect(categoryOf("all")).toBeUndefined();
    expect(categoryOf("woman")).toBe("feminino");
    expect(categoryOf("man")).toBe("masculino");
    expect(categoryOf("curves")).toBe("curves");
  });

  it("filter by gender, or by the curves category; unknown gender shows only under all", () => {
    expect(visibleIds(talents, { filter: "man", letter: null, query: "" })).toEqual(new Set([1, 4]));
    expect(visibleIds(talents, { filter: "woman", letter: null, query: "" })).toEqual(new Set([2, 3, 6]));
    expect(visibleIds(talents, { filter: "curves", letter: null, query: "" })).toEqual(new Set([3]));
    expect(visibleIds(talents, { filter: "all", letter: null, query: "" })).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it("filter by letter, accented initials under their base letter", () => {
    expect(visibleIds(talents, { filter: "all", letter: "E", query: "" })).toEqual(new Set([2]));
    expect(visibleIds(talents, { filter: "all", letter: "I", query: "" })).toEqual(new Set([4]));
    expect(visibleIds(talents, { filter: "woman", letter: "J", query: "" })).toEqual(new Set());
  });
});

describe("letter availability", () => {
  it("lists the initials that have a match under the filter and the search", () => {
    expect(availableLetters(talents, "all", "")).toEqual(new Set(["J", "E", "A", "I", "K", "M"]));
    expect(availableLetters(talents, "man", "")).toEqual(new Set(["J", "I"]));
    expect(availableLetters(talents, "curves", "")).toEqual(new Set(["A"]));
    expect(availableLetters(talents, "woman", "ana")).toEqual(new Set(["A", "M"]));
    expect(availableLetters(talents, "man", "ana")).toEqual(new Set());
  });
});
