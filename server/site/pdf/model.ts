import { pdfGalleryTypes, type PdfGalleryType } from "../../../src/contract/pdf.js";
import { profileAlbumId } from "../../../src/contract/galleries.js";
import type * as Platform from "../../upstream/schemas.js";

/** The `model` field of `POST /api/pdf/{type}/new`: the talent plus the active gallery. */
export type PdfModel = Omit<Platform.TalentProfile, "albums"> & {
  gallery: { type: PdfGalleryType; items: Platform.AlbumItem[] };
};

/**
 * `…/hr/…` is the original upload; the platform keeps a 1200 px copy under
 * `…/medium/…`, which is plenty for print and far cheaper to fetch and decode.
 */
export const toMedium = (path: string): string => path.replaceAll("/hr/", "/medium/");

const mediumOrNull = (path: string | null | undefined) => (typeof path === "string" ? toMedium(path) : path);

/** Images of album 1452 of one gallery type, in album order. */
export function galleryItems(profile: Platform.TalentProfile, type: PdfGalleryType): Platform.AlbumItem[] {
  const album = profile.albums.find((a) => a.id === profileAlbumId);
  return (album?.items ?? []).filter((item) => item.type === type);
}

/** The first gallery with images, in the order the profile opens them; undefined if none. */
export function firstImageGallery(profile: Platform.TalentProfile): PdfGalleryType | undefined {
  return pdfGalleryTypes.find((type) => galleryItems(profile, type).length > 0);
}

/**
 * The talent as the platform sent it (every field, even ones the site does not
 * know, minus the albums the gallery replaces) plus `gallery`, with every image
 * path switched to its medium copy. `items` narrows the gallery when the caller
 * needs less than all of it.
 */
export function pdfModel(profile: Platform.TalentProfile, type: PdfGalleryType, items = galleryItems(profile, type)): PdfModel {
  // The albums are left out on purpose: the gallery replaces them.
  const { albums, ...talent } = profile;
  return {
    ...talent,
    cover: mediumOrNull(talent.cover),
    cover_web: mediumOrNull(talent.cover_web),
    cover_web_secondary: mediumOrNull(talent.cover_web_secondary),
    gallery: { type, items: items.map((item) => ({ ...item, file: toMedium(item.file) })) },
  };
}
