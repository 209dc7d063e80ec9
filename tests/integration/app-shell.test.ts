import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostPage, Slides, TalentList, TalentProfile } from "../../src/contract/site-api.js";
import { desktopSlideShape, desktopSlideSources, galleryPhotoSources, mobileSlideShape, mobileSlideSources, slideSizes } from "../../src/lib/lcp-images.js";
import { sitemapBody } from "../../server/site/shell/sitemap.js";
import { rawClient } from "../helpers/raw-http.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// Navigations answered by the server from the route table: status, head, crawl files.
let site: TestSite;

beforeAll(async () => {
  site = await buildTestSite({ distDir: path.resolve("dist") });
});
afterAll(() => site.close());

const html = (url: string) => site.app.inject({ method: "GET", url, headers: { accept: "text/html", host: "passarela.test" } });

describe("app shell", () => {
  it("answers every page of the table with 200, its own title and language", async () => {
    const cases: [string, string, string][] = [
      ["/", "pt-BR", "Passarela — Agência de modelos no Rio de Janeiro e em São Paulo"],
      ["/en/agencia", "en", "The agency | Passarela"],
      ["/es/modelos/curves", "es", "Modelos | Passarela"],
      ["/hub-digital", "pt-BR", "Hub Digital | Passarela"],
      ["/en/galeria", "en", "Gallery | Passarela"],
      ["/es/contatos", "es", "Contactos | Passarela"],
      ["/en/seja-um-modelo", "en", "Become a model | Passarela"],
      ["/privacidade", "pt-BR", "Política de privacidade | Passarela"],
      ["/es/privacidade", "es", "Política de privacidad | Passarela"],
    ];
    for (const [url, lang, title] of cases) {
      const response = await html(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<html lang="${lang}"`);
      expect(response.body).toContain(`<title data-server-head>${title}</title>`);
      expect(response.body.match(/<title/g)).toHaveLength(1);
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("redirects /pt paths with a 301, keeping the query", async () => {
    const response = await html("/pt/modelos?q=ana");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/modelos?q=ana");
    expect((await html("/pt")).headers.location).toBe("/");
  });

  it("redirects a talent's or a post's page named otherwise (no name, an old one) to its own address with a 301", async () => {
    const { talents } = (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>();
    const { posts } = (await site.app.inject({ method: "GET", url: "/api/posts" })).json<PostPage>();
    const talent = talents[2];
    const post = posts[1];
    if (!talent || !post) throw new Error("the demo content has too few talents or posts");
    const cases: [string, string][] = [
      [`/modelos/${talent.id}`, `/modelos/${talent.id}/${talent.slug}`],
      [`/en/modelos/${talent.id}/nome-antigo?from=share`, `/en/modelos/${talent.id}/${talent.slug}?from=share`],
      [`/es/galeria/${post.id}`, `/es/galeria/${post.id}/${post.slug}`],
      [`/galeria/${post.id}/slug-antigo`, `/galeria/${post.id}/${post.slug}`],
    ];
    for (const [url, to] of cases) {
      const response = await html(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(to);
      expect((await html(to)).statusCode, to).toBe(200);
    }
    // From /pt, first without the prefix, then to the page's own address.
    expect((await html(`/pt/modelos/${talent.id}`)).headers.location).toBe(`/modelos/${talent.id}`);
    // Unknown ids are not redirected: they are the 404 page.
    expect((await html("/modelos/987654")).statusCode).toBe(404);
    expect((await html("/galeria/987654/nada")).statusCode).toBe(404);
  });

  it("redirects an address with a trailing or doubled slash to the page's one address, never to another site", async () => {
    const { talents } = (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>();
    const talent = talents[0];
    if (!talent) throw new Error("the demo content has no talents");
    const own = `/en/modelos/${talent.id}/${talent.slug}`;
    const cases: [string, string][] = [
      ["/modelos/", "/modelos"],
      ["/en/", "/en"],
      [`${own}/?q=ana`, `${own}?q=ana`],
      [`/en//modelos///${talent.id}/${talent.slug}`, own],
      ["//evil.example/", "/evil.example"],
      ["//evil.example//", "/evil.example"],
      ["///evil.example", "/evil.example"],
    ];
    for (const [url, to] of cases) {
      const response = await html(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(to);
    }
    expect((await html(own)).statusCode).toBe(200);
    expect((await html("/")).statusCode).toBe(200);
  });

  it("never redirects a raw backslash or an absolute request target to another site, and keeps a query's later question marks", async () => {
    // Over real HTTP: app.inject would read both targets as a URL and tidy them first.
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = site.app.server.address() as AddressInfo;
    const ask = async (target: string) => {
      const client = rawClient(port);
      client.write(`GET ${target} HTTP/1.1\r\nHost: passarela.test\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
      return client.response;
    };
    const backslash = await ask("/\\evil.example/");
    expect(backslash.status).toBe(301);
    expect(backslash.headers.location).toBe("/%5Cevil.example");
    expect((await ask("/%5Cevil.example")).status).toBe(404);
    const absolute = await ask("http://evil.example/modelos");
    expect(absolute.status).toBe(400);
    expect(absolute.headers.location).toBeUndefined();
    // Naming this site's own host, it is the page's path.
    const own = await ask("http://passarela.test/modelos/");
    expect(own.status).toBe(301);
    expect(own.headers.location).toBe("/modelos");
    expect((await ask("http://passarela.test/modelos")).status).toBe(200);
    const query = await ask("/modelos/?q=ana?x");
    expect(query.status).toBe(301);
    expect(query.headers.location).toBe("/modelos?q=ana?x");
  });

  it("answers unknown languages and paths with 404 and the not-found page's head", async () => {
    for (const url of ["/fr", "/fr/modelos", "/nada", "/modelos/abc", "/galeria/x/y/z"]) {
      const response = await html(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Página não encontrada | Passarela");
      expect(response.body).toContain("Não foi possível encontrar esta página.");
      expect(response.body).not.toContain("could not be found");
      expect(response.body).toContain('content="noindex"');
    }
    const english = await html("/en/nothing");
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain("Page not found | Passarela");
    expect(english.body).toContain("This page could not be found.");
  });

  it("sends a page address that does not decode on to the 404 page in its prefix's language; an API one stays a JSON 400", async () => {
    for (const [url, to, text] of [
      ["/en/100%", "/en/100%25", "This page could not be found."],
      ["/es/modelos/%E0%A4%A?q=a", "/es/modelos/%25E0%25A4%25A", "No se pudo encontrar esta página."],
      ["/galeria/%ZZ", "/galeria/%25ZZ", "Não foi possível encontrar esta página."],
    ] as const) {
      const moved = await html(url);
      expect(moved.statusCode, url).toBe(301);
      expect(moved.headers.location, url).toBe(to);
      const response = await html(to);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      // Answered through the routes, with every header a page gets.
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(response.body, url).toContain(text);
    }
    const api = await html("/api/talents/%E0%A4%A");
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ error: "bad_request" });
  });

  it("gives a talent page its name, canonical slug, alternates and cover preview; 404 for an unknown id", async () => {
    const { talents } = (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>();
    const talent = talents.find((t) => t.cover && /[À-ú]/.test(t.name)) ?? talents.find((t) => t.cover);
    if (!talent) throw new Error("the demo content has no talent with a cover");
    const response = await html(`/en/modelos/${talent.id}/${talent.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain(`<title data-server-head>${talent.name} — Model | Passarela</title>`);
    expect(body).toContain(`<link rel="canonical" href="http://passarela.test/en/modelos/${talent.id}/${talent.slug}"`);
    expect(body).toContain(`hreflang="pt-BR" href="http://passarela.test/modelos/${talent.id}/${talent.slug}"`);
    expect(body).toContain(`hreflang="x-default"`);
    expect(body).toContain(`<meta property="og:image" content="http://passarela.test/media/1280/${talent.cover ?? ""}"`);
    expect(body).toContain('<meta property="og:type" content="profile"');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect((await html("/modelos/987654/ninguem")).statusCode).toBe(404);
  });

  it("writes the page in each language as links for a visitor without JavaScript, named in the page's language; none on a 404", async () => {
    const links = (body: string) => /<noscript><nav class="language-links" aria-label="([^"]+)">(.*?)<\/nav><\/noscript>/.exec(body);
    const spanish = links((await html("/es/modelos/feminino")).body);
    expect(spanish?.[1]).toBe("Idioma");
    expect(spanish?.[2]).toBe(
      '<a href="/modelos/feminino" hreflang="pt-BR" lang="pt-BR">Português</a>' +
        '<a href="/en/modelos/feminino" hreflang="en" lang="en">English</a>' +
        '<a href="/es/modelos/feminino" hreflang="es" lang="es" aria-current="page">Español</a>',
    );
    // A page's own query goes with it (the shared selection's talents), and each language names the list in its own words.
    const english = links((await html("/en/selecao?ids=12,7")).body);
    expect(english?.[1]).toBe("Language");
    expect(english?.[2]).toContain('<a href="/es/selecao?ids=12,7" hreflang="es" lang="es">Español</a>');
    expect(links((await html("/nada")).body)).toBeNull();
  });

  it("gives a post its title and cover; 404 for an unknown post", async () => {
    const { posts } = (await site.app.inject({ method: "GET", url: "/api/posts" })).json<PostPage>();
    const post = posts[0];
    if (!post) throw new Error("the demo content has no posts");
    const response = await html(`/galeria/${post.id}/${post.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`${post.title} — Galeria | Passarela`);
    expect(response.body).toContain('<meta property="og:type" content="article"');
    expect((await html("/galeria/987654/nada")).statusCode).toBe(404);
  });

  it("preloads the home's first slide with the srcset its <picture> uses, one link per variant", async () => {
    const { slides } = (await site.app.inject({ method: "GET", url: "/api/slides/home" })).json<Slides>();
    const first = slides[0];
    if (first?.kind !== "image" || !first.mobile) throw new Error("the demo's first slide is not an image with a mobile variant");
    const mobile = mobileSlideSources(first.mobile.src);
    const desktop = desktopSlideSources(first.desktop.src);
    for (const url of ["/", "/en"]) {
      const body = (await html(url)).body;
      expect(body).toContain(
        `<link rel="preload" as="image" href="${mobile.src}" imagesrcset="${mobile.srcSet}" imagesizes="${slideSizes(first.mobile, mobileSlideShape)}" media="(max-width: 649px)" fetchpriority="high">`,
      );
      expect(body).toContain(
        `<link rel="preload" as="image" href="${desktop.src}" imagesrcset="${desktop.srcSet}" imagesizes="${slideSizes(first.desktop, desktopSlideShape)}" media="(min-width: 650px)" fetchpriority="high">`,
      );
    }
    // Other pages' images are in their HTML already; the head preloads only what a page's largest paint needs early.
    const about = (await html("/agencia")).body;
    expect(about.slice(0, about.indexOf("</head>"))).not.toContain('rel="preload" as="image"');
  });

  it("preloads a profile's first photo with the srcset and sizes its gallery draws it with", async () => {
    const { talents } = (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>();
    const id = talents[0]?.id ?? 0;
    const profile = (await site.app.inject({ method: "GET", url: `/api/talents/${id}` })).json<TalentProfile>();
    const photo = profile.galleries.book[0];
    if (!photo) throw new Error("the demo's first talent has no book");
    const sources = galleryPhotoSources(photo);
    expect(sources.sizes).toBe(photo.width >= photo.height ? "(min-width: 1024px) 90vw, 100vw" : "(min-width: 1024px) 45vw, 100vw");
    const body = (await html(`/modelos/${id}/${profile.slug}`)).body;
    expect(body).toContain(
      `<link rel="preload" as="image" href="${sources.src}" imagesrcset="${sources.srcSet}" imagesizes="${sources.sizes}" fetchpriority="high">`,
    );
  });

  it("sends each page's chunk, stylesheet, catalog and data with its HTML", async () => {
    const manifest = JSON.parse(readFileSync(path.resolve("dist/.vite/manifest.json"), "utf8")) as Record<
      string,
      { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
    >;
    const gallery = manifest["src/features/gallery/GalleryPage.tsx"];
    const catalog = manifest["locales/en/messages.po"];
    const galleryCatalog = manifest["locales/en/gallery.po"];
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    if (!gallery || !catalog || !galleryCatalog || !entry) throw new Error("the build lacks the entry, the gallery chunk or an English catalog");
    const body = (await html("/en/galeria")).body;
    // The page's tags, without the text of its inline scripts (the boot script names the links it makes).
    const markup = body.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/g, "$1$2");
    // The HTML fetches no script itself: its boot script starts the entry with the page's chunks
    // once the page is painted and its largest image is in.
    const boot = /<script data-entry="([^"]+)" data-styles="([^"]*)" data-manifest="([^"]*)" data-chunks="([^"]*)">/.exec(body);
    expect(boot?.[1]).toBe(`/${entry.file}`);
    // So is the web app manifest (the page's language's), which the browser would fetch with its icon beside the largest image.
    expect(boot?.[3]).toBe("/en/manifest.webmanifest");
    expect(markup).not.toContain('rel="manifest"');
    const chunks = (boot?.[4] ?? "").split(" ");
    for (const file of [gallery.file, catalog.file, galleryCatalog.file]) expect(chunks).toContain(`/${file}`);
    expect(markup).not.toMatch(/<script[^>]*type="module"/);
    expect(markup).not.toContain('rel="modulepreload"');
    // The app's one stylesheet is in the head itself, cut to the rules of the page's markup: no request
    // stands between the HTML and its first paint. The boot script adds the whole file when it starts the app.
    const stylesheets = Object.values(manifest)
      .flatMap((chunk) => [...(chunk.css ?? []), chunk.file])
      .filter((file, index, all) => file.endsWith(".css") && all.indexOf(file) === index);
    expect(stylesheets).toHaveLength(1);
    const [stylesheet] = stylesheets;
    const css = readFileSync(path.resolve("dist", stylesheet ?? ""), "utf8");
    expect(boot?.[2]).toBe(`/${stylesheet ?? ""}`);
    const head = body.slice(0, body.indexOf("</head>"));
    const inlined = [...head.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? "").sort((a, b) => b.length - a.length)[0] ?? "";
    expect(inlined.length).toBeGreaterThan(1000);
    expect(inlined.length).toBeLessThan(css.length / 2);
    // Cut, not rewritten: every rule it holds is the stylesheet's own.
    for (const rule of inlined.split("}").filter((rule) => rule.includes("{") && !rule.startsWith("@"))) expect(css).toContain(rule);
    expect(markup).not.toContain('rel="stylesheet"');
    // The offline app shell keeps its link: the service worker precaches the file.
    const shell = (await site.app.inject({ method: "GET", url: "/index.html" })).body;
    expect(shell).toContain(`<link rel="stylesheet" crossorigin href="/${stylesheet ?? ""}">`);
    expect(shell).not.toContain(css);
    // The data is written into the page: nothing to fetch, so nothing to preload.
    expect(body).toContain('<script type="application/json" id="page-state">{"answers":{"/api/posts?page=1":');
    expect(markup).not.toContain('as="fetch"');
    // Each file once, the entry apart.
    expect(new Set(chunks).size).toBe(chunks.length);
    expect(chunks).not.toContain(`/${entry.file}`);

    const about = (await html("/agencia")).body;
    expect(about).toContain('"/api/about":{');
    expect(about).not.toContain(gallery.file);
    const missing = (await html("/galeria/987654/nada")).body;
    expect(missing).not.toContain('as="fetch"');
    expect(missing).not.toContain("GalleryItemPage");
  });

  it("holds a page's first paint until its markup is read, so a slow phone does not paint it half read; a long list's until its first screen", async () => {
    const expectation = (id: string) => `<link rel="expect" href="#${id}" blocking="render">`;
    const [talent] = (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>().talents;
    if (!talent) throw new Error("The demo has no talents.");
    for (const url of ["/", "/en/galeria", "/es/contatos", `/modelos/${talent.id}/${talent.slug}`, "/nada"]) {
      const body = (await html(url)).body;
      // Once, in the head (a browser ignores it in the body), naming the one element the page is rendered into.
      expect(body.split('rel="expect"'), url).toHaveLength(2);
      expect(body.slice(0, body.indexOf("</head>")), url).toContain(expectation("root"));
      expect(body.split('id="root"'), url).toHaveLength(2);
      expect(body, url).toMatch(/<div id="root"><[a-z]/);
    }
    // The list's cards after its first screen are <noscript> text, most of a long list's bytes: the first paint waits for the grid before them.
    const list = (await html("/modelos")).body;
    expect(list.split('rel="expect"')).toHaveLength(2);
    expect(list.slice(0, list.indexOf("</head>"))).toContain(expectation("first-cards"));
    const grid = list.indexOf('id="first-cards"');
    const tail = list.indexOf("<noscript>", grid);
    expect(grid).toBeGreaterThan(list.indexOf('<div id="root">'));
    expect(list.indexOf("</ul>", grid)).toBeLessThan(tail);
    expect(list.split('id="first-cards"')).toHaveLength(2);
  });

  it("escapes platform text in the head", async () => {
    const response = await html("/es/modelos/1");
    expect(response.body).not.toMatch(/<title[^>]*>[^<]*<[^/]/);
  });

  it("marks the selection page noindex and writes the provider credit", async () => {
    const response = await html("/selecao");
    expect(response.body).toContain('<meta name="robots" content="noindex"');
    expect(response.body).toContain('<meta name="passarela:provider" content="Passarela Platform"');
  });

  it("names a shared selection as one, in its title and link preview, and keeps its talents in its canonical address", async () => {
    const own = (await html("/en/selecao")).body;
    expect(own).toContain("<title data-server-head>My selection | Passarela</title>");
    expect(own).toContain('<link rel="canonical" href="http://passarela.test/en/selecao"');
    const shared = (await html("/en/selecao?ids=12,abc,%3Cb%3E,7")).body;
    expect(shared).toContain("<title data-server-head>Shared selection | Passarela</title>");
    expect(shared).toMatch(/<meta property="og:title" content="Shared selection \| Passarela"/);
    expect(shared).toContain("A selection of Passarela&#39;s models, shared with you.");
    // Only the ids that read as talents: nothing of the rest of the address is written into the head.
    expect(shared).toContain('<link rel="canonical" href="http://passarela.test/en/selecao?ids=12,7"');
    expect(shared).toMatch(/<meta property="og:url" content="http:\/\/passarela.test\/en\/selecao\?ids=12,7"/);
    expect(shared).toContain('hreflang="es" href="http://passarela.test/es/selecao?ids=12,7"');
    expect((await html("/es/selecao?ids=3")).body).toContain("<title data-server-head>Selección compartida | Passarela</title>");
    // The ids the page shows, read as the page reads them: each once, none with a leading zero.
    expect((await html("/en/selecao?ids=12,0012,12")).body).toContain('<link rel="canonical" href="http://passarela.test/en/selecao?ids=12"');
  });

  it("serves hashed assets as immutable and keeps API 404s as JSON", async () => {
    const shell = (await html("/")).body;
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1] ?? "";
    const asset = await site.app.inject({ method: "GET", url: script });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await site.app.inject({ method: "GET", url: "/assets/nothing.js", headers: { accept: "text/html" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: "not_found" });
  });
});

describe("the web app manifest", () => {
  const manifestOf = async (page: string) => {
    const href = /data-manifest="([^"]+)"/.exec((await html(page)).body)?.[1] ?? "";
    const response = await site.app.inject({ method: "GET", url: href });
    expect(response.statusCode, href).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    return { href, manifest: response.json<{ id: string; start_url: string; name: string; lang: string; icons: unknown[]; shortcuts: { name: string; url: string }[]; screenshots: { src: string; label: string }[] }>() };
  };

  it("is linked by each page in its language: an app of its own, named and opening in that language, with the same icons", async () => {
    const pt = await manifestOf("/agencia");
    const en = await manifestOf("/en/agencia");
    const es = await manifestOf("/es/modelos");
    expect(pt.href).toBe("/manifest.webmanifest");
    expect(pt.manifest).toMatchObject({ id: "/", start_url: "/", lang: "pt-BR", name: "Passarela — Agência de modelos" });
    expect(en.href).toBe("/en/manifest.webmanifest");
    expect(en.manifest).toMatchObject({ id: "/en", start_url: "/en", lang: "en", name: "Passarela — Modeling agency" });
    expect(en.manifest.shortcuts).toMatchObject([
      { name: "Models", url: "/en/modelos" },
      { name: "Become a model", url: "/en/seja-um-modelo" },
    ]);
    expect(en.manifest.screenshots.map((shot) => shot.label)).toEqual(["Passarela's home page on a phone", "Passarela's models list on a computer"]);
    // The install sheet shows the site in the app's language.
    expect(pt.manifest.screenshots.map((shot) => shot.src)).toEqual(["/screenshots/home-phone.pt.webp", "/screenshots/talents-computer.pt.webp"]);
    expect(en.manifest.screenshots.map((shot) => shot.src)).toEqual(["/screenshots/home-phone.en.webp", "/screenshots/talents-computer.en.webp"]);
    expect(es.manifest.screenshots.map((shot) => shot.src)).toEqual(["/screenshots/home-phone.es.webp", "/screenshots/talents-computer.es.webp"]);
    for (const shot of es.manifest.screenshots) {
      const picture = await site.app.inject({ method: "GET", url: shot.src });
      expect(picture.statusCode, shot.src).toBe(200);
      expect(picture.headers["content-type"], shot.src).toBe("image/webp");
    }
    expect(es.href).toBe("/es/manifest.webmanifest");
    expect(es.manifest).toMatchObject({ id: "/es", start_url: "/es", lang: "es", shortcuts: [{ url: "/es/modelos" }, { name: "Sé modelo", url: "/es/seja-um-modelo" }] });
    expect(en.manifest.icons).toEqual(pt.manifest.icons);
    expect(es.manifest.icons).toEqual(pt.manifest.icons);
  });

  it("is revalidated with its ETag", async () => {
    const first = await site.app.inject({ method: "GET", url: "/en/manifest.webmanifest" });
    const again = await site.app.inject({ method: "GET", url: "/en/manifest.webmanifest", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe("crawl files", () => {
  it("lists every page, talent and post in the three languages", async () => {
    const [sitemap, { talents }, all] = await Promise.all([
      site.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "passarela.test" } }),
      site.app.inject({ method: "GET", url: "/api/talents" }).then((r) => r.json<TalentList>()),
      site.app.inject({ method: "GET", url: "/api/posts/all" }).then((r) => r.json<{ posts: { id: number; slug: string }[] }>()),
    ]);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The eight single pages (home, about, hub, gallery, talents, contacts, the form, privacy), the three categories.
    const pages = 8 + 3 + talents.length + all.posts.length;
    expect(locs).toHaveLength(pages * 3);
    const talent = talents[0];
    for (const prefix of ["", "/en", "/es"]) {
      expect(locs).toContain(`http://passarela.test${prefix}/modelos/${talent?.id ?? 0}/${talent?.slug ?? ""}`);
      expect(locs).toContain(`http://passarela.test${prefix}/galeria/${all.posts[0]?.id ?? 0}/${all.posts[0]?.slug ?? ""}`);
      expect(locs).toContain(`http://passarela.test${prefix}/privacidade`);
    }
    expect(locs.some((loc) => loc?.includes("/selecao"))).toBe(false);
  });

  it("writes the sitemap once per content and origin: the same ETag, a 304 for it, compressed once", async () => {
    const get = (headers: Record<string, string> = {}) =>
      site.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "passarela.test", "accept-encoding": "br", ...headers } });
    const first = await get();
    const etag = first.headers.etag ?? "";
    expect(etag).not.toBe("");
    expect(first.headers["content-encoding"]).toBe("br");
    expect((await get()).headers.etag).toBe(etag);
    expect((await get({ "if-none-match": etag })).statusCode).toBe(304);
    // Another origin is another sitemap.
    const other = await get({ host: "other.test" });
    expect(other.headers.etag).not.toBe(etag);
    expect(other.statusCode).toBe(200);
    // Written once: the same body while the content and the origin stay, a new one when the origin changes.
    const body = await sitemapBody(site.content, "http://passarela.test");
    expect(await sitemapBody(site.content, "http://passarela.test")).toBe(body);
    expect(await sitemapBody(site.content, "http://other.test")).not.toBe(body);
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const robots = await site.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "passarela.test" } });
    expect(robots.body).toContain("Sitemap: http://passarela.test/sitemap.xml");
    expect(robots.body).toContain("Disallow: /api/");
  });
});
