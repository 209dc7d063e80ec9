import type { PDFPage, RGB } from "pdf-lib";
import { drawText, textWidth, type TextStyle } from "./text.js";
import { colors, type Typefaces } from "./theme.js";

/** Who sends the card: the wordmark and the contact lines at the foot of the cover. */
export interface PdfBrand {
  agencyName: string;
  contactLines: string[];
}

function wordmarkStyle(type: Typefaces, size: number, color: RGB): TextStyle {
  return { font: type.bold, size, color, tracking: size * 0.42 };
}

/** The agency name as a letter-spaced Helvetica Bold wordmark ("P A S S A R E L A"). */
export function drawWordmark(page: PDFPage, type: Typefaces, brand: PdfBrand, x: number, y: number, size: number, color: RGB): void {
  drawText(page, type.clean(brand.agencyName.toUpperCase()), x, y, wordmarkStyle(type, size, color));
}

/** Width of the wordmark without its trailing letter space, for centring. */
export function wordmarkWidth(type: Typefaces, brand: PdfBrand, size: number): number {
  const style = wordmarkStyle(type, size, colors.ink);
  return textWidth(type.clean(brand.agencyName.toUpperCase()), style) - (style.tracking ?? 0);
}
