import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { colourName, eyeColourNames, hairColourNames } from "./colour-names.js";

const i18n = setupI18n({
  locale: "en",
  messages: { en: { "colour:castanho escuro": "Dark brown", "colour:verdes": "Green" } },
});

describe("colourName", () => {
  it("names a platform colour in the active language, whatever its case and outer spaces", () => {
    expect(colourName(i18n, "Castanho Escuro")).toBe("Dark brown");
    expect(colourName(i18n, "  castanho ESCURO ")).toBe("Dark brown");
    expect(colourName(i18n, "Verdes")).toBe("Green");
  });

  it("shows a colour the catalogs do not know as the platform wrote it, even one that looks like a message", () => {
    expect(colourName(i18n, "Azul-petróleo")).toBe("Azul-petróleo");
    expect(colourName(i18n, "{count, plural, one {#} other {#}}")).toBe("{count, plural, one {#} other {#}}");
  });

  it("gives every colour of the platform's lists its own message", () => {
    const ids = [...hairColourNames, ...eyeColourNames].map((colour) => colour.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const colour of [...hairColourNames, ...eyeColourNames]) expect(colour.id).toBe(`colour:${colour.message.toLowerCase()}`);
  });
});
