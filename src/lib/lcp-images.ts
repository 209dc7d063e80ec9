import type { MediaWidth } from "../contract/media.js";
import { mediaSrcSet, mediaUrl } from "./media.js";

/**
 * Sources of the images pages paint first (their largest paint): the home's
 * first slide, the gallery's first cover and a profile's first photo. The page draws them and the server
 * preloads them with the very same srcset and sizes, so the browser picks the
 * same file for both and downloads it once.
 */

/** Below 650 px the slide's mobile (portrait) variant is shown. */
export const mobileSlideQuery = "(max-width: 649px)";
export const desktopSlideQuery = "(min-width: 650px)";
/**
 * How wide a hero slide is drawn: the hero fills the screen (its height is the
 * viewport's, at least 480 px) and the image covers it, so it is drawn at the
 * viewport's width or, when the screen is taller than the image, at the
 * height times the image's proportions, whichever is wider.
 */
export function slideSizes(image: { width: number | null; height: number | null }, fallback: { width: number; height: number }): string {
  const ratio = image.width && image.height ? image.width / image.height : fallback.width / fallback.height;
  const round = (value: number) => Math.round(value * 100) / 100;
  return `max(100vw, ${round(ratio * 100)}vh, ${round(ratio * 480)}px)`;
}

/** Proportions assumed for a slide variant the platform gave no size for. */
export const desktopSlideShape = { width: 1920, height: 1080 };
export const mobileSlideShape = { width: 750, height: 1334 };

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

/** Gallery cards: one column on phones, two from 640 px, three from 1024 px. */
export const cardImageSizes = "(min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw";
export const cardMaxWidth: MediaWidth = 1080;

/** What LazyImage draws for a card cover (its default src and smallest width). */
export function cardImageSources(key: string): SlideImageSources {
  return { src: mediaUrl(key, 640), srcSet: mediaSrcSet(key, 160, cardMaxWidth) };
}

/** Profile gallery photos: from 1024 px a portrait shares its slide (45vw), a landscape does not (90vw); the screen's width below. */
export const galleryWideFrom = 1024;
export const galleryShare = (photo: { width: number; height: number }) => (photo.width >= photo.height ? 90 : 45);
export const galleryWidths: [MediaWidth, MediaWidth] = [320, 1920];

/** A profile gallery photo's sources and sizes. */
export function galleryPhotoSources(photo: { src: string; width: number; height: number }): SlideImageSources & { sizes: string } {
  return { src: mediaUrl(photo.src, 1080), srcSet: mediaSrcSet(photo.src, ...galleryWidths), sizes: `(min-width: ${galleryWideFrom}px) ${galleryShare(photo)}vw, 100vw` };
}

