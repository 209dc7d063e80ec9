import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, type PDFDocument, type PDFObject } from "pdf-lib";

/**
 * Reads back the text a page draws, for tests: the strings of its `Tj`
 * operators with the standard font each one is set in. Enough for the PDFs
 * pdf-lib writes with the standard fonts (WinAnsi, hex strings); not a
 * general PDF text extractor.
 */
export interface TextRun {
  text: string;
  /** The font's BaseFont, e.g. "Helvetica-Bold". */
  font: string;
  size: number;
}

// WinAnsi differs from Latin-1 only in 0x80–0x9F; these are the ones our texts can hold.
const winAnsiHigh: Record<number, string> = { 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—" };

function decodeWinAnsi(bytes: number[]): string {
  return bytes.map((byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte)).join("");
}

function unescapeLiteral(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char !== "\\") {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = text[++i] ?? "";
    const octal = /^[0-7]{1,3}/.exec(text.slice(i))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      i += octal.length - 1;
    } else {
      bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
    }
  }
  return bytes;
}

function streamBytes(doc: PDFDocument, object: PDFObject | undefined): string {
  const resolved = object ? doc.context.lookup(object) : undefined;
  if (resolved instanceof PDFArray) return resolved.asArray().map((item) => streamBytes(doc, item)).join("\n");
  if (resolved instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(resolved).decode()).toString("latin1");
  return "";
}

/** The text runs of page `index`, in drawing order. */
export function pageTextRuns(doc: PDFDocument, index: number): TextRun[] {
  const page = doc.getPage(index);
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  const baseFont = (key: string): string => {
    const font = fonts?.lookupMaybe(PDFName.of(key), PDFDict);
    return font?.lookupMaybe(PDFName.of("BaseFont"), PDFName)?.decodeText() ?? key;
  };
  const content = streamBytes(doc, page.node.get(PDFName.of("Contents")));
  const runs: TextRun[] = [];
  let font = "";
  let size = 0;
  const operators = /\/([^\s/<>[\]()]+)\s+([\d.]+)\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g;
  for (const match of content.matchAll(operators)) {
    const [, fontKey, fontSize, hex, literal] = match;
    if (fontKey !== undefined) {
      font = baseFont(fontKey);
      size = Number(fontSize);
      continue;
    }
    const bytes =
      hex !== undefined ? (hex.replace(/\s/g, "").match(/../g) ?? []).map((pair) => parseInt(pair, 16)) : unescapeLiteral(literal ?? "");
    runs.push({ text: decodeWinAnsi(bytes), font, size });
  }
  return runs;
}

/** The strings page `index` draws, in drawing order. */
export function pageTexts(doc: PDFDocument, index: number): string[] {
  return pageTextRuns(doc, index).map((run) => run.text);
}
