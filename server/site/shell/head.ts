import { languageTags } from "../../../src/lib/i18n-tags.js";
import { languageNames } from "../../../src/lib/language-names.js";
import { pageStateId, type PageState } from "../../../src/lib/page-state.js";
import { locales, type Locale } from "../../../src/lib/routes.js";
import { siteName } from "../../../src/lib/seo.js";
import { structuredDataAttribute } from "../../../src/lib/server-head.js";
import { serializeJsonLd, type JsonLd } from "./structured-data.js";
import { pageStateBytes } from "./page-state-bytes.js";
import { manifestPath } from "../../../src/lib/manifest-path.js";

export interface HeadData {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of this page; none for pages that do not exist. */
  canonical?: string;
  /** Absolute URL of the same page in each language. */
  alternates?: Record<Locale, string>;
  /** The name of the list of those pages, in the page's language ("Idioma"). */
  languagesLabel?: string;
  image?: { url: string; width?: number; height?: number; alt: string };
  type: "website" | "profile" | "article";
  noindex: boolean;
  /** Images the page paints first (the home's first slide), fetched before the app runs. */
  preloads?: ImagePreload[];
  /** The page's chunks and the language's catalog (started with the entry, see page-template), and the page's stylesheets. */
  scripts?: string[];
  styles?: string[];
  /** schema.org descriptions of what the page shows (the agency, a talent, a post). */
  structuredData?: JsonLd[];
}

export interface ImagePreload {
  href: string;
  srcSet: string;
  sizes: string;
  media?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * The head of a page for crawlers and link previews (messaging apps read it
 * without running JavaScript). Every tag is marked so the app can replace it.
 */
export function renderHead(head: HeadData): string {
  const tags: string[] = [];
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-server-head>`);

  tags.push(`<title data-server-head>${escapeHtml(head.title)}</title>`);
  meta("name", "description", head.description);
  if (head.noindex) meta("name", "robots", "noindex");
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-server-head>`);
  if (head.alternates) {
    for (const locale of locales) {
      tags.push(`<link rel="alternate" hreflang="${languageTags[locale]}" href="${escapeHtml(head.alternates[locale])}" data-server-head>`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.pt)}" data-server-head>`);
  }
  meta("property", "og:site_name", siteName);
  meta("property", "og:type", head.type);
  meta("property", "og:title", head.title);
  meta("property", "og:description", head.description);
  meta("property", "og:locale", languageTags[head.locale].replace("-", "_"));
  for (const locale of locales) {
    if (locale !== head.locale) meta("property", "og:locale:alternate", languageTags[locale].replace("-", "_"));
  }
  if (head.canonical) meta("property", "og:url", head.canonical);
  meta("name", "twitter:card", head.image ? "summary_large_image" : "summary");
  meta("name", "twitter:title", head.title);
  meta("name", "twitter:description", head.description);
  if (head.image) {
    meta("property", "og:image", head.image.url);
    if (head.image.width) meta("property", "og:image:width", String(head.image.width));
    if (head.image.height) meta("property", "og:image:height", String(head.image.height));
    meta("property", "og:image:alt", head.image.alt);
    meta("name", "twitter:image", head.image.url);
  }
  // Data, not code (the CSP does not apply). Kept when the app replaces the head: crawlers that run the
  // page read the DOM after it; the app drops it on the first navigation to another page.
  for (const data of head.structuredData ?? []) tags.push(`<script type="application/ld+json" ${structuredDataAttribute}>${serializeJsonLd(data)}</script>`);
  // Not marked data-server-head: the app keeps them, and removing one could cancel its download.
  for (const preload of head.preloads ?? []) {
    const media = preload.media ? ` media="${escapeHtml(preload.media)}"` : "";
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(preload.href)}" imagesrcset="${escapeHtml(preload.srcSet)}" imagesizes="${escapeHtml(preload.sizes)}"${media} fetchpriority="high">`,
    );
  }
  return tags.join("\n    ");
}

/**
 * The page's stylesheets, written after the app's own (end of <head>): a page's
 * module styles override global ones, as they do when the app adds them later.
 * The app's preload helper finds them already in place and does not add them again.
 */
