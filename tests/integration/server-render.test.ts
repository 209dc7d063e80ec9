import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformPaths } from "../../server/platform/platform.js";
import { apiAnswer } from "../../server/site/render/api-answers.js";
import type { PostCard, Staff, TalentCard, TalentProfile, About } from "../../src/contract/site-api.js";
import { pageDataOf } from "../../src/lib/page-data.js";
import type { PageState } from "../../src/lib/page-state.js";
import { resolvePath } from "../../src/lib/routes.js";
import { buildHostileSite } from "../helpers/hostile-site.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// Every route of the table, rendered by the site server in each language: the
// page's own content is in its HTML, with what it was made from written in once.

const hostileTitle = `</script><script>window.__xss=1</script><!--<script>`;
const hostileName = `Ana </SCRIPT><img src=x onerror=alert(1)> Lua`;

let site: TestSite;
let cards: TalentCard[];
let posts: PostCard[];
let hostilePost: PostCard;
let hostileTalent: TalentCard;

beforeAll(async () => {
  // Platform content that tries to break out of the page's script and markup.
  ({ site, cards, posts, hostilePost, hostileTalent } = await buildHostileSite({ title: hostileTitle, name: hostileName }));
});
afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: "GET", url, headers: { accept: "text/html", host: "passarela.test", ...headers } });

