import type { PdfModel } from "./model.js";

export interface HandleLine {
  label: string;
  handle: string;
}

/** Reduces `maria`, `@maria` or a profile URL to `@maria`. */
export function toHandle(raw: string | null | undefined): string | undefined {
  const value = (raw ?? "")
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?(?:instagram\.com|tiktok\.com)\//i, "")
    .replace(/[/?#].*$/, "")
    .replace(/^@+/, "");
  return value ? `@${value}` : undefined;
}

/** The social rows of the card, only for the networks the talent has. */
export function handleLines(model: Pick<PdfModel, "instagram" | "tiktok">): HandleLine[] {
  const lines: HandleLine[] = [];
  const instagram = toHandle(model.instagram);
  const tiktok = toHandle(model.tiktok);
  if (instagram) lines.push({ label: "Instagram", handle: instagram });
  if (tiktok) lines.push({ label: "TikTok", handle: tiktok });
  return lines;
}
