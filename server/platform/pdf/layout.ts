/**
 * Page geometry of the composite card, in PDF points (1/72 in). A4 landscape:
 * two portraits fit side by side at full height, a landscape photo fills a page.
 */
export const page = { width: 841.89, height: 595.28 } as const;
export const margin = 28;
export const gutter = 16;
/** Band under the photos of gallery pages for the wordmark and page number. */
export const footerBand = 22;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Where photos may go: everything inside the margins above the footer band. */
export const photoArea: Box = {
  x: margin,
  y: margin + footerBand,
  width: page.width - 2 * margin,
  height: page.height - 2 * margin - footerBand,
};

const halfWidth = (photoArea.width - gutter) / 2;
export const leftHalf: Box = { ...photoArea, width: halfWidth };
export const rightHalf: Box = { ...photoArea, x: photoArea.x + halfWidth + gutter, width: halfWidth };

export const isLandscape = (size: Size): boolean => size.width >= size.height;

/**
 * Scales `size` to fit inside `box` (contain). `align` pulls the photo toward a
 * side: paired portraits hug the gutter so the spread reads as one.
 */
export function fitInside(size: Size, box: Box, align: "center" | "left" | "right" = "center"): Box {
  const scale = Math.min(box.width / size.width, box.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  const slack = box.width - width;
  const x = box.x + (align === "left" ? 0 : align === "right" ? slack : slack / 2);
  return { x, y: box.y + (box.height - height) / 2, width, height };
}

/**
 * Groups photos into gallery pages in gallery order: two consecutive portraits
 * share a page; a landscape, or a portrait without a portrait right after it, is alone.
 */
export function paginate<T extends Size>(photos: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < photos.length; i++) {
    const photo = photos[i] as T;
    const next = photos[i + 1];
    if (!isLandscape(photo) && next && !isLandscape(next)) {
      pages.push([photo, next]);
      i++;
    } else {
      pages.push([photo]);
    }
  }
  return pages;
}

/** Print resolution for photos; ~180 dpi looks sharp on paper and on screen zoom. */
const dpi = 180;
/** Hard cap on the long side, which bounds file size and encode time. */
const maxLongSide = 1400;

/**
 * The pixel size a photo needs: its largest placement (the full area for a
 * landscape, a half for a portrait) at `dpi`, capped, never enlarged.
 */
export function pixelTarget(source: Size): Size {
  const box = isLandscape(source) ? photoArea : leftHalf;
  const placed = fitInside(source, box);
  const scale = Math.min(1, (placed.width * dpi) / 72 / source.width, maxLongSide / Math.max(source.width, source.height));
  return { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) };
}
