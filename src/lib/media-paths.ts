import { mediaWidths, type MediaWidth } from "../contract/media.js";

/*
 * Reading the media URLs that media.ts builds. A module of its own: pages build
 * these URLs on their first load, and only later code (the sanitiser, the
 * offline warm-up, the service worker) reads them.
 */

// A path, or a whole URL on any origin; the key ends where a query or fragment begins.
const imagePath = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]+)?\/media\/(\d+)\/([^?#]+)/i;

/**
 * The image a media path (or a URL on any origin) names: its key, and its width
 * when it is one the server renders (a URL's key stays as its path writes it, percent-encoded).
 * Undefined for anything else, videos included.
 */
export function parseMediaPath(pathOrUrl: string): { key: string; width: MediaWidth | undefined } | undefined {
  const match = imagePath.exec(pathOrUrl);
  if (!match?.[2]) return undefined;
  const width = Number(match[1]);
  return { key: match[2], width: mediaWidths.find((w) => w === width) };
}

/** The keys of the images an HTML text links through /media (a post's pictures, once the server rewrote them). */
export function mediaKeysIn(html: string): string[] {
  return [...html.matchAll(/\/media\/\d+\/([^"'\s?#)]+)/g)].map((match) => match[1] ?? "").filter(Boolean);
}
