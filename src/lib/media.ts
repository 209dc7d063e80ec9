import { mediaPath, mediaWidths, parseMediaPath, videoPath, type MediaWidth } from "../contract/media.js";

/** URL of a media key at one of the widths the server renders. */
export const mediaUrl = mediaPath;

/** `srcset` over the server's widths, from `min` up to `max`. */
export function mediaSrcSet(key: string, min: MediaWidth = 160, max: MediaWidth = 1920): string {
  return mediaWidths
    .filter((w) => w >= min && w <= max)
    .map((w) => `${mediaUrl(key, w)} ${w}w`)
    .join(", ");
}

export const videoUrl = videoPath;

/** The width of a `/media` URL (an image's `currentSrc`), when it is one the server renders. */
export function mediaWidthOf(url: string): MediaWidth | undefined {
  return parseMediaPath(url)?.width;
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
