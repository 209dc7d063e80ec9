/**
 * Widths `/media` renders. A fixed set keeps the server's disk cache bounded and
 * lets browsers and the service worker share cached sizes across pages.
 */
export const mediaWidths = [160, 240, 320, 480, 640, 800, 1080, 1280, 1600, 1920] as const;
export type MediaWidth = (typeof mediaWidths)[number];

/*
 * The media URLs, built and read here only: the server routes them, pages,
 * heads and the sitemap link them, and the service worker caches them.
 * `key` is a media key from the site API (a platform path without its scheme).
 */

/** Paths under this prefix are media, never pages. */
export const mediaPrefix = "/media/";

/** `/media/{width}/{key}`: an image at one of the widths the server renders. */
export function mediaPath(key: string, width: MediaWidth): string {
  return `${mediaPrefix}${width}/${key}`;
}

/** `/media/video/{key}`: a video, streamed through. */
export function videoPath(key: string): string {
  return `${mediaPrefix}video/${key}`;
}

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

/** The width of the image given to link previews, structured data and the sitemap: large enough for every messaging app's card. */
export const previewImageWidth: MediaWidth = 1280;
