import { talentPdfFileName, type PdfGalleryType } from "../../../src/contract/pdf.js";
import type { PlatformClient } from "../../upstream/client.js";
import type { SiteContent } from "../content.js";
import { galleryItems, pdfModel } from "./model.js";
import { NothingToPrint } from "./nothing-to-print.js";

export interface PdfFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * One talent's gallery as the platform renders it: the profile comes
 * through the site's cache (so a burst of downloads costs one profile call), the
 * document straight from the platform, never cached: it is large and made to order.
 */
export async function galleryPdf(content: SiteContent, client: PlatformClient, id: number, type: PdfGalleryType, signal?: AbortSignal): Promise<PdfFile> {
  const profile = await content.platformProfile(id);
  const items = galleryItems(profile, type);
  // The profile offers no download for a missing gallery; a direct request gets a clear 404 instead of a blank card.
  if (items.length === 0) throw new NothingToPrint(`This talent has no ${type} gallery.`);
  const { bytes } = await client.pdf(type, pdfModel(profile, type, items), signal);
  return { fileName: talentPdfFileName(profile.name, type, profile.id), bytes };
}
