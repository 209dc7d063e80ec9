import type { Locale } from "../lib/routes.js";

/**
 * The selection document's file name and title (PDF viewers show it in the window's title bar),
 * in the language of the page that asked for it.
 */
export const selectionPdfNames: Record<Locale, { fileName: string; title: string }> = {
  pt: { fileName: "selecao-passarela.pdf", title: "Seleção — Passarela" },
  en: { fileName: "passarela-selection.pdf", title: "Selection — Passarela" },
  es: { fileName: "seleccion-passarela.pdf", title: "Selección — Passarela" },
};
