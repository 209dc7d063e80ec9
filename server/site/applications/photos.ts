import { Semaphore } from "async-mutex";
import sharp from "sharp";

/** Image formats an application photo may arrive in (.jpg, .jpeg, .png, .gif, .webp). */
export type ImageKind = "jpeg" | "png" | "gif" | "webp";

/** Bytes an upload must start with to be checked at all. */
export const sniffLength = 12;

/**
 * The format a file's first bytes announce, whatever its name or declared
 * type say: an executable renamed .jpg, an SVG or an HTML page answer null.
 */
export function sniffImage(head: Uint8Array): ImageKind | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  const ascii = (offset: number, text: string) => at(offset, ...Array.from(text, (c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "gif";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  return null;
}

/** Longest side of a stored photo: plenty for a casting team, a fraction of a phone's original. */
export const maxPhotoSide = 2400;
/**
 * The most pixels a photo may decode to. A one-colour PNG of 236 KB can hold 81 MP,
 * and decoding a few of those at once took the server past half a gigabyte. Phone
 * cameras save 12 to 24 MP (48 to 50 MP in their largest modes, which few use for
 * a casting selfie), and the form sends at most 2000 px a side, so 40 MP refuses
 * no real photo.
 */
export const maxPhotoPixels = 40_000_000;

export class InvalidImageError extends Error {}
/** The photo decodes to more than {@link maxPhotoPixels}: the answer is a 413 for its slot. */
export class TooManyPixelsError extends Error {}

/**
 * The pixels the image decodes to, read from its header alone. Of an animated
 * GIF or WebP only the first frame is ever decoded, and sharp's metadata
 * describes that frame. A header that does not read is an {@link InvalidImageError}.
 */
export async function photoPixels(input: string): Promise<number> {
  try {
    // The size is ours to judge: sharp's own limit would call a bigger bomb undecodable.
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return width * height;
  } catch (error) {
    throw new InvalidImageError(error instanceof Error ? error.message : String(error));
  }
}

/** Refuses, from its header alone, a photo that would decode to more than {@link maxPhotoPixels}. */
export async function checkPixels(input: string): Promise<number> {
  const pixels = await photoPixels(input);
  if (pixels > maxPhotoPixels) throw new TooManyPixelsError(`${pixels} pixels is more than ${maxPhotoPixels}`);
  return pixels;
}

// Decoding takes memory in proportion to the picture, and CPU from libvips threads.
// At most `decodeBudget` pixels are decoded at once: two phone photos side by side
// keep both cores busy, while a photo of more than half the limit decodes alone.
const decodeBudget = maxPhotoPixels;
const decodes = new Semaphore(decodeBudget);
const decodeWeight = (pixels: number) => Math.min(decodeBudget, Math.max(pixels, decodeBudget / 2));

/**
 * Decodes the upload and encodes it afresh as a JPEG: turned upright by its EXIF
 * orientation, transparency flattened on white, at most `maxPhotoSide` px, and
 * with no metadata (no GPS position of the applicant's home). Only pixels survive,
 * so whatever else the file carried (an HTML or script payload of a polyglot,
 * comments, trailing bytes) is gone. A photo over {@link maxPhotoPixels} is
 * refused from its header ({@link TooManyPixelsError}) before anything is decoded.
 */
export async function reencodePhoto(input: string): Promise<Buffer> {
  const pixels = await checkPixels(input);
  return decodes.runExclusive(async () => {
    try {
      return await sharp(input, { limitInputPixels: maxPhotoPixels, failOn: "error", animated: false })
        .rotate()
        .resize({ width: maxPhotoSide, height: maxPhotoSide, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch (error) {
      throw new InvalidImageError(error instanceof Error ? error.message : String(error));
    }
  }, decodeWeight(pixels));
}
