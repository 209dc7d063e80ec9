import type { MediaWidth } from "../../../contract/media.js";
import type { Galleries, GalleryType, ImageItem, VideoItem } from "../../../contract/site-api.js";
import { galleryTypes } from "../../../contract/galleries.js";

export type GalleryItem = ImageItem | VideoItem;

/** A video's poster is shown at this width (the slide's size on most screens). */
export const videoPosterWidth: MediaWidth = 1080;

/** The tabs a profile offers, in this order; an empty gallery has no tab. */
export function availableGalleries(galleries: Galleries): GalleryType[] {
  return galleryTypes.filter((type) => galleries[type].length > 0);
}

const isPortrait = (item: GalleryItem): boolean => item.kind === "image" && item.height > item.width;

/**
 * Groups a gallery into slides. From 1024 px (`pair`), two consecutive portraits
 * share a slide; a landscape image (width ≥ height), a video, or a portrait
 * without a portrait right after it is alone. The platform's PDF pages follow
 * the same rule. Below 1024 px every item is its own slide.
 */
export function pairSlides<T extends GalleryItem>(items: readonly T[], pair: boolean): T[][] {
  if (!pair) return items.map((item) => [item]);
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as T;
    const next = items[i + 1];
    if (next && isPortrait(item) && isPortrait(next)) {
      slides.push([item, next]);
      i++;
    } else {
      slides.push([item]);
    }
  }
  return slides;
}