/** The markup of #root, and the state written after it (parsed as the browser parses it: up to the first `</script>`). */
function parts(html: string): { root: string; state: PageState } {
  const root = /<div id="root">([\s\S]*)<\/div>\n\s*<script type="application\/json" id="page-state">/.exec(html)?.[1];
  const json = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (root === undefined || json === undefined) throw new Error("The page was not rendered on the server.");
  return { root, state: JSON.parse(json) as PageState };
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("server rendering", () => {
  it("renders every route in pt, en and es with its own content", async () => {
    const woman = cards.find((card) => card.gender === "woman" && card.id !== hostileTalent.id) as TalentCard;
    const profile = (await site.app.inject({ url: `/api/talents/${woman.id}` })).json<TalentProfile>();
    const post = posts.find((p) => p.id !== hostilePost.id) as PostCard;
    const staff = (await site.app.inject({ url: "/api/staff" })).json<Staff>();
    const about = (await site.app.inject({ url: "/api/about" })).json<About>();
    const headings = {
      pt: { talents: "Modelos", gallery: "Galeria", contact: "Contatos", getscouted: "Seja um modelo", hub: "Hub Digital", about: "A agência", privacy: "Política de privacidade", rights: "Os seus direitos", footer: "Privacidade" },
      en: { talents: "Models", gallery: "Gallery", contact: "Contacts", getscouted: "Become a model", hub: "Digital Hub", about: "The agency", privacy: "Privacy policy", rights: "Your rights", footer: "Privacy" },
      es: { talents: "Modelos", gallery: "Galería", contact: "Contactos", getscouted: "Sé modelo", hub: "Hub Digital", about: "La agencia", privacy: "Política de privacidad", rights: "Sus derechos", footer: "Privacidad" },
    } as const;
    for (const locale of ["pt", "en", "es"] as const) {
      const prefix = locale === "pt" ? "" : `/${locale}`;
      const h = headings[locale];
      const page = async (url: string) => {
        const response = await get(prefix + url);
        expect(response.statusCode, prefix + url).toBe(200);
        return parts(response.body);
      };

      const home = await page(prefix ? "" : "/");
      expect(home.root).toContain("Passarela</h1>");
      expect(text(home.root)).toContain(post.title);
      expect(home.root).toMatch(/<img[^>]+srcSet="\/media\//);

      const list = await page("/modelos");
      expect(list.root).toContain(`>${h.talents}</h1>`);
      for (const card of cards.filter((c) => c.id !== hostileTalent.id)) expect(text(list.root)).toContain(card.name);
      expect(list.root.match(/aria-posinset=/g)).toHaveLength(cards.length);
      // Filters are links to their own addresses.
      expect(list.root).toContain(`href="${prefix}/modelos/feminino"`);
      const women = await page("/modelos/feminino");
      expect(women.root.match(/aria-posinset=/g)).toHaveLength(cards.filter((c) => c.gender === "woman").length);

      const talent = await page(`/modelos/${profile.id}/${profile.slug}`);
      const [first = ""] = profile.name.split(" ");
      expect(talent.root).toContain(`<strong>${first}</strong>`);
      for (const value of [profile.measures.height, profile.measures.waist, profile.measures.hips]) {
        expect(text(talent.root)).toContain((value ?? "").split("/")[0]?.trim());
      }
      expect(talent.root).toMatch(/<img[^>]+srcSet="\/media\/[^"]+storage\/talents\//);

      const gallery = await page("/galeria");
      expect(gallery.root).toContain(`>${h.gallery}</h1>`);
      for (const card of posts.slice(0, 6).filter((p) => p.id !== hostilePost.id)) expect(text(gallery.root)).toContain(card.title);

      const article = await page(`/galeria/${post.id}/${post.slug}`);
      expect(text(article.root)).toContain(post.title);
      expect(Object.values(article.state.sanitized)).toHaveLength(1);
      // As sanitised, with its link to the form in the page's language.
      const sanitized = Object.values(article.state.sanitized)[0] ?? "";
      expect(sanitized).toContain('href="/seja-um-modelo"');
      expect(article.root).toContain(sanitized.replaceAll('href="/seja-um-modelo"', `href="${prefix}/seja-um-modelo"`));

      const agency = await page("/agencia");
      expect(agency.root).toContain(`>${h.about}</h1>`);
      expect(text(agency.root)).toContain(text(about.text).trim().split(/\s+/).slice(0, 4).join(" "));
      // The text's link to the form is written in the page's language.
      expect(about.text).toContain('href="/seja-um-modelo"');
      expect(agency.root).toContain(`<a href="${prefix}/seja-um-modelo" rel="noopener noreferrer"`);

      const contacts = await page("/contatos");
      expect(contacts.root).toContain(`>${h.contact}</h1>`);
      for (const person of [...staff.general, ...staff.cities.flatMap((city) => city.people)]) expect(text(contacts.root)).toContain(person.name);

      expect((await page("/hub-digital")).root).toContain(`>${h.hub}</h1>`);
      const form = await page("/seja-um-modelo");
      expect(form.root).toContain(`>${h.getscouted}</h1>`);
      expect(form.root).toContain("<noscript>");
      // The form's lists (states, colours) come with the page rather than after its code.
      expect(Object.keys(form.state.answers)).toContain("/api/options");
      expect((await page("/selecao")).root).toContain('role="status"');

      // The privacy notice, its controller's contacts from the platform's general staff, and the footer's link to it.
      const privacy = await page("/privacidade");
      expect(privacy.root).toContain(`>${h.privacy}</h1>`);
      expect(privacy.root).toContain(`>${h.rights}</h2>`);
      expect(text(privacy.root)).toContain("13.709/2018");
      expect(staff.general.length).toBeGreaterThan(0);
      for (const person of staff.general) {
        expect(text(privacy.root)).toContain(person.name);
        if (person.email) expect(privacy.root).toContain(`href="mailto:${person.email}"`);
      }
      expect(home.root).toContain(`href="${prefix}/privacidade">${h.footer}</a>`);
    }
  });

  it("names a talent's hair and eye colours in the page's language", async () => {
    const names: Record<string, { en: string; es: string }> = {
      Preto: { en: "Black", es: "Negro" },
      Castanho: { en: "Brown", es: "Castaño" },
      "Castanho Escuro": { en: "Dark brown", es: "Castaño oscuro" },
      Castanhos: { en: "Brown", es: "Marrón" },
      "Castanhos Escuros": { en: "Dark brown", es: "Marrón oscuro" },
      Verdes: { en: "Green", es: "Verde" },
    };
    let found: TalentProfile | undefined;
    for (const card of cards.filter((c) => c.id !== hostileTalent.id)) {
      const profile = (await site.app.inject({ url: `/api/talents/${card.id}` })).json<TalentProfile>();
      if ((profile.measures.hair ?? "") in names && (profile.measures.eyes ?? "") in names) {
        found = profile;
        break;
      }
    }
    if (!found) throw new Error("No demo talent has the colours this test names.");
    const { id, slug } = found;
    const hair = found.measures.hair ?? "";
    const eyes = found.measures.eyes ?? "";
    const shown = async (prefix: string) => {
      const root = parts((await get(`${prefix}/modelos/${id}/${slug}`)).body).root;
      return [...root.matchAll(/data-measure="(hair|eyes)"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => `${m[1]}=${m[2]}`);
    };
    // Measures are shown twice on a profile (top and bottom).
    expect(await shown("")).toEqual([`hair=${hair}`, `eyes=${eyes}`, `hair=${hair}`, `eyes=${eyes}`]);
    for (const locale of ["en", "es"] as const) {
      const expected = [`hair=${names[hair]?.[locale] ?? ""}`, `eyes=${names[eyes]?.[locale] ?? ""}`];
      expect(await shown(`/${locale}`)).toEqual([...expected, ...expected]);
    }
  });

  it("marks the platform's Portuguese texts as Portuguese on English and Spanish pages", async () => {
    const post = posts.find((p) => p.id !== hostilePost.id);
    if (!post) throw new Error("The demo content has no posts.");
    for (const prefix of ["/en", "/es", ""]) {
      const postRoot = parts((await get(`${prefix}/galeria/${post.id}/${post.slug}`)).body).root;
      expect(postRoot, prefix).toMatch(/<h1 class="[^"]*" lang="pt-BR">/);
      // The post's body, and the about text, are the platform's HTML.
      expect(postRoot, prefix).toMatch(/<div class="[^"]*" lang="pt-BR">/);
      expect(parts((await get(`${prefix}/agencia`)).body).root, prefix).toMatch(/<div class="[^"]*" lang="pt-BR">/);
      const gallery = parts((await get(`${prefix}/galeria`)).body).root;
      expect(gallery, prefix).toMatch(/<h2 class="[^"]*" lang="pt-BR">/);
      const contacts = parts((await get(`${prefix}/contatos`)).body).root;
      expect(contacts, prefix).toMatch(/<p class="[^"]*" lang="pt-BR">/);
      // The people's names, the general contacts' too ("Imprensa"), on the contacts and the privacy page.
      const names = [...contacts.matchAll(/<li class="[^"]*"><p class="[^"]*"( lang="pt-BR")?>/g)];
      expect(names.length, prefix).toBeGreaterThan(2);
      expect(names.every((name) => name[1]), prefix).toBe(true);
      expect(parts((await get(`${prefix}/privacidade`)).body).root, prefix).toMatch(/<strong lang="pt-BR">/);
      // The home's slides are described by the platform.
      expect(parts((await get(prefix || "/")).body).root, prefix).toMatch(/<img [^>]*alt="[^"]+" lang="pt-BR"/);
    }
  });

  it("writes each answer once, exactly as the site API sends it", async () => {
    const talent = cards[3] as TalentCard;
    for (const url of ["/", "/modelos", `/modelos/${talent.id}/${talent.slug}`, "/galeria", "/galeria?pagina=2", `/galeria/${posts[2]?.id ?? 0}/${posts[2]?.slug ?? ""}`, "/contatos", "/agencia", "/selecao?ids=1,2", "/privacidade", "/seja-um-modelo"]) {
      const resolution = resolvePath(url.split("?")[0] ?? "");
      if (resolution.kind !== "route") throw new Error(url);
      const { main, extra } = pageDataOf(resolution.match, new URLSearchParams(url.split("?")[1] ?? ""));
      const { state } = parts((await get(url)).body);
      expect(Object.keys(state.answers).sort(), url).toEqual([...main, ...extra].sort());
      for (const [apiPath, answer] of Object.entries(state.answers)) {
        const api = await site.app.inject({ url: apiPath });
        expect(answer, `${url}: ${apiPath}`).toEqual(api.json());
        expect(await apiAnswer(site.content, apiPath)).toEqual(api.json());
      }
    }
  });

  it("reads a path the same way every time it is asked for, refused or not", async () => {
    // Each path is read once and remembered: a second read must neither refuse a good path nor take a bad one.
    for (let round = 0; round < 2; round++) {
      expect((await apiAnswer(site.content, "/api/posts?page=2")) as unknown, `round ${round}`).toEqual((await site.app.inject({ url: "/api/posts?page=2" })).json());
      expect(await apiAnswer(site.content, "/api/posts?page=1")).not.toEqual(await apiAnswer(site.content, "/api/posts?page=2"));
      await expect(apiAnswer(site.content, "/api/posts?page=0"), `round ${round}`).rejects.toThrow("No site API answer for /api/posts?page=0.");
      await expect(apiAnswer(site.content, "/api/talents/abc"), `round ${round}`).rejects.toThrow("No site API answer");
      await expect(apiAnswer(site.content, "/api/nothing"), `round ${round}`).rejects.toThrow("No site API answer");
    }
  });

  it("never lets platform text out of the page's script or into its markup", async () => {
    for (const url of ["/", "/galeria", `/galeria/${hostilePost.id}/${hostilePost.slug}`, "/modelos", `/modelos/${hostileTalent.id}/${hostileTalent.slug}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      // One page-state script, one closing tag for it, and no script the platform wrote.
      expect(response.body.match(/<\/script>/gi)?.length, url).toBe(response.body.match(/<script/gi)?.length);
      expect(response.body).not.toContain("<script>window.__xss");
      expect(response.body).not.toContain("<img src=x");
      const { state } = parts(response.body);
      expect(JSON.stringify(state)).toContain(url.includes("modelos") ? hostileName : hostileTitle);
    }
    const { root } = parts((await get(`/galeria/${hostilePost.id}/${hostilePost.slug}`)).body);
    expect(root).toContain("&lt;/script&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;");
  });

  it("answers 404 and 503 pages rendered with their status, in the visitor's language", async () => {
    const missing = await get("/en/modelos/987654/nobody");
    expect(missing.statusCode).toBe(404);
    const notFound = parts(missing.body);
    expect(notFound.root).toContain("Page not found");
    expect(notFound.state.error).toEqual({ url: "/en/modelos/987654/nobody", status: 404 });
    expect(missing.body).toContain('<meta name="robots" content="noindex"');
    expect((await get("/es/nada")).statusCode).toBe(404);

    // The platform goes away: pages whose data was never cached are the 503 page.
    const down = await buildTestSite({ distDir: path.resolve("dist") });
    await down.platform.close();
    try {
      const response = await down.app.inject({ url: "/es/galeria", headers: { accept: "text/html" } });
      expect(response.statusCode).toBe(503);
      const { root, state } = parts(response.body);
      expect(root).toContain("Servicio no disponible");
      expect(root).toContain("platform_unavailable");
      expect(state.error).toEqual({ url: "/es/galeria", status: 503, code: "platform_unavailable" });
    } finally {
      await down.close();
    }
  });

  it("serves the contact form and the privacy notice with the platform down and nothing cached: the contacts are left to the browser", async () => {
    const down = await buildTestSite({ distDir: path.resolve("dist") });
    await down.platform.close();
    try {
      const contact = await down.app.inject({ url: "/en/contatos", headers: { accept: "text/html" } });
      expect(contact.statusCode).toBe(200);
      const form = parts(contact.body);
      expect(form.state.error).toBeNull();
      // The form sends to its own page on the site, which keeps the message until the platform takes it.
      expect(form.root).toMatch(/<section id="contato"[^>]*>.*<form[^>]* action="\/en\/contatos#contato" method="post">/s);
      expect(text(form.root)).toContain("Send message");
      expect(Object.keys(form.state.answers)).toEqual([]);

      // The application form's lists, too, are left to the browser.
      const application = await down.app.inject({ url: "/seja-um-modelo", headers: { accept: "text/html" } });
      expect(application.statusCode).toBe(200);
      expect(parts(application.body).state.answers).toEqual({});

      const privacy = await down.app.inject({ url: "/privacidade", headers: { accept: "text/html" } });
      expect(privacy.statusCode).toBe(200);
      expect(text(parts(privacy.body).root)).toContain("Quem é o controlador");
      // A page whose own content is the platform's is still the 503 page.
      expect((await down.app.inject({ url: "/agencia", headers: { accept: "text/html" } })).statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });

  it("renders the gallery list's later pages from its address, and sends an address past the last page to the last", async () => {
    const lastPage = Math.ceil(posts.length / 6);
    expect(lastPage).toBeGreaterThanOrEqual(3);
    const postIds = (root: string) => [...new Set([...root.matchAll(/href="\/en\/galeria\/(\d+)\//g)].map((match) => Number(match[1])))];
    const ids = posts.map((post) => post.id);

    const second = parts((await get("/en/galeria?pagina=2")).body);
    expect(postIds(second.root)).toEqual(ids.slice(0, 12));
    // Without JavaScript, "load more" goes on to the next page, at its first card.
    expect(second.root).toContain('<li id="pagina-2">');
    expect(second.root).toContain('href="?pagina=3#pagina-3"');
    expect(Object.keys(second.state.answers)).toEqual(expect.arrayContaining(["/api/posts?page=1", "/api/posts?page=2"]));

    const last = parts((await get(`/en/galeria?pagina=${lastPage}`)).body).root;
    expect(postIds(last)).toEqual(ids);
    expect(last).not.toContain("?pagina=");

    // For now: the page may exist once more posts are published. Past the API's last page too.
    for (const asked of ["99&utm_source=x", "10001", "99999999999999999999"]) {
      const past = await get(`/en/galeria?pagina=${asked}`);
      expect(past.statusCode, asked).toBe(302);
      expect(past.headers.location).toBe(`/en/galeria?pagina=${lastPage}`);
      expect(past.headers["cache-control"]).toBe("no-cache");
    }
    // Not a number: the first page.
    expect(postIds(parts((await get("/en/galeria?pagina=dois")).body).root)).toEqual(ids.slice(0, 6));
  });

  it("opens a profile on the gallery its address names, and preloads that gallery's first photo", async () => {
    const profile = (await site.app.inject({ url: `/api/talents/${(cards[0] as TalentCard).id}` })).json<TalentProfile>();
    const [book, snap] = [profile.galleries.book[0], profile.galleries.snap[0]];
    if (!book || !snap) throw new Error("The first talent needs a portfolio and polaroids.");
    const html = (await get(`/modelos/${profile.id}/${profile.slug}?galeria=snap`)).body;
    const panel = /role="tabpanel"[\s\S]*?<img[^>]*src="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(panel).toContain(snap.src);
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(snap.src);
    // Without JavaScript, the tabs are links to the other galleries.
    expect(html).toMatch(/<noscript><nav aria-label="Galerias"[^>]*><a[^>]*href="\?galeria=book#galerias">Portfolio<\/a><a[^>]*href="\?galeria=snap#galerias" aria-current="page">/);
    // An unknown gallery is the first one.
    expect(/role="tabpanel"[\s\S]*?<img[^>]*src="([^"]+)"/.exec((await get(`/modelos/${profile.id}/${profile.slug}?galeria=nada`)).body)?.[1]).toContain(book.src);
  });

  it("keeps a rendered page until its data changes, and revalidates it with its ETag", async () => {
    const first = await get("/en/modelos");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await get("/en/modelos");
    expect(again.headers.etag).toBe(etag);
    const revalidated = await get("/en/modelos", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);

    // New content on the platform: once the cached answer is refreshed, a new page (and ETag).
    const db = new Database(platformPaths(site.dataDir).database);
    const talent = cards[5] as TalentCard;
    db.prepare("UPDATE talents SET name = ? WHERE id = ?").run("Zuleica Renomeada", talent.id);
    db.close();
    site.cache.clear();
    const changed = await get("/en/modelos");
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain("Zuleica Renomeada");
  });
});
