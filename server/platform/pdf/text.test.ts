import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { fitText, textWidth, winAnsiMapper } from "./text.js";

let font: PDFFont;
let clean: (text: string) => string;

beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  clean = winAnsiMapper(font);
});

describe("winAnsiMapper", () => {
  it("keeps Portuguese and Spanish accents", () => {
    expect(clean("João Érica Conceição ÇÃÕ ñ ¿¡")).toBe("João Érica Conceição ÇÃÕ ñ ¿¡");
  });

  it("keeps accents given in decomposed form", () => {
    expect(clean("Joa\u0303o")).toBe("João");
  });

  it("drops emoji, replaces other scripts and strips accents WinAnsi lacks", () => {
    expect(clean("Ana 😀 李 Łódź Erdős 👩🏽‍🎤 🇧🇷")).toBe("Ana ? Lódz Erdos");
  });

  it("collapses whitespace and control characters", () => {
    expect(clean(" Maria\n\tSouza\u0007 ")).toBe("Maria Souza");
  });

  it("gives text every standard font can measure", () => {
    expect(() => font.widthOfTextAtSize(clean("Zoë 王 ☃ Ω ∑"), 12)).not.toThrow();
  });
});

describe("fitText", () => {
  const style = () => ({ font, size: 10, color: rgb(0, 0, 0), tracking: 1 });

  it("leaves text that fits alone", () => {
    expect(fitText("Maria", style(), 200)).toBe("Maria");
  });

  it("shortens with an ellipsis to the width", () => {
    const fitted = fitText("Maria Eduarda de Oliveira Santos", style(), 80);
    expect(fitted.endsWith("…")).toBe(true);
    expect(textWidth(fitted, style())).toBeLessThanOrEqual(80);
  });
});
