import { mediaWidths, type MediaWidth } from "../../../contract/media.js";
import { imageGalleryTypes } from "../../../contract/galleries.js";
import type { Galleries } from "../../../contract/site-api.js";
import { galleryShare, galleryWideFrom, galleryWidths } from "../../../lib/lcp-images.js";
import { srcsetChoice } from "../../../lib/media.js";
import { videoPosterWidth } from "./slides.js";

/** The width of the file a browser picks for a gallery photo on a screen `viewport` CSS pixels wide at `dpr` (its sizes and srcset, lib/lcp-images). */
export function galleryPhotoWidth(photo: { width: number; height: number }, viewport: number, dpr: number): MediaWidth {
  const slot = viewport >= galleryWideFrom ? (viewport * galleryShare(photo)) / 100 : viewport;
  return srcsetChoice(
    mediaWidths.filter((w) => w >= galleryWidths[0] && w <= galleryWidths[1]),
    slot,
    dpr,
  );
}

/**
 * Every picture of a profile's galleries, each at the width this screen draws
 * it: what the service worker keeps so the whole profile opens offline
 * (every tab, every slide), not only the slides already seen.
 */
export function galleryPhotosToKeep(galleries: Galleries, viewport: number, dpr: number): { key: string; width: MediaWidth }[] {
  const photos = imageGalleryTypes.flatMap((type) => galleries[type]).map((photo) => ({ key: photo.src, width: galleryPhotoWidth(photo, viewport, dpr) }));
  const posters = galleries.video.flatMap((video) => (video.source === "file" && video.poster ? [{ key: video.poster, width: videoPosterWidth }] : []));
  return [...photos, ...posters];
}

/** Asks the service worker to keep them (lib/offline-warmup): loaded after the profile, off its first load. */
export async function keepGalleryOffline(id: number, galleries: Galleries): Promise<void> {
  const { requestProfileWarmup } = await import("../../../lib/offline-warmup.js");
  requestProfileWarmup(id, galleryPhotosToKeep(galleries, window.innerWidth, window.devicePixelRatio || 1));
}
