import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPhoto } from "./images.js";
import { formatHeight, formatLength, formatShoes } from "./measures.js";

describe("renderPhoto", () => {
  it("makes a photo-like portrait JPEG: real-photo weight and strong tonal variation", async () => {
    const bytes = await renderPhoto({ width: 1200, height: 1600, style: "studio", seed: 42 });
    expect(bytes.length).toBeGreaterThan(150_000);
    expect(bytes.length).toBeLessThan(600_000);
    const image = sharp(bytes);
    expect(await image.metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 1600 });
    const stats = await image.stats();
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
    // Not a flat fill: the picture has many distinct tones.
    expect(stats.entropy).toBeGreaterThan(5);
  });

  it("makes landscape images of every style", async () => {
    for (const style of ["studio", "snap", "outdoor", "compo"] as const) {
      const bytes = await renderPhoto({ width: 1600, height: 1066, style, seed: 7 });
      expect(await sharp(bytes).metadata(), style).toMatchObject({ width: 1600, height: 1066 });
      expect(bytes.length, style).toBeGreaterThan(100_000);
    }
  });

  it("gives the same bytes for the same seed and different bytes for another", async () => {
    const spec = { width: 600, height: 800, style: "outdoor", seed: 3 } as const;
    const [a, b, c] = await Promise.all([renderPhoto(spec), renderPhoto(spec), renderPhoto({ ...spec, seed: 4 })]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it("rejects odd sizes, which the 2x upscale cannot produce", async () => {
    await expect(renderPhoto({ width: 1201, height: 1600, style: "studio", seed: 1 })).rejects.toThrow(/even/);
  });
});

describe("measures", () => {
  it("writes the metric value before the slash and the imperial one after it", () => {
    expect(formatHeight(176)).toBe(`176 / 5'9"`);
    expect(formatHeight(183)).toBe(`183 / 6'0"`);
    expect(formatLength(86)).toBe(`86 / 34"`);
    expect(formatShoes(38, "woman")).toBe("38 / 7.5");
    expect(formatShoes(42, "man")).toBe("42 / 9");
  });
});
