import { PDFDocument } from "pdf-lib";
import { selectionPdfNames } from "../../../src/contract/selection-pdf-names.js";
import type { Locale } from "../../../src/lib/routes.js";
import { mapLimit } from "../../shared/map-limit.js";
import type { PlatformClient } from "../../upstream/client.js";
import { isUpstreamError } from "../../upstream/errors.js";
import type * as Platform from "../../upstream/schemas.js";
import type { SiteContent } from "../content.js";
import type { PdfFile } from "./gallery-pdf.js";
import { firstImageGallery, galleryItems, pdfModel } from "./model.js";
import { NothingToPrint } from "./nothing-to-print.js";

/** Platform renders in flight for one selection: the platform renders on CPU, and so does the embedded one in our process. */
export const selectionConcurrency = 3;

export interface SelectionPdf extends PdfFile {
  /** Requested ids the platform no longer knows, left out of the document. */
  missing: number[];
}

/**
 * The talent with only what its composite card needs: the first photo of the
 * first gallery that has one. A talent without photos still gets its card
 * (name, measures), from an empty book.
 */
export function selectionModel(profile: Platform.TalentProfile) {
  const type = firstImageGallery(profile) ?? "book";
  return pdfModel(profile, type, galleryItems(profile, type).slice(0, 1));
}

/** The platform's rendering of one talent, or undefined when the id is unknown. */
async function renderCard(content: SiteContent, client: PlatformClient, id: number, signal?: AbortSignal): Promise<Uint8Array | undefined> {
  let profile: Platform.TalentProfile;
  try {
    profile = await content.platformProfile(id);
  } catch (error) {
    if (isUpstreamError(error, "not_found")) return undefined;
    throw error;
  }
  const model = selectionModel(profile);
  return (await client.pdf(model.gallery.type, model, signal)).bytes;
}

/**
 * Several talents in one document, one composite card each, in the given order.
 * The platform contract only renders one gallery at a time, so each
 * talent's document is requested and its first page, the composite card, kept.
 * Unknown ids are skipped (a shared selection outlives a talent who left the
 * agency); if none is left there is nothing to print.
 */
export async function selectionPdf(
  content: SiteContent,
  client: PlatformClient,
  ids: readonly number[],
  locale: Locale = "pt",
  signal?: AbortSignal,
): Promise<SelectionPdf> {
  const rendered = await mapLimit(ids, selectionConcurrency, (id) => renderCard(content, client, id, signal));
  const missing = ids.filter((_, index) => rendered[index] === undefined);
  const cards = rendered.filter((bytes): bytes is Uint8Array => bytes !== undefined);
  if (cards.length === 0) throw new NothingToPrint("None of these talents is with the agency any more.");

  const { fileName, title } = selectionPdfNames[locale];
  const doc = await PDFDocument.create();
  // Metadata strings are stored as UTF-16, so the title keeps its accent and dash.
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor("Passarela");
  doc.setSubject("Composite cards");
  // The cards' texts are the platform's, in Portuguese; only the file's name and title follow the page.
  doc.setLanguage("pt-BR");
  for (const bytes of cards) {
    const source = await PDFDocument.load(bytes);
    // copyPages brings along only what the page uses: its photo and the font subsets.
    const [card] = await doc.copyPages(source, [0]);
    if (card) doc.addPage(card);
  }
  return { fileName, bytes: await doc.save(), missing };
}
