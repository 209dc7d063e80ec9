import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "./format.js";

describe("locale formatting", () => {
  const date = new Date(2026, 2, 5, 12);

  it("writes dates as each language does", () => {
    expect(formatDate(date, "pt")).toBe("5 de março de 2026");
    expect(formatDate(date, "en")).toBe("March 5, 2026");
    expect(formatDate(date, "es")).toBe("5 de marzo de 2026");
    expect(formatDate(date, "pt", { dateStyle: "short" })).toBe("05/03/2026");
    expect(formatDate(date, "es", { dateStyle: "short" })).toBe("5/3/26");
  });

  it("writes long dates exactly as Intl does, every month in each language, in local time and in UTC", () => {
    const dates = [new Date(2025, 4, 20, 13), new Date(Date.UTC(2025, 4, 20, 1)), new Date(Date.UTC(2025, 11, 31, 23, 59))];
    for (let month = 0; month < 12; month++) for (const day of [1, 9, 10, 28]) dates.push(new Date(1999 + month, month, day, 12));
    // Years Intl writes itself: outside four digits.
    dates.push(new Date(Date.UTC(999, 0, 1, 12)), new Date(Date.UTC(10_000, 0, 1, 12)));
    for (const locale of ["pt", "en", "es"] as const) {
      const tag = { pt: "pt-BR", en: "en", es: "es" }[locale];
      for (const options of [{ dateStyle: "long" }, { dateStyle: "long", timeZone: "UTC" }] as const) {
        const intl = new Intl.DateTimeFormat(tag, options);
        for (const value of dates) expect(formatDate(value, locale, options), `${locale} ${JSON.stringify(options)} ${value.toISOString()}`).toBe(intl.format(value));
      }
      // Other styles and time zones are Intl's.
      const saoPaulo = { dateStyle: "long", timeZone: "America/Sao_Paulo" } as const;
      const late = new Date(Date.UTC(2025, 4, 20, 1));
      expect(formatDate(late, locale, saoPaulo)).toBe(new Intl.DateTimeFormat(tag, saoPaulo).format(late));
    }
  });

  it("answers an empty string for a date it cannot read", () => {
    expect(formatDate("not a date", "pt")).toBe("");
  });

  it("writes numbers with each language's separators", () => {
    expect(formatNumber(1234.5, "pt")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(0.42, "es", { style: "percent" })).toBe("42\u00a0%");
  });
});
