import { describe, expect, it } from "vitest";
import { countOf } from "./count.js";

describe("countOf", () => {
  it("writes counts as Intl does, in each language", () => {
    for (const locale of ["pt", "en", "es"] as const) {
      const tag = { pt: "pt-BR", en: "en", es: "es" }[locale];
      const intl = new Intl.NumberFormat(tag);
      const counts = [0, 1, 2, 7, 60, 999, 1000, 1234, 9999, 10_000, 25_000, 123_456, 1_000_000, 1_234_567, 987_654_321, Number.MAX_SAFE_INTEGER, -3, 2.5];
      // And a spread of everything in between, every width of number.
      for (let count = 1; count < 1e12; count = Math.floor(count * 1.37) + 1) counts.push(count);
      for (const count of counts) expect(countOf(count, locale).digits, `${locale} ${count}`).toBe(intl.format(count));
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
