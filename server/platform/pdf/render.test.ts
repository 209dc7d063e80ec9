import { randomBytes } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { PdfModel } from "./model.js";
import { pageTextRuns, pageTexts } from "../../../tests/helpers/pdf-text.js";
import { talentMeasures } from "../../../tests/helpers/talent-measures.js";
import { renderSelectionPdf, renderTalentPdf, type PdfBrand } from "./render.js";
import { memoryLoader, photoJpeg } from "./test-photos.js";

const brand: PdfBrand = { agencyName: "Passarela", contactLines: ["contato@passarela.example", "+55 (21) 99999-0000 ☎️", "Rua Oscar Freire, 10 — São Paulo"] };
const files = new Map<string, Buffer>();
const loadImage = memoryLoader(files);

beforeAll(async () => {
  const [portraits, landscapes, rotated] = await Promise.all([
    Promise.all([20, 140, 260].map((hue) => photoJpeg(1200, 1600, hue))),
    Promise.all([80, 200].map((hue) => photoJpeg(1600, 1200, hue))),
    // Stored sideways with EXIF orientation 6: upright it is a portrait.
    photoJpeg(1600, 1200, 320, 6),
  ]);
  portraits.forEach((bytes, index) => files.set(`P${index}`, bytes));
  landscapes.forEach((bytes, index) => files.set(`L${index}`, bytes));
  files.set("R", rotated);
  files.set("corrupt", randomBytes(4096));
  files.set("truncated", (portraits[0] as Buffer).subarray(0, 20_000));
});

/** A gallery from a pattern: P = portrait, L = landscape, R = EXIF-rotated portrait, plus special names. */
function talent(items: string[], overrides: Partial<PdfModel> = {}): PdfModel {
  let portraits = 0;
  let landscapes = 0;
  const file = (item: string) => (item === "P" ? `P${portraits++ % 3}` : item === "L" ? `L${landscapes++ % 2}` : item);
  return {
    id: 7,
    name: "João Érica da Conceição",
    gender: "woman",
    ...talentMeasures,
    instagram: "@joao.erica",
    tiktok: null,
    gallery: { type: "book", items: items.map((item) => ({ file: file(item), width: null, height: null })) },
    ...overrides,
  };
}

async function pageCount(model: PdfModel): Promise<number> {
  return (await PDFDocument.load(await renderTalentPdf(model, { loadImage, brand }))).getPageCount();
}

describe("renderTalentPdf page count (1 cover page + gallery pages)", () => {
  it.each([
    ["an even number of portraits", ["P", "P", "P", "P"], 1 + 2],
    ["an odd number of portraits", ["P", "P", "P", "P", "P"], 1 + 3],
    ["a single portrait", ["P"], 1 + 1],
    ["portraits split by landscapes", ["P", "L", "P", "P", "L", "P"], 1 + 5],
    ["a pair, a landscape, a lone portrait", ["P", "P", "L", "P"], 1 + 3],
    ["landscapes only", ["L", "L", "L"], 1 + 3],
    ["an empty gallery", [], 1],
    ["an EXIF-rotated portrait paired with a portrait", ["R", "P"], 1 + 1],
  ])("%s", async (_, items, pages) => {
    expect(await pageCount(talent(items))).toBe(pages);
  });

  it("skips an image the loader does not return, and pairs the portraits around it", async () => {
    expect(await pageCount(talent(["P", "missing", "P"]))).toBe(1 + 1);
  });

  it("skips corrupt and truncated image bytes", async () => {
    expect(await pageCount(talent(["P", "corrupt", "P", "truncated", "L"]))).toBe(1 + 2);
  });

  it("skips an image whose loader throws", async () => {
    const failing = (url: string) => (url === "P1" ? Promise.reject(new Error("disk")) : loadImage(url));
    const bytes = await renderTalentPdf(talent(["P", "P", "P"]), { loadImage: failing, brand });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1 + 1);
  });

  it("renders a cover page when no image can be used", async () => {
    expect(await pageCount(talent(["missing", "corrupt"]))).toBe(1);
  });
});

