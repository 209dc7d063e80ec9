import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { checkPixels, InvalidImageError, maxPhotoPixels, reencodePhoto, sniffImage, TooManyPixelsError } from "./photos.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "passarela-photos-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, data: Buffer): string {
  const target = path.join(dir, name);
  writeFileSync(target, data);
  return target;
}

/**
 * A PNG whose header announces `width`×`height` but whose pixel data stops after
 * one short row: its size reads, and any attempt to decode it fails. So an answer
 * about its size can only have come from the header.
 */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(100))), chunk("IEND", Buffer.alloc(0))]);
}

describe("sniffImage", () => {
  it("recognises the four formats by their first bytes", async () => {
    const image = sharp({ create: { width: 4, height: 4, channels: 4, background: "#f00a" } });
    expect(sniffImage(await image.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImage(await image.clone().png().toBuffer())).toBe("png");
    expect(sniffImage(await image.clone().gif().toBuffer())).toBe("gif");
    expect(sniffImage(await image.clone().webp().toBuffer())).toBe("webp");
  });

  it("refuses everything else, whatever it is called", () => {
    expect(sniffImage(Buffer.from("MZ\x90\x00", "latin1"))).toBeNull();
    expect(sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImage(Buffer.from("<!doctype html>"))).toBeNull();
    expect(sniffImage(Buffer.from("RIFF\0\0\0\0WAVE"))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe("reencodePhoto", () => {
  it("turns PNG with transparency into an opaque JPEG within 2400 px", async () => {
    const png = await sharp({ create: { width: 3000, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const out = await reencodePhoto(file("wide.png", png));
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 2400, height: 480, hasAlpha: false });
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(250); // flattened on white, not black
  });

  it("takes the first frame of an animated GIF and refuses what does not decode", async () => {
    const gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#0f0" } }).gif().toBuffer();
    expect((await sharp(await reencodePhoto(file("a.gif", gif))).metadata()).format).toBe("jpeg");
    await expect(reencodePhoto(file("broken.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])))).rejects.toBeInstanceOf(InvalidImageError);
  });
});

describe("the pixel limit", () => {
  it("is 40 megapixels, judged from the header alone", async () => {
    expect(maxPhotoPixels).toBe(40_000_000);
    await expect(checkPixels(file("at-limit.png", pngHeaderOnly(8000, 5000)))).resolves.toBe(40_000_000);
    await expect(checkPixels(file("over-limit.png", pngHeaderOnly(8001, 5000)))).rejects.toBeInstanceOf(TooManyPixelsError);
  });

  it("refuses a decompression bomb before decoding a pixel of it", async () => {
    // 100 MP announced: a decoder would fail on the missing data (InvalidImageError); the refusal comes first.
    await expect(reencodePhoto(file("bomb-header.png", pngHeaderOnly(10_000, 10_000)))).rejects.toBeInstanceOf(TooManyPixelsError);
    // Far past sharp's own default limit, still a size to refuse, not an undecodable file.
    await expect(reencodePhoto(file("huge-header.png", pngHeaderOnly(60_000, 60_000)))).rejects.toBeInstanceOf(TooManyPixelsError);
    // Under the limit the same truncated file is decoded, and fails as undecodable.
    await expect(reencodePhoto(file("small-header.png", pngHeaderOnly(100, 100)))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it("still decodes a real photo just under the limit", async () => {
    const big = await sharp({ create: { width: 8000, height: 4999, channels: 3, background: "#806050" } }).png({ compressionLevel: 9 }).toBuffer();
    const meta = await sharp(await reencodePhoto(file("just-under.png", big))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 2400, 1500]);
  });
});
