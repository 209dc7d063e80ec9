/**
 * The one table of a profile's galleries, the platform's album item types:
 * what each is called on the site, whether it prints, its PDF's file name and
 * the caption of the platform's PDF card. Its order is the order of the tabs.
 * Adding a gallery type is adding a row here (and its label's translations to
 * the talent catalogs); the schemas, mappers, tabs and PDF routes follow it.
 *
 * No superstruct and no macros here: pages import it on their first load and
 * the servers run it as it is.
 */

/** The platform album whose items a profile shows (a talent's other albums are not the site's). */
export const profileAlbumId = 1452;

/** A text of the talent catalog (lingui.config lists this file there), looked up with `i18n._`. */
interface Label {
  id: string;
  message: string;
}

/** A gallery of photos names its PDF; a video has no pages, and no PDF. */
type GalleryRow =
  | {
      label: Label;
      /** Names the PDF file: "ana-souza-portfolio.pdf". */
      fileWord: string;
      /** Title of the gallery on the platform's PDF card. */
      caption: string;
    }
  | { label: Label };

export const galleries = {
  book: { label: /*i18n*/ { id: "gallery.book", message: "Portfolio" }, fileWord: "portfolio", caption: "Portfolio" },
  snap: { label: /*i18n*/ { id: "gallery.snap", message: "Polaroids" }, fileWord: "polaroids", caption: "Polaroids" },
  compo: { label: /*i18n*/ { id: "gallery.compo", message: "Compo" }, fileWord: "compo", caption: "Composite" },
  video: { label: /*i18n*/ { id: "gallery.video", message: "Vídeos" } },
} as const satisfies Record<string, GalleryRow>;

type Rows = typeof galleries;
export type GalleryType = keyof Rows;
/** The galleries of photos: the ones that can be printed. */
export type ImageGalleryType = { [K in GalleryType]: Rows[K] extends { fileWord: string } ? K : never }[GalleryType];
export type VideoGalleryType = Exclude<GalleryType, ImageGalleryType>;

// Object.keys types its answer as string[]; the table's own keys are exactly GalleryType.
export const galleryTypes: readonly GalleryType[] = Object.keys(galleries) as GalleryType[];

export const isImageGallery = (type: GalleryType): type is ImageGalleryType => "fileWord" in galleries[type];
export const imageGalleryTypes: readonly ImageGalleryType[] = galleryTypes.filter(isImageGallery);

/** The address's choice of gallery (`?galeria=snap`): a profile opened on another tab, with or without JavaScript. */
export const galleryParam = "galeria";

/** The gallery a profile opens on: the one its address names, if it has it, or its first. */
export function openGallery<T extends GalleryType>(available: readonly T[], search: URLSearchParams): T | undefined {
  return available.find((type) => type === search.get(galleryParam)) ?? available[0];
}
