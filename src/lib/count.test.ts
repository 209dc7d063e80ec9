import { describe, expect, it } from "vitest";
import { countOf } from "./count.js";

describe("countOf", () => {
  it("writes counts as Intl does, in each language", () => {
    for (const locale of ["pt", "en", "es"] as const) {
      const tag = { pt: "pt-BR", en: "en", es: "es" }[locale];
      for (const count of [1, 2, 7, 60, 999, 1000, 1234, 25_000]) {
        expect(countOf(count, locale).digits, `${locale} ${count}`).toBe(new Intl.NumberFormat(tag).format(count));
      }
    }
  });

  it("gives each count its plural form, and none its own", () => {
    expect(countOf(0, "pt").form).toBe("zero");
    expect(countOf(1, "pt").form).toBe("one");
    expect(countOf(2, "pt").form).toBe("other");
    expect(countOf(1, "en").form).toBe("one");
    expect(countOf(60, "es").form).toBe("other");
  });
});
