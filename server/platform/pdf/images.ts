import sharp from "sharp";
import { pixelTarget, type Size } from "./layout.js";
import { mapLimit } from "../../shared/map-limit.js";

/** A photo ready to embed: an upright JPEG sized for the page, and its pixel size. */
export interface PreparedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

export type LoadImage = (url: string) => Promise<Buffer | undefined>;

/** Photos are processed this many at a time: enough to keep libvips busy on a small machine. */
export const photoConcurrency = 4;

// Camera originals may be huge; anything beyond ~100 MP is refused rather than decoded.
const maxInputPixels = 100_000_000;

/**
 * Any photo above this is encoded again smaller, so a 24-photo book stays under
 * 6 MB whatever the content: typical photos need 150–220 KB at our size and quality,
 * only grain- or noise-heavy ones reach the cap.
 */
export const maxPhotoBytes = 240 * 1024;

/**
 * Baseline JPEG with mozjpeg's quantisation table and optimised Huffman coding.
 * mozjpeg's full preset (trellis quantisation, progressive scans) makes files ~20 %
 * smaller but encodes ~5× slower, which the 2 s budget for a 24-photo book cannot
 * afford on two cores.
 */
const jpegOptions = { quality: 78, quantisationTable: 3, optimiseCoding: true } as const;

interface RawPixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

async function encode({ data, raw }: RawPixels, size?: Size): Promise<PreparedPhoto> {
  const pipeline = sharp(data, { raw });
  if (size) pipeline.resize(size.width, size.height);
  const { data: jpeg, info } = await pipeline.jpeg(jpegOptions).toBuffer({ resolveWithObject: true });
  return { jpeg, width: info.width, height: info.height };
}

/**
 * Decodes any format sharp reads, turns it upright (EXIF), downsizes it to what
 * the page needs and re-encodes it as JPEG. Undecodable bytes give `undefined`.
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto | undefined> {
  try {
    const { autoOrient: upright } = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
    if (!upright.width || !upright.height) return undefined;
    const target = pixelTarget(upright);
    // Decoded once to raw pixels, so that a second, smaller encode does not decode again.
    const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels })
      .autoOrient()
      .resize({ width: target.width, height: target.height, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels: RawPixels = { data, raw: { width: info.width, height: info.height, channels: info.channels } };
    const photo = await encode(pixels);
    if (photo.jpeg.length <= maxPhotoBytes) return photo;
    // JPEG size grows with the pixel count, so one smaller encode lands under the cap.
    const scale = Math.sqrt(maxPhotoBytes / photo.jpeg.length);
    return await encode(pixels, { width: Math.max(1, Math.round(info.width * scale)), height: Math.max(1, Math.round(info.height * scale)) });
  } catch {
    return undefined;
  }
}

/** Loads and prepares one image; a loader failure, even a synchronous throw, counts as a missing image. */
export async function loadPhoto(url: string, loadImage: LoadImage): Promise<PreparedPhoto | undefined> {
  const bytes = await Promise.resolve()
    .then(() => loadImage(url))
    .catch(() => undefined);
  return bytes && bytes.length > 0 ? preparePhoto(bytes) : undefined;
}

/** Every photo of a gallery, in order; the missing and broken ones are left out. */
export async function loadPhotos(urls: readonly string[], loadImage: LoadImage): Promise<PreparedPhoto[]> {
  const photos = await mapLimit(urls, photoConcurrency, (url) => loadPhoto(url, loadImage));
  return photos.filter((photo): photo is PreparedPhoto => photo !== undefined);
}

/** The first photo that loads, trying at most `attempts` items: a selection page needs only a cover. */
export async function loadFirstPhoto(urls: readonly string[], loadImage: LoadImage, attempts = 3): Promise<PreparedPhoto | undefined> {
  for (const url of urls.slice(0, attempts)) {
    const photo = await loadPhoto(url, loadImage);
    if (photo) return photo;
  }
  return undefined;
}
