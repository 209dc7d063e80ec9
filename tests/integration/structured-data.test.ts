import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post, PostCard, Staff, TalentCard, TalentProfile } from "../../src/contract/site-api.js";
import { validateJsonLd } from "../helpers/schema-org.js";
import { buildHostileSite } from "../helpers/hostile-site.js";
import type { TestSite } from "../helpers/site.js";

// What search engines read besides the page: JSON-LD in the head (checked against
// schema.org's types), robots.txt and the sitemap.

const hostileTitle = `</script><script>window.__xss=1</script><!--<script>`;
const hostileName = `Ana </SCRIPT><img src=x onerror=alert(1)> Lua\u2028`;

let site: TestSite;
let cards: TalentCard[];
let posts: PostCard[];
let hostilePost: PostCard;
let hostileTalent: TalentCard;

beforeAll(async () => {
  ({ site, cards, posts, hostilePost, hostileTalent } = await buildHostileSite({ title: hostileTitle, name: hostileName, skip: 1 }));
});
afterAll(() => site.close());

const get = (url: string) => site.app.inject({ method: "GET", url, headers: { accept: "text/html", host: "passarela.test" } });
const api = async <T>(url: string) => (await site.app.inject({ url })).json<T>();

/** Every JSON-LD block of a page, read as a browser's parser reads it: up to the first `</script>`. */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? "");
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** The one JSON-LD block a page has, checked against schema.org's types. */
async function theBlock(url: string): Promise<Record<string, unknown>> {
  const blocks = structuredData((await get(url)).body);
  expect(blocks, url).toHaveLength(1);
  expect(validateJsonLd(blocks[0]), url).toEqual([]);
  return blocks[0] as Record<string, unknown>;
}

describe("structured data", () => {
  it("describes the agency on the home and contact pages, with both offices' addresses and phones from the platform", async () => {
    const staff = await api<Staff>("/api/staff");
    for (const url of ["/", "/contatos", "/en/contatos", "/es"]) {
      const organization = (await theBlock(url)) as { "@type": string; name: string; department: { name: string; telephone?: string; address?: Record<string, string> }[] };
      expect(organization["@type"]).toBe("Organization");
      expect(organization.name).toBe("Passarela");
      expect(organization.department).toHaveLength(2);
      for (const city of staff.cities) {
        const office = organization.department.find((d) => d.address?.streetAddress === city.address);
        expect(office, city.key).toBeDefined();
        expect(office?.telephone).toBe(city.phone);
        expect(office?.address?.addressCountry).toBe("BR");
        expect(office?.address?.postalCode).toMatch(/^\d{5}-?\d{3}$/);
      }
      expect(organization.department.map((d) => d.address?.addressRegion).sort()).toEqual(["RJ", "SP"]);
    }
  });

  it("describes a profile as a Person with name, image and page", async () => {
    const card = cards.find((c) => c.cover && c.id !== hostileTalent.id) as TalentCard;
    const profile = await api<TalentProfile>(`/api/talents/${card.id}`);
    for (const prefix of ["", "/en"]) {
      expect(await theBlock(`${prefix}/modelos/${card.id}/${card.slug}`)).toMatchObject({
        "@type": "Person",
        name: profile.name,
        image: `http://passarela.test/media/1280/${profile.cover ?? ""}`,
        url: `http://passarela.test${prefix}/modelos/${card.id}/${card.slug}`,
      });
    }
  });

  it("describes a post as an Article with headline, image and publication date", async () => {
    const card = posts.find((p) => p.cover && p.id !== hostilePost.id) as PostCard;
    const post = await api<Post>(`/api/posts/${card.id}`);
    expect(await theBlock(`/galeria/${card.id}/${card.slug}`)).toMatchObject({
      "@type": "Article",
      headline: post.title,
      image: `http://passarela.test/media/1280/${post.cover ?? ""}`,
      datePublished: new Date(post.publishedAt ?? "").toISOString(),
      publisher: { "@type": "Organization", name: "Passarela" },
    });
  });

  it("keeps hostile names and titles inside their script element, as data", async () => {
    for (const [url, field, expected] of [
      [`/galeria/${hostilePost.id}/${hostilePost.slug}`, "headline", hostileTitle],
      [`/modelos/${hostileTalent.id}/${hostileTalent.slug}`, "name", hostileName],
    ] as const) {
      const html = (await get(url)).body;
      const blocks = structuredData(html);
      // Cut at the first `</script>`, the block still parses, and holds the text exactly.
      expect(blocks, url).toHaveLength(1);
      expect((blocks[0] as Record<string, unknown>)[field]).toBe(expected);
      expect(html).not.toContain("window.__xss=1</script>");
      expect(html).not.toMatch(/<img src=x/i);
    }
  });

  it("has no structured data on pages that describe neither the agency nor one talent or post", async () => {
    for (const url of ["/modelos", "/galeria", "/agencia", "/nada"]) expect(structuredData((await get(url)).body), url).toEqual([]);
  });

  it("the schema.org check refuses what is not schema.org", () => {
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Person", name: "Ana", heigth: "176" })).toEqual(["$.heigth: not a property of Person"]);
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Modelo", name: "Ana" })[0]).toMatch(/unknown @type/);
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Article", publisher: { "@type": "Place", name: "x" } })[0]).toMatch(/fits none/);
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Article", datePublished: "ontem" })[0]).toMatch(/fits none/);
    expect(validateJsonLd({ "@context": "https://schema.org", "@type": "Person", image: "not a url" })[0]).toMatch(/fits none/);
    expect(validateJsonLd({ "@context": "http://example.com", "@type": "Person" })[0]).toMatch(/is not https:\/\/schema.org/);
  });
});

