import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { drawWordmark, wordmarkWidth, type PdfBrand } from "./brand.js";
import type { EmbeddedPhoto } from "./embedded-photo.js";
import type { HandleLine } from "./handles.js";
import { fitInside, leftHalf, margin, page as pageSize, rightHalf, type Box } from "./layout.js";
import type { MeasureLine } from "./measures.js";
import { drawText, drawTextRight, fitText, textWidth, type TextStyle } from "./text.js";
import { colors, type Typefaces } from "./theme.js";

export interface CoverContent {
  name: string;
  /** Small caption at the top right: the gallery ("Portfolio") or the place in a selection. */
  caption: string;
  photo: EmbeddedPhoto | undefined;
  measures: MeasureLine[];
  handles: HandleLine[];
}

/** The cover photo takes the left half at full height (the cover has no footer band). */
const photoBox: Box = { x: margin, y: margin, width: leftHalf.width, height: pageSize.height - 2 * margin };
const panelLeft = rightHalf.x + 24;
const panelRight = pageSize.width - margin;
const panelWidth = panelRight - panelLeft;
/** Measures share columns: label, metric value, imperial value. */
const metricColumn = panelLeft + 92;
const imperialColumn = panelLeft + 184;
const rowHeight = 21;
const maxContactLines = 6;

/** Draws the photo and returns where it landed. */
function drawPhoto(page: PDFPage, type: Typefaces, brand: PdfBrand, photo: EmbeddedPhoto | undefined): Box {
  if (photo) {
    const placed = fitInside(photo, photoBox);
    page.drawImage(photo.image, placed);
    return placed;
  }
  // No usable photo: a dark panel with the wordmark keeps the card's balance.
  page.drawRectangle({ ...photoBox, color: colors.ink });
  const size = 18;
  const x = photoBox.x + (photoBox.width - wordmarkWidth(type, brand, size)) / 2;
  drawWordmark(page, type, brand, x, photoBox.y + photoBox.height / 2 - size * 0.36, size, colors.paper);
  return photoBox;
}

/** Greedy word wrap; a word wider than the panel stays on its own line. */
function wrap(text: string, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ").filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, style) <= panelWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

interface NameLayout {
  size: number;
  restLines: string[];
}

/**
 * The largest size at which the first name and the rest fit: the rest on one line
 * down to 30 pt, else wrapped on two lines down to 20 pt (then it is shortened).
 */
function layoutName(type: Typefaces, first: string, rest: string): NameLayout {
  for (const [maxLines, minSize] of [[1, 30], [2, 20]] as const) {
    for (let size = 40; size >= minSize; size -= 2) {
      const restLines = wrap(rest, { font: type.regular, size, color: colors.ink });
      const fits = (line: string, font: PDFFont) => font.widthOfTextAtSize(line, size) <= panelWidth;
      if (fits(first, type.bold) && restLines.length <= maxLines && restLines.every((line) => fits(line, type.regular))) return { size, restLines };
    }
  }
  return { size: 20, restLines: wrap(rest, { font: type.regular, size: 20, color: colors.ink }).slice(0, 2) };
}

/** First name bold, the rest regular below it. Returns the last baseline. */
function drawName(page: PDFPage, type: Typefaces, name: string, y: number): number {
  const [first = "", ...rest] = type.clean(name).split(" ");
  const { size, restLines } = layoutName(type, first, rest.join(" "));
  const lines = [{ text: first, font: type.bold }, ...restLines.map((text) => ({ text, font: type.regular }))];
  let baseline = y - size * 0.72;
  for (const [index, line] of lines.entries()) {
    if (index > 0) baseline -= size * 1.08;
    const style: TextStyle = { font: line.font, size, color: colors.ink };
    drawText(page, fitText(line.text, style, panelWidth), panelLeft, baseline, style);
  }
  return baseline;
}

interface Row {
  label: string;
  value: string;
  extra?: string;
}

function drawRow(page: PDFPage, type: Typefaces, y: number, { label, value, extra }: Row): void {
  const labelStyle: TextStyle = { font: type.regular, size: 7.5, color: colors.muted, tracking: 1.4 };
  const valueStyle: TextStyle = { font: type.regular, size: 11, color: colors.ink };
  drawText(page, fitText(type.clean(label.toUpperCase()), labelStyle, metricColumn - panelLeft - 8), panelLeft, y, labelStyle);
  const valueRight = extra ? imperialColumn - 8 : panelRight;
  drawText(page, fitText(type.clean(value), valueStyle, valueRight - metricColumn), metricColumn, y, valueStyle);
  if (extra) {
    const extraStyle = { ...valueStyle, color: colors.muted };
    drawText(page, fitText(type.clean(extra), extraStyle, panelRight - imperialColumn), imperialColumn, y, extraStyle);
  }
}

/** Contact lines sit at the foot of the panel, level with the bottom of the photo. */
function drawContacts(page: PDFPage, type: Typefaces, brand: PdfBrand, bottom: number): number {
  const style: TextStyle = { font: type.regular, size: 8.5, color: colors.muted };
  const lines = brand.contactLines.map((line) => type.clean(line)).filter(Boolean).slice(0, maxContactLines);
  const lineHeight = 12.5;
  let y = bottom;
  for (const line of [...lines].reverse()) {
    drawText(page, fitText(line, style, panelWidth), panelLeft, y, style);
    y += lineHeight;
  }
  const ruleY = y + 4;
  page.drawLine({ start: { x: panelLeft, y: ruleY }, end: { x: panelRight, y: ruleY }, thickness: 0.6, color: colors.rule });
  return ruleY;
}

/** One composite page: photo left; wordmark, name, measures, handles and contacts right. */
export function drawCoverPage(doc: PDFDocument, type: Typefaces, brand: PdfBrand, content: CoverContent): void {
  const page = doc.addPage([pageSize.width, pageSize.height]);
  const placed = drawPhoto(page, type, brand, content.photo);
  // The text panel lines up with the photo's top and bottom edges, unless the photo is short (landscape).
  const aligned = placed.height >= 0.8 * photoBox.height;
  const top = aligned ? placed.y + placed.height : photoBox.y + photoBox.height;
  const bottom = aligned ? placed.y : photoBox.y;

  const wordmarkSize = 12;
  const wordmarkBaseline = top - wordmarkSize * 0.72;
  drawWordmark(page, type, brand, panelLeft, wordmarkBaseline, wordmarkSize, colors.ink);
  const captionStyle: TextStyle = { font: type.regular, size: 7.5, color: colors.muted, tracking: 1.6 };
  drawTextRight(page, type.clean(content.caption.toUpperCase()), panelRight, wordmarkBaseline, captionStyle);
  const ruleY = top - 26;
  page.drawLine({ start: { x: panelLeft, y: ruleY }, end: { x: panelRight, y: ruleY }, thickness: 0.6, color: colors.rule });

  const floor = drawContacts(page, type, brand, bottom) + 16;
  let y = drawName(page, type, content.name, ruleY - 26) - 40;
  const rows = (list: Row[]): void => {
    for (const row of list) {
      if (y < floor) return;
      drawRow(page, type, y, row);
      y -= rowHeight;
    }
  };
  rows(content.measures.map((line) => ({ label: line.label, value: line.metric, extra: line.imperial })));
  y -= content.handles.length > 0 ? 10 : 0;
  rows(content.handles.map((line) => ({ label: line.label, value: line.handle })));
}
