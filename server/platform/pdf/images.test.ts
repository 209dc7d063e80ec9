import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadFirstPhoto, maxPhotoBytes, preparePhoto, type PreparedPhoto } from "./images.js";
import { photoJpeg } from "./test-photos.js";

const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8;

async function prepared(bytes: Buffer): Promise<PreparedPhoto> {
  const photo = await preparePhoto(bytes);
  if (!photo) throw new Error("the photo was not prepared");
  return photo;
}

describe("preparePhoto", () => {
  it("downsizes a large portrait to page resolution as JPEG", async () => {
    const photo = await prepared(await photoJpeg(1500, 2000));
    expect(isJpeg(photo.jpeg)).toBe(true);
    expect(photo.width).toBeLessThan(1000);
    expect(photo.width / photo.height).toBeCloseTo(0.75, 2);
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    const photo = await preparePhoto(await photoJpeg(800, 600, 40, 6));
    expect([photo?.width, photo?.height]).toEqual([600, 800]);
  });

  it("reads other formats and flattens transparency", async () => {
    const png = await sharp({ create: { width: 300, height: 400, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const photo = await preparePhoto(png);
    expect(photo && isJpeg(photo.jpeg)).toBe(true);
    expect(photo?.width).toBe(300);
  });

  it("caps a noise-heavy photo's bytes by encoding it smaller", async () => {
    const noise = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const photo = await prepared(noise);
    expect(photo.jpeg.length).toBeLessThanOrEqual(maxPhotoBytes);
    expect(photo.width / photo.height).toBeCloseTo(0.75, 2);
  });

  it("gives undefined for bytes that are not an image", async () => {
    expect(await preparePhoto(Buffer.from("<html>forbidden</html>"))).toBeUndefined();
  });
});

describe("loadFirstPhoto", () => {
  it("takes the first gallery item that loads", async () => {
    const good = await photoJpeg(300, 400);
    const files = new Map([["good", good]]);
    const photo = await loadFirstPhoto(["missing", "good"], (url) => Promise.resolve(files.get(url)));
    expect(photo?.width).toBe(300);
  });
});
