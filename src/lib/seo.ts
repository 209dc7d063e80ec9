import type { MessageDescriptor } from "@lingui/core";
import type { RouteName } from "./routes.js";

/**
 * Titles and descriptions of every page, as message descriptors with explicit
 * ids. The browser translates them with Lingui; the server reads the same PO
 * catalogs to write link previews, so both always agree.
 */
export interface PageSeo {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const siteName = "Passarela";

export const pageSeo: Record<RouteName | "notFound", PageSeo> = {
  home: {
    title: /*i18n*/ { id: "seo.home.title", message: "Passarela — Agência de modelos no Rio de Janeiro e em São Paulo" },
    description: /*i18n*/ {
      id: "seo.home.description",
      message: "Modelos femininos, masculinos e curves da Passarela, agência de modelos e talentos do Rio de Janeiro e de São Paulo.",
    },
  },
  about: {
    title: /*i18n*/ { id: "seo.about.title", message: "A agência" },
    description: /*i18n*/ { id: "seo.about.description", message: "Conheça a Passarela, agência de modelos e talentos com escritórios no Rio de Janeiro e em São Paulo." },
  },
  hubDigital: {
    title: /*i18n*/ { id: "seo.hubDigital.title", message: "Hub Digital" },
    description: /*i18n*/ { id: "seo.hubDigital.description", message: "O Hub Digital da Passarela: em breve." },
  },
  gallery: {
    title: /*i18n*/ { id: "seo.gallery.title", message: "Galeria" },
    description: /*i18n*/ { id: "seo.gallery.description", message: "Campanhas, editoriais e novidades dos modelos da Passarela." },
  },
  galleryItemDetails: {
    title: /*i18n*/ { id: "seo.post.title", message: "{title} — Galeria" },
    description: /*i18n*/ { id: "seo.post.description", message: "{title}: {subtitle}" },
  },
  talents: {
    title: /*i18n*/ { id: "seo.talents.title", message: "Modelos" },
    description: /*i18n*/ { id: "seo.talents.description", message: "Veja os modelos da Passarela: feminino, masculino e curves, com medidas, books e polaroids." },
  },
  talent: {
    title: /*i18n*/ { id: "seo.talent.title", message: "{name} — Modelo" },
    description: /*i18n*/ { id: "seo.talent.description", message: "{name} na Passarela: medidas, portfolio, polaroids e vídeos." },
  },
  contact: {
    title: /*i18n*/ { id: "seo.contact.title", message: "Contatos" },
    description: /*i18n*/ { id: "seo.contact.description", message: "Fale com a Passarela no Rio de Janeiro e em São Paulo: bookers, scouters e contatos gerais." },
  },
  getscouted: {
    title: /*i18n*/ { id: "seo.getscouted.title", message: "Seja um modelo" },
    description: /*i18n*/ { id: "seo.getscouted.description", message: "Quer ser modelo? Envie sua inscrição para a Passarela com quatro fotos." },
  },
  selection: {
    title: /*i18n*/ { id: "seo.selection.title", message: "Minha seleção" },
    description: /*i18n*/ { id: "seo.selection.description", message: "Os modelos que você selecionou na Passarela." },
  },
  notFound: {
    title: /*i18n*/ { id: "seo.notFound.title", message: "Página não encontrada" },
    description: /*i18n*/ { id: "seo.notFound.description", message: "This page could not be found." },
  },
};

/** Pages that search engines must not index. */
export const noIndexRoutes: ReadonlySet<RouteName> = new Set(["selection"]);

/** "Title | Passarela", except the home title which already names the agency. */
export function fullTitle(title: string, name: RouteName | "notFound"): string {
  return name === "home" ? title : `${title} | ${siteName}`;
}
