import type { MediaWidth } from "../contract/media.js";
import { mediaSrcSet, mediaUrl } from "./media.js";

/**
 * Sources of a home slide's image. The page draws them in a <picture> and the
 * server preloads the first slide with the very same srcset and sizes, so the
 * browser picks the same file for both and downloads it once.
 */

/** Below 650 px the slide's mobile (portrait) variant is shown (spec §9). */
export const mobileSlideQuery = "(max-width: 649px)";
export const desktopSlideQuery = "(min-width: 650px)";
/** The hero fills the viewport's width. */
export const slideSizes = "100vw";

const desktopWidths: [MediaWidth, MediaWidth] = [640, 1920];
// The portrait variant is 750 px wide at most; 800 already gets the original.
const mobileWidths: [MediaWidth, MediaWidth] = [320, 800];

export interface SlideImageSources {
  src: string;
  srcSet: string;
}

export function desktopSlideSources(key: string): SlideImageSources {
  return { src: mediaUrl(key, 1280), srcSet: mediaSrcSet(key, ...desktopWidths) };
}

export function mobileSlideSources(key: string): SlideImageSources {
  return { src: mediaUrl(key, 640), srcSet: mediaSrcSet(key, ...mobileWidths) };
}
