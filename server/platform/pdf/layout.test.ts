import { describe, expect, it } from "vitest";
import { fitInside, leftHalf, page, paginate, photoArea, pixelTarget, rightHalf } from "./layout.js";

const P = { width: 1200, height: 1600, id: "P" };
const L = { width: 1600, height: 1200, id: "L" };
const shape = (pages: { id: string }[][]) => pages.map((group) => group.map((photo) => photo.id).join(""));

describe("paginate", () => {
  it("pairs consecutive portraits and keeps the gallery order", () => {
    expect(shape(paginate([P, P, P, P]))).toEqual(["PP", "PP"]);
    expect(shape(paginate([P, P, P]))).toEqual(["PP", "P"]);
  });

  it("puts a landscape alone, and a portrait without a portrait partner alone", () => {
    expect(shape(paginate([P, L, P, P, L, P]))).toEqual(["P", "L", "PP", "L", "P"]);
    expect(shape(paginate([L, L]))).toEqual(["L", "L"]);
  });

  it("treats a square photo as landscape (width >= height)", () => {
    expect(shape(paginate([P, { width: 800, height: 800, id: "S" }, P]))).toEqual(["P", "S", "P"]);
  });

  it("gives no pages for no photos", () => {
    expect(paginate([])).toEqual([]);
  });
});

describe("fitInside", () => {
  it("contains the photo in its box and keeps its aspect ratio", () => {
    const placed = fitInside(L, photoArea);
    expect(placed.height).toBeCloseTo(photoArea.height);
    expect(placed.width / placed.height).toBeCloseTo(4 / 3);
    expect(placed.x + placed.width / 2).toBeCloseTo(page.width / 2);
  });

  it("pulls paired portraits toward the gutter", () => {
    const left = fitInside({ width: 1000, height: 1600 }, leftHalf, "right");
    const right = fitInside({ width: 1000, height: 1600 }, rightHalf, "left");
    expect(left.x + left.width).toBeCloseTo(leftHalf.x + leftHalf.width);
    expect(right.x).toBeCloseTo(rightHalf.x);
  });
});

describe("pixelTarget", () => {
  it("downsizes to about 180 dpi at the photo's largest placement, long side at most 1400 px", () => {
    const portrait = pixelTarget({ width: 3000, height: 4000 });
    expect(portrait.width).toBeLessThan(1000);
    expect(portrait.width / portrait.height).toBeCloseTo(0.75, 2);
    const landscape = pixelTarget({ width: 4000, height: 3000 });
    expect(Math.max(landscape.width, landscape.height)).toBe(1400);
  });

  it("never enlarges a small photo", () => {
    expect(pixelTarget({ width: 400, height: 600 })).toEqual({ width: 400, height: 600 });
  });
});
