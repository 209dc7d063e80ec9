import { apiPaths } from "./api-paths.js";
import { galleries, imageGalleryTypes, type ImageGalleryType } from "./galleries.js";
import { slugify } from "../lib/slug.js";

/**
 * PDF downloads of the site API, shared by the browser (which builds the
 * requests and names the saved file) and the site server. The schema the server
 * validates a selection with is in pdf-request.ts, away from the browser's pages.
 */

/** Galleries that can be printed: a video has no pages. */
export const pdfGalleryTypes = imageGalleryTypes;
export type PdfGalleryType = ImageGalleryType;

/** A selection PDF holds at most this many talents: one page each, rendered by the platform one by one. */
export const maxSelectionTalents = 50;

/** Path of one talent's gallery PDF, and of the selection's. */
export const talentPdfPath = apiPaths.talentPdf;
export const selectionPdfPath = apiPaths.selectionPdf;

/**
 * Response header of the selection PDF listing the requested ids that no longer
 * exist (comma-separated), so the page can say who is missing from the document.
 */
export const missingTalentsHeader = "missing-talent-ids";

/** "Ana Souza", book → "ana-souza-portfolio.pdf"; the server sends the same name in Content-Disposition. */
export function talentPdfFileName(name: string, type: PdfGalleryType, id: number): string {
  return `${slugify(name) || `talent-${id}`}-${galleries[type].fileWord}.pdf`;
}
