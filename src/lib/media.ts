import { mediaWidths, type MediaWidth } from "../contract/media.js";

/*
 * The media URLs are built here and read in media-paths.ts, nowhere else: the
 * server routes them, pages, heads and the sitemap link them, and the service
 * worker caches them. `key` is a media key from the site API (a platform path
 * without its scheme).
 */

/** Paths under this prefix are media, never pages. */
export const mediaPrefix = "/media/";

/** `/media/{width}/{key}`: an image at one of the widths the server renders. */
export function mediaUrl(key: string, width: MediaWidth): string {
  return `${mediaPrefix}${width}/${key}`;
}

/** `srcset` over the server's widths, from `min` up to `max`. */
export function mediaSrcSet(key: string, min: MediaWidth = 160, max: MediaWidth = 1920): string {
  return mediaWidths
    .filter((w) => w >= min && w <= max)
    .map((w) => `${mediaUrl(key, w)} ${w}w`)
    .join(", ");
}

/** `/media/video/{key}`: a video, streamed through. */
export function videoUrl(key: string): string {
  return `${mediaPrefix}video/${key}`;
}

/**
 * The candidate of a `w` srcset a Chromium-based browser picks for a slot
 * `slot` CSS pixels wide at device pixel ratio `dpr` (Blink's selection: the
 * first candidate dense enough, or at ratios above 1 the one below it when the
 * ratio is under the geometric mean of their densities). Other browsers pick
 * close to it; offline, any cached width of the same image is used anyway.
 */
export function srcsetChoice<W extends number>(widths: readonly W[], slot: number, dpr: number): W {
  const sorted = [...widths].sort((a, b) => a - b);
  const density = (width: number) => width / Math.max(1, slot);
  let index = 0;
  for (; index < sorted.length - 1; index++) {
    const current = density(sorted[index] as W);
    const next = density(sorted[index + 1] as W);
    if (next < dpr) continue;
    if ((dpr <= 1 && dpr > current) || dpr >= Math.sqrt(current * next)) return sorted[index + 1] as W;
    break;
  }
  const chosen = sorted[index];
  if (chosen === undefined) throw new Error("srcsetChoice needs at least one width.");
  return chosen;
}
