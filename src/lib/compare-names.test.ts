import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languageTags } from "./i18n-tags.js";
import { compareNames } from "./compare-names.js";

/** Every colour name a language's catalogs hold. */
function colourNames(locale: string): string[] {
  const folder = path.resolve("locales", locale);
  const names = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".po"))) {
    for (const match of readFileSync(path.join(folder, file), "utf8").matchAll(/msgid "colour:[^"]*"\nmsgstr "([^"]+)"/g)) if (match[1]) names.add(match[1]);
  }
  return [...names];
}

describe("compareNames", () => {
  it("orders every colour of the catalogs as Intl.Collator does, in each language", () => {
    for (const locale of ["pt", "en", "es"] as const) {
      const names = colourNames(locale);
      expect(names.length, locale).toBeGreaterThan(10);
      const collator = new Intl.Collator(languageTags[locale]);
      expect([...names].sort(compareNames(locale)), locale).toEqual([...names].sort(collator.compare));
      expect([...names].reverse().sort(compareNames(locale)), locale).toEqual([...names].sort(collator.compare));
    }
  });

  it("orders accents, case, spaces and ñ as Intl.Collator does", () => {
    const words = ["Âmbar", "ambar", "Ambar", "azul", "Azuis", "Castanho", "castanho claro", "Castanhos", "Castanho-escuro", "cana", "caña", "cano", "canz", "Óliva", "oliva", "Ébano", "Ruivo", "écru", "Écru", "zinco", "Ícone", "Ç", "caça", "caca", "cacb"];
    for (const locale of ["pt", "en", "es"] as const) {
      const collator = new Intl.Collator(languageTags[locale]);
      expect([...words].sort(compareNames(locale)), locale).toEqual([...words].sort(collator.compare));
    }
  });
});
