import { describe, expect, it } from "vitest";
import type { Galleries, ImageItem, VideoItem } from "../../../contract/site-api.js";
import { availableGalleries, pairSlides } from "./slides.js";

const portrait = (n: number): ImageItem => ({ kind: "image", src: `p${n}`, width: 1200, height: 1600 });
const landscape = (n: number): ImageItem => ({ kind: "image", src: `l${n}`, width: 1600, height: 1066 });
const square = (n: number): ImageItem => ({ kind: "image", src: `s${n}`, width: 1000, height: 1000 });
const video: VideoItem = { kind: "video", source: "youtube", id: "abc" };
const names = (slides: { src?: string; kind: string }[][]) => slides.map((slide) => slide.map((item) => item.src ?? item.kind).join("+"));

describe("slide pairing", () => {
  it("pairs consecutive portraits from 1024 px", () => {
    expect(names(pairSlides([portrait(1), portrait(2), portrait(3), portrait(4)], true))).toEqual(["p1+p2", "p3+p4"]);
  });

  it("gives a landscape (or square) image a slide alone", () => {
    expect(names(pairSlides([portrait(1), portrait(2), landscape(1), portrait(3), portrait(4)], true))).toEqual(["p1+p2", "l1", "p3+p4"]);
    expect(names(pairSlides([square(1), portrait(1), portrait(2)], true))).toEqual(["s1", "p1+p2"]);
  });

  it("leaves a portrait alone before a landscape and at the end of an odd count", () => {
    expect(names(pairSlides([portrait(1), landscape(1), portrait(2), portrait(3)], true))).toEqual(["p1", "l1", "p2+p3"]);
    expect(names(pairSlides([portrait(1), portrait(2), portrait(3)], true))).toEqual(["p1+p2", "p3"]);
    expect(names(pairSlides([portrait(1)], true))).toEqual(["p1"]);
    expect(pairSlides([], true)).toEqual([]);
  });

  it("never pairs videos", () => {
    expect(names(pairSlides([video, portrait(1), portrait(2), video], true))).toEqual(["video", "p1+p2", "video"]);
  });

  it("shows one item per slide below 1024 px", () => {
    expect(names(pairSlides([portrait(1), portrait(2), landscape(1)], false))).toEqual(["p1", "p2", "l1"]);
  });
});

describe("gallery tabs", () => {
  it("offer only the non-empty galleries, in the order book, snap, compo, video", () => {
    const galleries: Galleries = { book: [], snap: [portrait(1)], compo: [landscape(1)], video: [video] };
    expect(availableGalleries(galleries)).toEqual(["snap", "compo", "video"]);
    expect(availableGalleries({ book: [portrait(1)], snap: [], compo: [], video: [] })).toEqual(["book"]);
    expect(availableGalleries({ book: [], snap: [], compo: [], video: [] })).toEqual([]);
  });
});
