import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { InvalidImageError, reencodePhoto, sniffImage } from "./photos.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "passarela-photos-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, data: Buffer): string {
  const target = path.join(dir, name);
  writeFileSync(target, data);
  return target;
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
