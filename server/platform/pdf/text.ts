import { popGraphicsState, pushGraphicsState, setCharacterSpacing, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
  /** Extra space after each character, in points (letter spacing). */
  tracking?: number;
}

// Letters and marks that have no decomposition but an obvious WinAnsi stand-in.
const standIns: Record<string, string> = {
  Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t",
  "\u2010": "-", "\u2011": "-", "\u2212": "-", "\u2032": "'", "\u2033": '"',
};

// Emoji and their joiners, skin tones, flags and variation selectors carry no letters: dropped.
const decoration = /[\p{Extended_Pictographic}\p{Emoji_Component}\p{M}\p{Cf}\p{Cc}]/u;

/**
 * The standard PDF fonts encode WinAnsi only and pdf-lib throws on anything else,
 * so text is mapped first: Portuguese and Spanish accents pass through, other
 * accented Latin letters (ő, ș) lose their accent, emoji vanish, other scripts become "?".
 */
export function winAnsiMapper(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const encodable = (value: string): boolean => {
    for (const char of value) if (!supported.has(char.codePointAt(0) ?? -1)) return false;
    return true;
  };
  return (text) => {
    let out = "";
    for (const char of text.normalize("NFC").replace(/\s+/gu, " ")) {
      if (encodable(char)) {
        out += char;
        continue;
      }
      const base = standIns[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "");
      if (base && base !== char && encodable(base)) out += base;
      else if (!decoration.test(char)) out += "?";
    }
    return out.replace(/ {2,}/g, " ").trim();
  };
}

/**
 * Width as drawn, for text already mapped to WinAnsi (one UTF-16 unit per glyph):
 * the PDF adds the tracking after every glyph, the last one included.
 */
export function textWidth(text: string, style: TextStyle): number {
  return style.font.widthOfTextAtSize(text, style.size) + (style.tracking ?? 0) * text.length;
}

/** Shortens mapped `text` with an ellipsis until it fits `maxWidth`. */
export function fitText(text: string, style: TextStyle, maxWidth: number): string {
  if (textWidth(text, style) <= maxWidth) return text;
  let kept = text;
  while (kept && textWidth(`${kept.trimEnd()}…`, style) > maxWidth) kept = kept.slice(0, -1);
  return kept ? `${kept.trimEnd()}…` : "";
}

/** Draws already-mapped text; letter spacing is set with the PDF `Tc` operator rather than glyph by glyph. */
export function drawText(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  if (!text) return;
  const tracking = style.tracking ?? 0;
  if (tracking) page.pushOperators(pushGraphicsState(), setCharacterSpacing(tracking));
  page.drawText(text, { x, y, font: style.font, size: style.size, color: style.color });
  if (tracking) page.pushOperators(popGraphicsState());
}

/** Right-aligned variant; the trailing tracking is not counted so the last glyph sits on `right`. */
export function drawTextRight(page: PDFPage, text: string, right: number, y: number, style: TextStyle): void {
  drawText(page, text, right - textWidth(text, style) + (style.tracking ?? 0), y, style);
}
