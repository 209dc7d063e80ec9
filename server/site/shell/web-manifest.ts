import { pathFor, type Locale } from "../../../src/lib/routes.js";

/** What the install sheet and the installed app say, in one language. */
interface ManifestTexts {
  name: string;
  description: string;
  lang: string;
  /** The shortcuts' names: the talents list, then the application form. */
  shortcuts: readonly [string, string];
  /** Read aloud on the install sheet, one per screenshot of scripts/manifest-screenshots.ts, in its order. */
  screenshotLabels: readonly [string, string];
}

export const manifestTexts: Record<Locale, ManifestTexts> = {
  pt: {
    name: "Passarela — Agência de modelos",
    description: "Modelos, portfolios e inscrições da Passarela, agência de modelos do Rio de Janeiro e de São Paulo.",
    lang: "pt-BR",
    shortcuts: ["Modelos", "Seja um modelo"],
    screenshotLabels: ["Página inicial da Passarela no celular", "Lista de modelos da Passarela no computador"],
  },
  en: {
    name: "Passarela — Modeling agency",
    description: "Models, portfolios and applications of Passarela, a modeling agency in Rio de Janeiro and São Paulo.",
    lang: "en",
    shortcuts: ["Models", "Become a model"],
    screenshotLabels: ["Passarela's home page on a phone", "Passarela's models list on a computer"],
  },
  es: {
    name: "Passarela — Agencia de modelos",
    description: "Modelos, portafolios e inscripciones de Passarela, agencia de modelos de Río de Janeiro y São Paulo.",
    lang: "es",
    shortcuts: ["Modelos", "Sé modelo"],
    screenshotLabels: ["Página de inicio de Passarela en el móvil", "Lista de modelos de Passarela en el ordenador"],
  },
};

/** Each screenshot is taken once per language (`npm run screenshots`), so the install sheet shows the site in the visitor's language. */
export const screenshotSrc = (name: string, locale: Locale) => `/screenshots/${name}.${locale}.webp`;
const builtScreenshot = /^\/screenshots\/([\w-]+)\.pt\.webp$/;

/** The fields of the built manifest that this module rewrites; the rest (icons, colours, display) is kept as built. */
interface WebManifest {
  id?: string;
  start_url?: string;
  shortcuts?: { name: string; url: string }[];
  screenshots?: { src?: string; label?: string }[];
  [field: string]: unknown;
}

/** A built screenshot's picture and label in `locale`. */
function localizedScreenshot(shot: { src?: string; label?: string }, index: number, locale: Locale) {
  const name = builtScreenshot.exec(shot.src ?? "")?.[1];
  return { ...shot, ...(name ? { src: screenshotSrc(name, locale) } : {}), label: manifestTexts[locale].screenshotLabels[index] ?? shot.label };
}

/**
 * The built manifest (Portuguese) in another language. Each language is an app
 * of its own (`id`): installed from an English page, it is named in English
 * and opens on the English home page, and a language switch in the browser
 * never renames an app already installed.
 */
export function localizedManifest(built: WebManifest, locale: Locale): WebManifest {
  const texts = manifestTexts[locale];
  const home = pathFor("home", {}, locale);
  const shortcutPaths = [pathFor("talents", {}, locale), pathFor("getscouted", {}, locale)];
  return {
    ...built,
    id: home,
    start_url: home,
    name: texts.name,
    description: texts.description,
    lang: texts.lang,
    ...(built.shortcuts ? { shortcuts: built.shortcuts.map((shortcut, index) => ({ ...shortcut, name: texts.shortcuts[index] ?? shortcut.name, url: shortcutPaths[index] ?? shortcut.url })) } : {}),
    ...(built.screenshots ? { screenshots: built.screenshots.map((shot, index) => localizedScreenshot(shot, index, locale)) } : {}),
  };
}
