import { describe, expect, it } from "vitest";
import { maskBirthdate } from "./birthdate-mask.js";

describe("the birth date's mask", () => {
  it("turns a date pasted year first around, day first", () => {
    expect(maskBirthdate("1995-03-15")).toBe("15/03/1995");
    expect(maskBirthdate(" 2001-7-4 ")).toBe("04/07/2001");
  });

  it("masks what is typed day first as before", () => {
    expect(maskBirthdate("1")).toBe("1");
    expect(maskBirthdate("150")).toBe("15/0");
    expect(maskBirthdate("15031995")).toBe("15/03/1995");
    expect(maskBirthdate("15/03/1995")).toBe("15/03/1995");
    // Typed key by key, a year-first date is not told apart: only a whole one pasted is.
    expect(maskBirthdate("1995-0")).toBe("19/95/0");
  });
});
