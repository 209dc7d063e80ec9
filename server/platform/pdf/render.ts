import { galleries } from "../../../src/contract/galleries.js";
import { PDFDocument } from "pdf-lib";
import type { PdfBrand } from "./brand.js";
import { drawCoverPage, type CoverContent } from "./cover-page.js";
import { embedPhoto, type EmbeddedPhoto } from "./embedded-photo.js";
import { drawGalleryPage } from "./gallery-page.js";
import { handleLines } from "./handles.js";
import { loadFirstPhoto, loadPhotos, photoConcurrency, type LoadImage } from "./images.js";
import { paginate } from "./layout.js";
import { mapLimit } from "../../shared/map-limit.js";
import { measureLines } from "./measures.js";
import type { PdfModel } from "./model.js";
import { embedTypefaces } from "./theme.js";

export type { PdfBrand } from "./brand.js";

export interface RenderOptions {
  /** Returns the bytes behind a gallery URL, or undefined when it is missing or not allowed. */
  loadImage: LoadImage;
  brand: PdfBrand;
}

export interface SelectionOptions extends RenderOptions {
  /** Document title; defaults to "Seleção — {agency}". */
  title?: string;
}


const urlsOf = (model: PdfModel): string[] => model.gallery.items.map((item) => item.file);

async function createDocument(title: string, brand: PdfBrand): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  // Metadata strings are UTF-16 in the PDF, so the title keeps every character of the name.
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(brand.agencyName);
  doc.setCreator(`${brand.agencyName} platform`);
  doc.setSubject("Composite card");
  doc.setLanguage("pt-BR");
  return doc;
}

function coverOf(model: PdfModel, caption: string, photo: EmbeddedPhoto | undefined): CoverContent {
  return { name: model.name.trim(), caption, photo, measures: measureLines(model), handles: handleLines(model) };
}

/**
 * A talent's composite card: a cover page (first photo, name, measures, handles,
 * agency contacts), then the gallery in order, two portraits or one landscape per
 * A4-landscape page. Images that are missing or cannot be decoded are left out.
 */
export async function renderTalentPdf(model: PdfModel, options: RenderOptions): Promise<Uint8Array> {
  const caption = galleries[model.gallery.type].caption;
  const name = model.name.trim();
  const [prepared, doc] = await Promise.all([loadPhotos(urlsOf(model), options.loadImage), createDocument(`${name} — ${caption}`, options.brand)]);
  const type = await embedTypefaces(doc);
  const photos: EmbeddedPhoto[] = [];
  for (const photo of prepared) photos.push(await embedPhoto(doc, photo));

  drawCoverPage(doc, type, options.brand, coverOf(model, caption, photos[0]));
  const pages = paginate(photos);
  for (const [index, group] of pages.entries()) {
    drawGalleryPage(doc, type, options.brand, group, { name, caption, number: index + 2, total: pages.length + 1 });
  }
  return doc.save();
}

/** Several talents in one document, one composite page each, in the given order. */
export async function renderSelectionPdf(models: readonly PdfModel[], options: SelectionOptions): Promise<Uint8Array> {
  if (models.length === 0) throw new RangeError("A selection needs at least one talent.");
  const title = options.title ?? `Seleção — ${options.brand.agencyName}`;
  const [covers, doc] = await Promise.all([
    mapLimit(models, photoConcurrency, (model) => loadFirstPhoto(urlsOf(model), options.loadImage)),
    createDocument(title, options.brand),
  ]);
  const type = await embedTypefaces(doc);
  for (const [index, model] of models.entries()) {
    const prepared = covers[index];
    const photo = prepared ? await embedPhoto(doc, prepared) : undefined;
    drawCoverPage(doc, type, options.brand, coverOf(model, `Seleção  ${index + 1} / ${models.length}`, photo));
  }
  return doc.save();
}
