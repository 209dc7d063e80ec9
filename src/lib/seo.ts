import type { MessageDescriptor } from "@lingui/core";
import type { Gender, Measures } from "../contract/site-api.js";
import type { RouteName } from "./routes.js";
import { idsQuery, parseIds } from "./selection-ids.js";

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
    // `measures` is "none" or the main measures, written by talentSeoValues below.
    description: /*i18n*/ {
      id: "seo.talent.description",
      message: "{name} na Passarela{measures, select, none {} other {: {measures}}}. Portfolio, polaroids e vídeos.",
    },
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
  privacy: {
    title: /*i18n*/ { id: "seo.privacy.title", message: "Política de privacidade" },
    description: /*i18n*/ {
      id: "seo.privacy.description",
      message: "Como a Passarela trata os dados pessoais que recebe por este site, por quanto tempo os guarda e como exercer seus direitos (LGPD).",
    },
  },
  notFound: {
    title: /*i18n*/ { id: "seo.notFound.title", message: "Página não encontrada" },
    description: /*i18n*/ { id: "seo.notFound.description", message: "Não foi possível encontrar esta página." },
  },
};

/** A shared selection (`/selecao?ids=…`): someone's choice of talents sent to the visitor, not the visitor's own. */
const sharedSelectionSeo: PageSeo = {
  title: /*i18n*/ { id: "seo.sharedSelection.title", message: "Seleção compartilhada" },
  description: /*i18n*/ { id: "seo.sharedSelection.description", message: "Uma seleção de modelos da Passarela, compartilhada com você." },
};

/** A shared selection's talents as the page reads them (see parseIds), or null for the visitor's own selection. */
function sharedIds(name: RouteName | "notFound", search: URLSearchParams): number[] | null {
  return name === "selection" && search.has("ids") ? parseIds(search.get("ids")) : null;
}

/** A page's title and description, as its address asks: a shared selection is named as one. */
export const seoOf = (name: RouteName | "notFound", search: URLSearchParams): PageSeo => (sharedIds(name, search) === null ? pageSeo[name] : sharedSelectionSeo);

/** The query a page's canonical and alternate addresses keep: a shared selection's talents, without which it would be the visitor's own. */
export function canonicalQuery(name: RouteName | "notFound", search: URLSearchParams): string {
  const ids = sharedIds(name, search);
  return ids === null ? "" : idsQuery(ids);
}

/** Pages that search engines must not index. */
export const noIndexRoutes: ReadonlySet<RouteName> = new Set(["selection"]);

/** "Title | Passarela", except the home title which already names the agency. */
export function fullTitle(title: string, name: RouteName | "notFound"): string {
  return name === "home" ? title : `${title} | ${siteName}`;
}

/** The main measures a profile's link preview names, each with its label (a man's bust is his chest). */
const measureSeo = {
  height: /*i18n*/ { id: "seo.measure.height", message: "altura {value}" },
  bust: /*i18n*/ { id: "seo.measure.bust", message: "busto {value}" },
  chest: /*i18n*/ { id: "seo.measure.chest", message: "tórax {value}" },
  waist: /*i18n*/ { id: "seo.measure.waist", message: "cintura {value}" },
  hips: /*i18n*/ { id: "seo.measure.hips", message: "quadril {value}" },
} satisfies Record<string, MessageDescriptor>;

type Translate = (descriptor: MessageDescriptor, values: Record<string, string>) => string;

/**
 * Values of a profile's title and description: its name and its main measures
 * in centimetres ("altura 178 cm, busto 86 cm, cintura 62 cm, quadril 90 cm"),
 * the part of each stored "cm / in" value before the slash; waist only for women.
 */
export function talentSeoValues(talent: { name: string; gender: Gender; measures: Measures }, translate: Translate): Record<string, string> {
  const parts: string[] = [];
  for (const key of ["height", "bust", "waist", "hips"] as const) {
    if (key === "waist" && talent.gender !== "woman") continue;
    const value = talent.measures[key]?.split("/")[0]?.trim();
    if (!value) continue;
    const label = key === "bust" && talent.gender === "man" ? measureSeo.chest : measureSeo[key];
    parts.push(translate(label, { value: /^\d+(?:[.,]\d+)?$/.test(value) ? `${value} cm` : value }));
  }
  return { name: talent.name, measures: parts.length > 0 ? parts.join(", ") : "none" };
}
