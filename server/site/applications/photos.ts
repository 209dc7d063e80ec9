import sharp from "sharp";

/** Image formats an application photo may arrive in (spec §5: .jpg, .jpeg, .png, .gif, .webp). */
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
/** Refuses decompression bombs: a few pixels of PNG that decode to gigabytes. 100 MP covers any phone. */
const maxInputPixels = 100_000_000;

export class InvalidImageError extends Error {}

// Decoding is CPU-bound in libvips threads; two at a time keep both cores busy and
// leave the libuv pool free for file I/O while 30 applications arrive at once.
let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Decodes the upload and encodes it afresh as a JPEG: turned upright by its EXIF
 * orientation, transparency flattened on white, at most `maxPhotoSide` px, and
 * with no metadata (no GPS position of the applicant's home). Only pixels survive,
 * so whatever else the file carried (an HTML or script payload of a polyglot,
 * comments, trailing bytes) is gone.
 */
export function reencodePhoto(input: string): Promise<Buffer> {
  return withSlot(async () => {
    try {
      return await sharp(input, { limitInputPixels: maxInputPixels, failOn: "error", animated: false })
        .rotate()
        .resize({ width: maxPhotoSide, height: maxPhotoSide, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch (error) {
      throw new InvalidImageError(error instanceof Error ? error.message : String(error));
    }
  });
}