describe("renderTalentPdf document", () => {
  it("parses and carries the title, author and creator", async () => {
    const doc = await PDFDocument.load(await renderTalentPdf(talent(["P", "L"]), { loadImage, brand }));
    expect(doc.getTitle()).toBe("João Érica da Conceição — Portfolio");
    expect(doc.getAuthor()).toBe("Passarela");
    expect(doc.getCreator()).toBe("Passarela platform");
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it("names the gallery in the title", async () => {
    const doc = await PDFDocument.load(await renderTalentPdf(talent([], { gallery: { type: "snap", items: [] } }), { loadImage, brand }));
    expect(doc.getTitle()).toBe("João Érica da Conceição — Polaroids");
  });

  it("renders names with accents, emoji and CJK characters, keeping them whole in the title", async () => {
    const name = "Érica Çağla 李 Ñúñez 😀 Ção";
    const model = talent(["P"], { name, gender: "man", hair: "Castanho-escuro ✨", instagram: "https://instagram.com/érica" });
    const doc = await PDFDocument.load(await renderTalentPdf(model, { loadImage, brand }));
    expect(doc.getTitle()).toBe(`${name} — Portfolio`);
    expect(doc.getPageCount()).toBe(2);
  });

  it("copes with a very long name and many contact lines", async () => {
    const model = talent(["P", "P"], { name: `Maria ${"Eduarda de Oliveira ".repeat(8)}Santos` });
    const many = { ...brand, contactLines: Array.from({ length: 12 }, (_, index) => `linha de contato ${index} `.repeat(6)) };
    const bytes = await renderTalentPdf(model, { loadImage, brand: many });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });
});

describe("the cover page's text", () => {
  // The contact lines as the standard fonts can draw them (the emoji dropped).
  const drawnContacts = ["contato@passarela.example", "+55 (21) 99999-0000", "Rua Oscar Freire, 10 — São Paulo"];

  it("carries the agency's wordmark in bold, the name, the measures in cm and ft/in, and every contact line", async () => {
    const doc = await PDFDocument.load(await renderTalentPdf(talent(["P", "P"]), { loadImage, brand }));
    const runs = pageTextRuns(doc, 0);
    expect(runs).toContainEqual({ text: "PASSARELA", font: "Helvetica-Bold", size: 12 });
    const texts = runs.map((run) => run.text);
    expect(texts).toEqual(expect.arrayContaining(["João", "Érica da Conceição", "PORTFOLIO", "176 cm", `5'9"`, "CINTURA", "62 cm", `24"`]));
    expect(texts).toEqual(expect.arrayContaining(drawnContacts));
    // Only the cover carries them, not the gallery's pages.
    expect(pageTexts(doc, 1).filter((text) => drawnContacts.includes(text))).toEqual([]);
  });

  it("keeps the wordmark when no photo can be used, and on every card of a selection", async () => {
    const noPhoto = await PDFDocument.load(await renderTalentPdf(talent(["missing"]), { loadImage, brand }));
    // Once on the dark panel standing in for the photo, once above the name.
    expect(pageTexts(noPhoto, 0).filter((text) => text === "PASSARELA")).toHaveLength(2);
    expect(pageTexts(noPhoto, 0)).toEqual(expect.arrayContaining(drawnContacts));

    const models = [talent(["P"], { id: 1, name: "Ana Souza" }), talent(["L"], { id: 2, name: "Bruno Lima", gender: "man" })];
    const selection = await PDFDocument.load(await renderSelectionPdf(models, { loadImage, brand }));
    for (const index of [0, 1]) {
      expect(pageTextRuns(selection, index)).toContainEqual({ text: "PASSARELA", font: "Helvetica-Bold", size: 12 });
      expect(pageTexts(selection, index)).toEqual(expect.arrayContaining(drawnContacts));
    }
  });
});

describe("renderSelectionPdf", () => {
  it("gives one composite page per talent, photo or not", async () => {
    const models = [
      talent(["P", "P"], { id: 1, name: "Ana Souza" }),
      talent(["missing", "L"], { id: 2, name: "Bruno Lima", gender: "man" }),
      talent([], { id: 3, name: "Érica 😀" }),
    ];
    const doc = await PDFDocument.load(await renderSelectionPdf(models, { loadImage, brand }));
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe("Seleção — Passarela");
    expect(doc.getAuthor()).toBe("Passarela");
  });

  it("takes a custom title and refuses an empty selection", async () => {
    const doc = await PDFDocument.load(await renderSelectionPdf([talent(["P"])], { loadImage, brand, title: "Casting Verão" }));
    expect(doc.getTitle()).toBe("Casting Verão");
    await expect(renderSelectionPdf([], { loadImage, brand })).rejects.toThrow(RangeError);
  });
});

describe("renderTalentPdf budget", () => {
  it("renders a 24-photo book (1200×1600 and 1600×1200 photos) in ≤ 2 s and ≤ 6 MB", async () => {
    // Every third photo is landscape: 16 portraits and 8 landscapes, each a separate load and encode.
    const items = Array.from({ length: 24 }, (_, index) => (index % 3 === 2 ? "L" : "P"));
    const model = talent(items);
    const started = performance.now();
    const bytes = await renderTalentPdf(model, { loadImage, brand });
    const elapsed = performance.now() - started;
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1 + 16);
    expect(bytes.length).toBeLessThanOrEqual(6 * 1024 * 1024);
    expect(elapsed).toBeLessThanOrEqual(2000);
  });
});
