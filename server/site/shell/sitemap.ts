import { languageTags } from "../../../src/lib/i18n-tags.js";
import { locales, routeNames, switchLocale, talentCategories, type RouteMatch } from "../../../src/lib/routes.js";
import { noIndexRoutes } from "../../../src/lib/seo.js";
import type { SiteContent } from "../content.js";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every indexable page in one language, as a match that can be written in all three. */
async function indexablePages(content: SiteContent): Promise<RouteMatch[]> {
  const pages: RouteMatch[] = [];
  for (const name of routeNames) {
    if (noIndexRoutes.has(name) || name === "talent" || name === "galleryItemDetails") continue;
    pages.push({ name, params: {}, locale: "pt" });
  }
  for (const category of talentCategories) pages.push({ name: "talents", params: { category }, locale: "pt" });
  const [{ talents }, posts] = await Promise.all([content.talents(), content.allPosts()]);
  for (const talent of talents) pages.push({ name: "talent", params: { id: talent.id, name: talent.slug }, locale: "pt" });
  for (const post of posts) pages.push({ name: "galleryItemDetails", params: { id: post.id, slug: post.slug }, locale: "pt" });
  return pages;
}

/** sitemap.xml: every page in the three languages, each with its language alternates. */
export async function renderSitemap(content: SiteContent, origin: string): Promise<string> {
  const urls: string[] = [];
  for (const page of await indexablePages(content)) {
    const alternates = locales
      .map((l) => `    <xhtml:link rel="alternate" hreflang="${languageTags[l]}" href="${escapeXml(origin + switchLocale(page, l))}"/>`)
      .join("\n");
    for (const locale of locales) {
      urls.push(`  <url>\n    <loc>${escapeXml(origin + switchLocale(page, locale))}</loc>\n${alternates}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

// The selection page is not disallowed: crawlers must read it to see its noindex.
export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /media/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
