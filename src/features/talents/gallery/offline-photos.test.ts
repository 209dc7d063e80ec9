import { describe, expect, it } from "vitest";
import { galleryPhotoWidth, galleryPhotosToKeep } from "./offline-photos.js";

const portrait = { width: 1200, height: 1800 };
const landscape = { width: 1800, height: 1200 };

describe("gallery photos kept for offline", () => {
  it("are the widths the browser picks from the gallery's srcset and sizes", () => {
    // A phone at 1x draws every photo at the screen's width: the first width at least that wide.
    expect(galleryPhotoWidth(portrait, 390, 1)).toBe(480);
    expect(galleryPhotoWidth(landscape, 390, 1)).toBe(480);
    // At 3x (1170 px), Chromium keeps the smaller 1080 (density 2.77) while 3 is under the geometric
    // mean of its density and 1280's (3.01); at 2x (780 px), 800.
    expect(galleryPhotoWidth(portrait, 390, 3)).toBe(1080);
    expect(galleryPhotoWidth(portrait, 390, 2)).toBe(800);
    // From 1024 px a portrait shares its slide (45vw), a landscape does not (90vw).
    expect(galleryPhotoWidth(portrait, 1280, 1)).toBe(640);
    expect(galleryPhotoWidth(landscape, 1280, 1)).toBe(1280);
    // Never past the largest width the server renders.
    expect(galleryPhotoWidth(landscape, 2560, 2)).toBe(1920);
  });

  it("cover every tab and the video posters, not the embedded videos", () => {
    const photo = (src: string) => ({ kind: "image" as const, src, ...portrait });
    const kept = galleryPhotosToKeep(
      {
        book: [photo("h/book-1.jpg"), photo("h/book-2.jpg")],
        snap: [photo("h/snap-1.jpg")],
        compo: [photo("h/compo-1.jpg")],
        video: [
          { kind: "video", source: "file", src: "h/video.mp4", poster: "h/poster.jpg", width: null, height: null },
          { kind: "video", source: "youtube", id: "abc" },
        ],
      },
      390,
      1,
    );
    expect(kept).toEqual([
      { key: "h/book-1.jpg", width: 480 },
      { key: "h/book-2.jpg", width: 480 },
      { key: "h/snap-1.jpg", width: 480 },
      { key: "h/compo-1.jpg", width: 480 },
      { key: "h/poster.jpg", width: 1080 },
    ]);
  });
});
