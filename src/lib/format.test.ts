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

  it("answers an empty string for a date it cannot read", () => {
    expect(formatDate("not a date", "pt")).toBe("");
  });

  it("writes numbers with each language's separators", () => {
    expect(formatNumber(1234.5, "pt")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(0.42, "es", { style: "percent" })).toBe("42\u00a0%");
  });
});
