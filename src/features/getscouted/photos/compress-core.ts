/**
 * Photo compression, the same in the worker and (where a browser has no
 * OffscreenCanvas in workers) on the page: decode with the EXIF orientation
 * applied, scale the long side to at most 2,000 px, and encode JPEG, lowering
 * the quality, then the size, until the file fits 512 KB. Encoding from pixels
 * writes no metadata at all: EXIF, GPS position and camera data are gone.
 */
export const maxPhotoSide = 2000;
export const targetPhotoBytes = 512 * 1024;

export type CompressResult =
  | { ok: true; bytes: ArrayBuffer; type: "image/jpeg"; width: number; height: number }
  /** The bytes do not decode in this browser (HEIC on most browsers, a damaged file). */
  | { ok: false; code: "invalid_image" };

type Canvas = OffscreenCanvas | HTMLCanvasElement;
export type CanvasFactory = (width: number, height: number) => Canvas;

const qualities = [0.85, 0.75, 0.65];
const maxPasses = 8;

function encode(canvas: Canvas, quality: number): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality });
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

function draw(bitmap: ImageBitmap, makeCanvas: CanvasFactory, width: number, height: number): Canvas {
  const canvas = makeCanvas(width, height);
  const context = canvas.getContext("2d");
  // A check, not a type assertion: the page's and the tests' TypeScript libraries type getContext on
  // this union differently, and the linter judged an assertion needed in one and needless in the other.
  if (!context || !("fillRect" in context)) throw new Error("no 2d context");
  // Transparent pixels (PNG, GIF) would turn black in a JPEG.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

export async function compressImage(file: Blob, makeCanvas: CanvasFactory): Promise<CompressResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { ok: false, code: "invalid_image" };
  }
  try {
    if (bitmap.width === 0 || bitmap.height === 0) return { ok: false, code: "invalid_image" };
    const scale = Math.min(1, maxPhotoSide / Math.max(bitmap.width, bitmap.height));
    let width = Math.max(1, Math.round(bitmap.width * scale));
    let height = Math.max(1, Math.round(bitmap.height * scale));
    let canvas = draw(bitmap, makeCanvas, width, height);
    let step = 0;
    for (let pass = 0; pass < maxPasses; pass++) {
      const quality = qualities[Math.min(step, qualities.length - 1)] ?? 0.65;
      const blob = await encode(canvas, quality);
      if (!blob) return { ok: false, code: "invalid_image" };
      if (blob.size <= targetPhotoBytes || pass === maxPasses - 1) {
        return { ok: true, bytes: await blob.arrayBuffer(), type: "image/jpeg", width, height };
      }
      if (step < qualities.length - 1) {
        step++;
        continue;
      }
      // Lowest quality still too large (fine detail, noise): shrink, by the area the size ratio asks for.
      const shrink = Math.sqrt(targetPhotoBytes / blob.size) * 0.95;
      width = Math.max(1, Math.round(width * shrink));
      height = Math.max(1, Math.round(height * shrink));
      canvas = draw(bitmap, makeCanvas, width, height);
    }
    return { ok: false, code: "invalid_image" };
  } finally {
    bitmap.close();
  }
}
