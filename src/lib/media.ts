import { mediaWidths, type MediaWidth } from "../contract/media.js";

/** URL of a media key at one of the widths the server renders. */
export function mediaUrl(key: string, width: MediaWidth): string {
  return `/media/${width}/${key}`;
}

/** `srcset` over the server's widths, from `min` up to `max`. */
export function mediaSrcSet(key: string, min: MediaWidth = 160, max: MediaWidth = 1920): string {
  return mediaWidths
    .filter((w) => w >= min && w <= max)
    .map((w) => `${mediaUrl(key, w)} ${w}w`)
    .join(", ");
}

export function videoUrl(key: string): string {
  return `/media/video/${key}`;
}

/** The width of a `/media` URL (an image's `currentSrc`), when it is one the server renders. */
export function mediaWidthOf(url: string): MediaWidth | undefined {
  const width = Number(/\/media\/(\d+)\//.exec(url)?.[1]);
  return mediaWidths.find((w) => w === width);
}
