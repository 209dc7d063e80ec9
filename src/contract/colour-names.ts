import type { I18n } from "@lingui/core";

/**
 * The hair and eye colours the platform names in Portuguese (its option lists
 * and a talent's measures), with their texts in the talent and form catalogs
 * (lingui.config lists this file there). A colour the platform adds later shows
 * as the platform writes it until a text is added here.
 *
 * No macros here: the demo platform seeds its lists from these messages, and
 * pages import only `colourName`, so the lists stay out of their bundles.
 */
export const hairColourNames = [
  /*i18n*/ { id: "colour:preto", message: "Preto" },
  /*i18n*/ { id: "colour:castanho escuro", message: "Castanho Escuro" },
  /*i18n*/ { id: "colour:castanho", message: "Castanho" },
  /*i18n*/ { id: "colour:castanho claro", message: "Castanho Claro" },
  /*i18n*/ { id: "colour:loiro escuro", message: "Loiro Escuro" },
  /*i18n*/ { id: "colour:loiro", message: "Loiro" },
  /*i18n*/ { id: "colour:loiro claro", message: "Loiro Claro" },
  /*i18n*/ { id: "colour:platinado", message: "Platinado" },
  /*i18n*/ { id: "colour:ruivo", message: "Ruivo" },
  /*i18n*/ { id: "colour:grisalho", message: "Grisalho" },
  /*i18n*/ { id: "colour:colorido", message: "Colorido" },
] as const;

export const eyeColourNames = [
  /*i18n*/ { id: "colour:castanhos escuros", message: "Castanhos Escuros" },
  /*i18n*/ { id: "colour:castanhos", message: "Castanhos" },
  /*i18n*/ { id: "colour:castanhos claros", message: "Castanhos Claros" },
  /*i18n*/ { id: "colour:mel", message: "Mel" },
  /*i18n*/ { id: "colour:verdes", message: "Verdes" },
  /*i18n*/ { id: "colour:azuis", message: "Azuis" },
  /*i18n*/ { id: "colour:cinzas", message: "Cinzas" },
  /*i18n*/ { id: "colour:pretos", message: "Pretos" },
] as const;

/** The message id of a colour as the platform writes it: case and outer spaces do not matter. */
export const colourId = (value: string): string => `colour:${value.trim().toLowerCase()}`;

/** A platform colour in the active language; one the catalogs do not know, as the platform wrote it. */
export function colourName(i18n: I18n, value: string): string {
  const id = colourId(value);
  return i18n.messages[id] === undefined ? value : i18n._(id);
}
