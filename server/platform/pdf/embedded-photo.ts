import type { PDFDocument, PDFImage } from "pdf-lib";
import type { PreparedPhoto } from "./images.js";

/** A photo embedded once in the document; the cover and its gallery page share the same image object. */
export interface EmbeddedPhoto {
  image: PDFImage;
  width: number;
  height: number;
}

export async function embedPhoto(doc: PDFDocument, photo: PreparedPhoto): Promise<EmbeddedPhoto> {
  return { image: await doc.embedJpg(photo.jpeg), width: photo.width, height: photo.height };
}
