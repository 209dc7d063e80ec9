import { resolvePath, switchLocale, type Locale } from "./routes.js";

/** An anchor's href in serialised HTML (as the sanitiser writes it: double quotes, `&` as `&amp;`). */
const anchorHref = /(<a\b[^>]*?\shref=")([^"]*)(")/g;

/**
 * Links of CMS HTML to the site's own pages, in the page's language: on an
 * English page `/seja-um-modelo` becomes `/en/seja-um-modelo`, for a hover, a
 * copied link, a new tab or a visitor without JavaScript as much as for a
 * click. Other links are left as they are.
 */
export function localizeLinks(html: string, locale: Locale, origin: string): string {
  const site = new URL(origin).origin;
  return html.replace(anchorHref, (whole, before: string, href: string, after: string) => {
    // Only a path from the root or a full address: `#top`, `?p=2` or `contatos` stay in their page.
    if (!/^(\/(?!\/)|https?:\/\/)/i.test(href)) return whole;
    let url: URL;
    try {
      url = new URL(href.replaceAll("&amp;", "&"), site);
    } catch {
      return whole;
    }
    if (url.origin !== site) return whole;
    const resolution = resolvePath(url.pathname);
    if (resolution.kind !== "route") return whole;
    const localized = switchLocale(resolution.match, locale) + url.search + url.hash;
    return before + localized.replaceAll("&", "&amp;").replaceAll('"', "&quot;") + after;
  });
}
