/**
 * Widths `/media` renders. A fixed set keeps the server's disk cache bounded and
 * lets browsers and the service worker share cached sizes across pages.
 */
export const mediaWidths = [160, 240, 320, 480, 640, 800, 1080, 1280, 1600, 1920] as const;
export type MediaWidth = (typeof mediaWidths)[number];

/** The width of the image given to link previews, structured data and the sitemap: large enough for every messaging app's card. */
export const previewImageWidth: MediaWidth = 1280;