describe("crawl files", () => {
  it("robots.txt keeps the API out and lets crawlers fetch the pictures pages show", async () => {
    const robots = (await site.app.inject({ url: "/robots.txt", headers: { host: "passarela.test" } })).body;
    const rules = robots.split("\n").filter((line) => /^(Allow|Disallow):/.test(line));
    expect(rules).toContain("Disallow: /api/");
    expect(rules.filter((line) => line.startsWith("Disallow:") && "/media/1280/x.jpg".startsWith(line.slice(9).trim()))).toEqual([]);
    // The image a link preview names is under a path robots allow.
    const card = cards.find((c) => c.cover) as TalentCard;
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec((await get(`/modelos/${card.id}/${card.slug}`)).body)?.[1] ?? "";
    const imagePath = new URL(ogImage).pathname;
    expect(rules.some((line) => line.startsWith("Disallow:") && imagePath.startsWith(line.slice(9).trim()))).toBe(false);
  });

  it("the sitemap dates each post by its publication and lists the picture of each talent and post", async () => {
    const sitemap = (await site.app.inject({ url: "/sitemap.xml", headers: { host: "passarela.test" } })).body;
    expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    const entryOf = (loc: string) => entries.find((entry) => entry.includes(`<loc>${loc}</loc>`)) ?? "";
    const post = posts.find((p) => p.cover && p.id !== hostilePost.id) as PostCard;
    const full = await api<Post>(`/api/posts/${post.id}`);
    for (const prefix of ["", "/en", "/es"]) {
      const entry = entryOf(`http://passarela.test${prefix}/galeria/${post.id}/${post.slug}`);
      expect(entry).toContain(`<lastmod>${new Date(full.publishedAt ?? "").toISOString()}</lastmod>`);
      expect(entry).toContain(`<image:image><image:loc>http://passarela.test/media/1280/${post.cover ?? ""}</image:loc></image:image>`);
    }
    const talent = cards.find((c) => c.cover) as TalentCard;
    expect(entryOf(`http://passarela.test/modelos/${talent.id}/${talent.slug}`)).toContain(`<image:loc>http://passarela.test/media/1280/${talent.cover ?? ""}</image:loc>`);
    // Every post has a date; pages the platform gives no date for have none.
    expect(entries.filter((entry) => entry.includes("/galeria/") && !entry.includes("<lastmod>"))).toEqual([]);
    expect(entryOf("http://passarela.test/contatos")).not.toContain("<lastmod>");
  });
});
