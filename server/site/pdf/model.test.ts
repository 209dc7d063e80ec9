import { describe, expect, it } from "vitest";
import type { TalentProfile } from "../../upstream/schemas.js";
import { firstImageGallery, galleryItems, pdfModel, toMedium } from "./model.js";
import { selectionModel } from "./selection-pdf.js";

const storage = "https://api.agency.example/storage/talents/7";

function talent(items: { type: "book" | "snap" | "compo" | "video"; file: string; album?: number }[]): TalentProfile {
  return {
    id: 7,
    name: "Ana Souza",
    gender: "woman",
    cover: `${storage}/hr/cover.jpg`,
    cover_web: null,
    height: `176 / 5'9"`,
    // A field the site does not know travels back to the platform untouched.
    ...{ agency_notes: "kept" },
    albums: [
      { id: 1452, name: "Site", items: items.filter((i) => (i.album ?? 1452) === 1452).map((i) => ({ type: i.type, file: i.file, width: 1200, height: 1800 })) },
      { id: 1453, name: "Arquivo", items: items.filter((i) => i.album === 1453).map((i) => ({ type: i.type, file: i.file })) },
    ],
  };
}

describe("the PDF model of the platform contract", () => {
  it("switches /hr/ to /medium/ in every image path", () => {
    expect(toMedium(`${storage}/hr/book-1.jpg`)).toBe(`${storage}/medium/book-1.jpg`);
    expect(toMedium(`${storage}/medium/book-1.jpg`)).toBe(`${storage}/medium/book-1.jpg`);
    const model = pdfModel(talent([{ type: "book", file: `${storage}/hr/book-1.jpg` }]), "book");
    expect(model.cover).toBe(`${storage}/medium/cover.jpg`);
    expect(model.cover_web).toBeNull();
    expect(model.gallery).toEqual({ type: "book", items: [{ type: "book", file: `${storage}/medium/book-1.jpg`, width: 1200, height: 1800 }] });
  });

  it("is the talent as sent, minus its albums, plus the gallery of album 1452 only", () => {
    const profile = talent([
      { type: "snap", file: `${storage}/hr/snap-1.jpg` },
      { type: "book", file: `${storage}/hr/book-1.jpg` },
      { type: "book", file: `${storage}/hr/archive-1.jpg`, album: 1453 },
      { type: "book", file: `${storage}/hr/book-2.jpg` },
    ]);
    const model = pdfModel(profile, "book");
    expect(model).not.toHaveProperty("albums");
    expect(model).toMatchObject({ id: 7, name: "Ana Souza", height: `176 / 5'9"`, agency_notes: "kept" });
    expect(model.gallery.items.map((i) => i.file)).toEqual([`${storage}/medium/book-1.jpg`, `${storage}/medium/book-2.jpg`]);
  });

  it("opens the first gallery with images, in the profile's order: book, snap, compo", () => {
    expect(firstImageGallery(talent([{ type: "compo", file: "c" }, { type: "snap", file: "s" }]))).toBe("snap");
    expect(firstImageGallery(talent([{ type: "video", file: "v" }, { type: "book", file: "b", album: 1453 }]))).toBeUndefined();
    expect(galleryItems(talent([{ type: "video", file: "v" }]), "book")).toEqual([]);
  });

  it("gives a selection card only the first photo, and an empty book to a talent without photos", () => {
    const withSnaps = selectionModel(talent([{ type: "snap", file: `${storage}/hr/snap-1.jpg` }, { type: "snap", file: `${storage}/hr/snap-2.jpg` }]));
    expect(withSnaps.gallery.type).toBe("snap");
    expect(withSnaps.gallery.items.map((i) => i.file)).toEqual([`${storage}/medium/snap-1.jpg`]);
    expect(selectionModel(talent([{ type: "video", file: "v" }])).gallery).toEqual({ type: "book", items: [] });
  });
});
