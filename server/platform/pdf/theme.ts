import { rgb, StandardFonts, type PDFDocument, type PDFFont } from "pdf-lib";
import { winAnsiMapper } from "./text.js";

/** The site's dark ink (#131313) on white paper: prints well and matches the brand. */
export const colors = {
  ink: rgb(0x13 / 255, 0x13 / 255, 0x13 / 255),
  muted: rgb(0.42, 0.42, 0.42),
  rule: rgb(0.84, 0.84, 0.84),
  paper: rgb(1, 1, 1),
};

export interface Typefaces {
  regular: PDFFont;
  bold: PDFFont;
  /** Maps text to what the standard fonts can encode; every drawn string goes through it. */
  clean: (text: string) => string;
}

/** Standard Helvetica needs no font file and covers Portuguese and Spanish (WinAnsi). */
export async function embedTypefaces(doc: PDFDocument): Promise<Typefaces> {
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  return { regular, bold, clean: winAnsiMapper(regular) };
}