function renderStyles(head: HeadData): string {
  return (head.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">\n  `).join("");
}

/** The page the server rendered: the markup of `#root`, and the state the browser hydrates it from. */
export interface ShellBody {
  /** UTF-8, in pieces (see RenderOutput). */
  html: readonly Uint8Array[];
  state: PageState;
  /** See RenderOutput; all of `#root` when absent. */
  firstPaintAfterId?: string;
}

/**
 * Writes the head, the document language and runtime settings into the built
 * index.html. On its own it is the bare app shell, which the browser renders
 * by itself; `pageDocument` adds the page the server rendered.
 */
export function renderShell(template: string, head: HeadData, provider: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${languageTags[head.locale]}"`)
    .replace(/<title data-server-head>[\s\S]*?<\/title>/, "")
    .replace("<!--server-head-->", renderHead(head))
    .replace("</head>", `${renderStyles(head)}</head>`)
    .replace("<!--app-chunks-->", () => escapeHtml((head.scripts ?? []).join(" ")))
    // The web app manifest in the page's language.
    .replace(/ data-manifest="([^"]+)"/, (_attribute, href: string) => ` data-manifest="${manifestPath(head.locale, href)}"`)
    .replace(/(<meta name="passarela:provider" content=")[^"]*(")/, `$1${escapeHtml(provider)}$2`)
    .replace(rootMark, () => rootMark + renderLanguageLinks(head));
}

/**
 * The page in each language, as links under the footer for a visitor without
 * JavaScript, who cannot open the menu that holds the language buttons. Written
 * by the server alone: the browser's app has no use for them.
 */
function renderLanguageLinks({ alternates, languagesLabel, locale: current }: HeadData): string {
  if (!alternates || !languagesLabel) return "";
  const links = locales.map((locale) => {
    const { pathname, search } = new URL(alternates[locale]);
    const tag = languageTags[locale];
    return `<a href="${escapeHtml(pathname + search)}" hreflang="${tag}" lang="${tag}"${locale === current ? ' aria-current="page"' : ""}>${languageNames[locale]}</a>`;
  });
  return `<noscript><nav class="language-links" aria-label="${escapeHtml(languagesLabel)}">${links.join("")}</nav></noscript>`;
}

const rootId = "root";
const rootMark = `<div id="${rootId}"></div>`;

/**
 * A slow phone paints what its parser has read so far: a button still without
 * its label, a row of links half read, and the rest moves as it comes in. The
 * first paint of a rendered page waits for the end tag of its markup instead
 * (`rel=expect`; a browser without it paints as before). That costs only the
 * parsing: every page but a long list fits in the first round trip of a
 * connection, and a long list names its first screen instead.
 */
const paintExpectation = (id: string) => `<link rel="expect" href="#${escapeHtml(id)}" blocking="render">\n  `;

/**
 * The document: the shell with the server-rendered page in `#root` and its
 * state beside it, as bytes in the order they are sent. They are not joined:
 * the pieces a long list shares with its other pages (its no-JavaScript cards,
 * its answers' JSON) stay shared in the render cache, so a cached page of
 * 1,000 talents keeps 56 KB of its own instead of 595. Splicing the
 * markup into the shell as a string would leave a string whose first encoding
 * costs several times a flat one's. The page goes in at the shell's own mark,
 * so nothing in its markup is mistaken for one.
 */
export function pageDocument(shell: string, body: ShellBody): Uint8Array[] {
  const at = shell.indexOf(rootMark);
  if (at < 0) throw new Error("The app shell has no empty #root to render the page into.");
  const head = shell.indexOf("</head>");
  if (head < 0 || head > at) throw new Error("The app shell has no head before its #root.");
  return [
    Buffer.from(`${shell.slice(0, head)}${paintExpectation(body.firstPaintAfterId ?? rootId)}${shell.slice(head, at)}<div id="${rootId}">`),
    ...body.html,
    Buffer.from(`</div>\n    <script type="application/json" id="${pageStateId}">`),
    ...pageStateBytes(body.state),
    Buffer.from(`</script>${shell.slice(at + rootMark.length)}`),
  ];
}
