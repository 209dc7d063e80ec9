import type { PDFDocument } from "pdf-lib";
import { drawWordmark, type PdfBrand } from "./brand.js";
import type { EmbeddedPhoto } from "./embedded-photo.js";
import { fitInside, leftHalf, margin, page as pageSize, photoArea, rightHalf } from "./layout.js";
import { drawTextRight, fitText, textWidth, type TextStyle } from "./text.js";
import { colors, type Typefaces } from "./theme.js";

export interface GalleryFooter {
  name: string;
  caption: string;
  number: number;
  total: number;
}

/**
 * A gallery page: one photo centred, or two portraits that hug the gutter so the
 * pair reads as a spread. A slim footer names the talent and numbers the page.
 */
export function drawGalleryPage(doc: PDFDocument, type: Typefaces, brand: PdfBrand, photos: readonly EmbeddedPhoto[], footer: GalleryFooter): void {
  const page = doc.addPage([pageSize.width, pageSize.height]);
  const [first, second] = photos;
  if (first && second) {
    page.drawImage(first.image, fitInside(first, leftHalf, "right"));
    page.drawImage(second.image, fitInside(second, rightHalf, "left"));
  } else if (first) {
    page.drawImage(first.image, fitInside(first, photoArea));
  }

  const baseline = margin + 2;
  drawWordmark(page, type, brand, margin, baseline, 7.5, colors.ink);
  const style: TextStyle = { font: type.regular, size: 7.5, color: colors.muted, tracking: 0.6 };
  // A long name is shortened, never the page number.
  const suffix = `  ·  ${type.clean(footer.caption)}  ·  ${footer.number} / ${footer.total}`;
  const name = fitText(type.clean(footer.name), style, pageSize.width / 2 - textWidth(suffix, style));
  drawTextRight(page, `${name}${suffix}`, pageSize.width - margin, baseline, style);
}
