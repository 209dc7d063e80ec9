/**
 * Widths `/media` renders. A fixed set keeps the server's disk cache bounded and
 * lets browsers and the service worker share cached sizes across pages.
 */
export const mediaWidths = [160, 240, 320, 480, 640, 800, 1080, 1280, 1600, 1920] as const;
export type MediaWidth = (typeof mediaWidths)[number];
