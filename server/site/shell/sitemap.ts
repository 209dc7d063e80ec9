import { previewImageWidth } from "../../../src/contract/media.js";
import { mediaUrl } from "../../../src/lib/media.js";
import { languageTags } from "../../../src/lib/i18n-tags.js";
import { locales, routeNames, switchLocale, talentCategories, type RouteMatch } from "../../../src/lib/routes.js";
import { noIndexRoutes } from "../../../src/lib/seo.js";
import type * as Site from "../../../src/contract/site-api.js";
import { bodyOf, type Body } from "../bodies.js";
import type { SiteContent } from "../content.js";
import { isoDate } from "./structured-data.js";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type DatedPosts = Awaited<ReturnType<SiteContent["allPostsDated"]>>;

interface SitemapPage {
  match: RouteMatch;
  /** When the platform last published it (posts), as an ISO date-time. */
  lastmod?: string;
  /** The media key of the picture it shows first (a talent's cover, a post's cover). */
  image?: string | null;
}


/** Every indexable page in one language, as a match that can be written in all three. */
function indexablePages(talents: Site.TalentList, posts: DatedPosts): SitemapPage[] {
  const pages: SitemapPage[] = [];
  for (const name of routeNames) {
    if (noIndexRoutes.has(name) || name === "talent" || name === "galleryItemDetails") continue;
    pages.push({ match: { name, params: {}, locale: "pt" } });
  }
  for (const category of talentCategories) pages.push({ match: { name: "talents", params: { category }, locale: "pt" } });
  for (const talent of talents.talents) pages.push({ match: { name: "talent", params: { id: talent.id, name: talent.slug }, locale: "pt" }, image: talent.cover });
  for (const post of posts.cards) {
    pages.push({
      match: { name: "galleryItemDetails", params: { id: post.id, slug: post.slug }, locale: "pt" },
      lastmod: isoDate(posts.publishedAt[post.id]),
      image: post.cover,
    });
  }
  return pages;
}

/**
 * sitemap.xml: every page in the three languages, each with its language
 * alternates, its date where the platform gives one (posts) and its picture.
 */
function renderSitemap(talents: Site.TalentList, posts: DatedPosts, origin: string): string {
  const urls: string[] = [];
  for (const { match, lastmod, image } of indexablePages(talents, posts)) {
    const extra = [
      ...locales.map((l) => `    <xhtml:link rel="alternate" hreflang="${languageTags[l]}" href="${escapeXml(origin + switchLocale(match, l))}"/>`),
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      ...(image ? [`    <image:image><image:loc>${escapeXml(`${origin}${mediaUrl(image, previewImageWidth)}`)}</image:loc></image:image>`] : []),
    ].join("\n");
    for (const locale of locales) {
      urls.push(`  <url>\n    <loc>${escapeXml(origin + switchLocale(match, locale))}</loc>\n${extra}\n  </url>`);
    }
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"` +
    ` xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join("\n")}\n</urlset>\n`
  );
}

let last: { talents: Site.TalentList; posts: DatedPosts; origin: string; body: Body } | undefined;

/**
 * sitemap.xml as a body, written again only when the talents, the posts (the
 * cached answers' objects) or the origin change: it is 140 KB with the demo's
 * 60 talents, and compressed once per body (encoded-bodies.ts).
 */
export async function sitemapBody(content: SiteContent, origin: string): Promise<Body> {
  const [talents, posts] = await Promise.all([content.talents(), content.allPostsDated()]);
  if (last?.talents === talents && last.posts === posts && last.origin === origin) return last.body;
  const body = bodyOf([Buffer.from(renderSitemap(talents, posts, origin))], "application/xml; charset=utf-8");
  last = { talents, posts, origin, body };
  return body;
}

/**
 * The selection page is not disallowed: crawlers must read it to see its noindex.
 * /media/ is allowed: it holds the pictures pages show and link previews point at
 * (og:image); the API, PDFs included, stays out.
 */
export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
