import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HtmlSanitizer } from "../../server/site/render/html-sanitizer.js";
import { loadRenderer } from "../../server/site/render/load-renderer.js";
import { ServerPages, type PageResponse } from "../../server/site/render/server-pages.js";
import { PageHeads } from "../../server/site/shell/page-heads.js";
import { pageTemplate } from "../../server/site/shell/page-template.js";
import { loadRouteAssets } from "../../server/site/shell/route-assets.js";
import { loadTranslations } from "../../server/site/shell/translations.js";
import { apiPaths } from "../../src/contract/api-paths.js";
import type { RenderPage } from "../../src/lib/render-contract.js";
import { resolvePath, type RouteMatch } from "../../src/lib/routes.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// The render cache on its own, with the built app's renderer (run after `npm run build`, as the other
// integration tests of rendered pages) and a real platform's content: what it keeps, and that it keeps
// no more than its bound.

const distDir = path.resolve("dist");
let site: TestSite;

beforeAll(async () => {
  // Answers stay fresh for the whole file: a page is rendered again only when the cache let it go.
  site = await buildTestSite({ distDir, cacheTtlMs: 10 * 60_000 });
});
afterAll(() => site.close());

async function serverPages(maxBytes?: number, renderer?: RenderPage): Promise<ServerPages> {
  const built = await loadRenderer(distDir);
  if (!built) throw new Error("The app is not built: run `npm run build` first.");
  return new ServerPages({
    template: pageTemplate(readFileSync(path.join(distDir, "index.html"), "utf8"), distDir),
    renderer: renderer ?? built,
    content: site.content,
    heads: new PageHeads(site.content, await loadTranslations(path.resolve("locales"))),
    assetsOf: loadRouteAssets(distDir),
    provider: "Passarela Platform",
    retentionDays: 180,
    sanitizer: new HtmlSanitizer(),
    log: site.app.log,
    maxBytes,
  });
}

function routeOf(pathname: string): RouteMatch {
  const resolution = resolvePath(pathname);
  if (resolution.kind !== "route") throw new Error(`${pathname} is not a page of the route table.`);
  return resolution.match;
}

const request = (pathname: string) => ({ pathname, search: "", origin: "https://passarela.test" });

/** The HTML of a page asked for at its own address (never a redirect). */
async function htmlOf(pages: ServerPages, pathname: string, search = ""): Promise<PageResponse> {
  const page = await pages.route(routeOf(pathname), { ...request(pathname), search });
  if ("movedTo" in page) throw new Error(`${pathname} is not the page's own address: ${page.movedTo}`);
  return page;
}

/** Counts the renders a `ServerPages` makes (its private `render`, spied on the instance). */
function countRenders(pages: ServerPages) {
  return vi.spyOn(pages as unknown as { render: (...args: unknown[]) => Promise<unknown> }, "render");
}

describe("the render cache", () => {
  it("renders nothing for a profile asked for at another address: it names the page's own", async () => {
    const pages = await serverPages();
    const renders = countRenders(pages);
    const { talents } = await site.content.talents();
    const talent = talents[1];
    if (!talent) throw new Error("the demo content has too few talents");
    for (const pathname of [`/en/modelos/${talent.id}`, `/en/modelos/${talent.id}/nome-antigo`]) {
      expect(await pages.route(routeOf(pathname), request(pathname)), pathname).toEqual({ movedTo: `/en/modelos/${talent.id}/${talent.slug}`, permanent: true });
    }
    expect(renders).not.toHaveBeenCalled();
    expect((await htmlOf(pages, `/en/modelos/${talent.id}/${talent.slug}`)).status).toBe(200);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it("renders nothing for a gallery page past the last, and asks the platform for one page only to know", async () => {
    const pages = await serverPages();
    const renders = countRenders(pages);
    const lastPage = (await site.content.postPage(1)).lastPage;
    const postPage = vi.spyOn(site.content, "postPage");
    try {
      const moved = await pages.route(routeOf("/es/galeria"), { ...request("/es/galeria"), search: "pagina=99" });
      expect(moved).toEqual({ movedTo: `/es/galeria?pagina=${lastPage}`, permanent: false });
      // The first of the 20 pages the address names (80 to 99) says where the list ends.
      expect(postPage.mock.calls).toEqual([[80]]);
      expect(renders).not.toHaveBeenCalled();
    } finally {
      postPage.mockRestore();
    }
  });

  it("renders a page once while its data stays the same", async () => {
    const pages = await serverPages();
    const renders = countRenders(pages);
    const [first, again] = await Promise.all([htmlOf(pages, "/en/modelos"), htmlOf(pages, "/en/modelos")]);
    const later = await htmlOf(pages, "/en/modelos");
    expect(first.status).toBe(200);
    expect(again).toBe(first);
    expect(later).toBe(first);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it("makes a cached page's head only once: the page already holds it", async () => {
    const pages = await serverPages();
    const heads = vi.spyOn(PageHeads.prototype, "page");
    try {
      const first = await htmlOf(pages, "/");
      const again = await htmlOf(pages, "/");
      expect(again).toBe(first);
      expect(Buffer.concat(first.parts).toString()).toContain('rel="preload"');
      expect(heads).toHaveBeenCalledTimes(1);
    } finally {
      heads.mockRestore();
    }
  });

  it("answers the bare app shell when the app fails to render a page: no page to wait for before painting", async () => {
    const pages = await serverPages(undefined, () => Promise.reject(new Error("a component threw")));
    const errors = vi.spyOn(site.app.log, "error").mockImplementation(() => undefined);
    try {
      const answer = await htmlOf(pages, "/agencia");
      const document = Buffer.concat(answer.parts).toString();
      expect(answer.rendered).toBe(false);
      expect(document).toContain('<div id="root"></div>');
      expect(document).not.toContain('rel="expect"');
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });

  it("keeps no more bytes than its bound: the least recently used page goes first", async () => {
    const paths = ["/modelos", "/galeria", "/agencia"] as const;
    const sizing = await serverPages();
    const sizes = await Promise.all(paths.map(async (pathname) => (await htmlOf(sizing, pathname)).length));
    // Room for any two of the three pages, never for all three.
    const [largest = 0, second = 0] = [...sizes].sort((a, b) => b - a);
    const pages = await serverPages(largest + second);
    const renders = countRenders(pages);
    const open = (pathname: (typeof paths)[number]) => htmlOf(pages, pathname);

    await open("/modelos");
    await open("/galeria");
    await open("/modelos");
    expect(renders).toHaveBeenCalledTimes(2);
    // The third page needs room: the gallery, read least recently, goes; the list stays.
    await open("/agencia");
    expect(renders).toHaveBeenCalledTimes(3);
    await open("/modelos");
    expect(renders).toHaveBeenCalledTimes(3);
    await open("/galeria");
    expect(renders).toHaveBeenCalledTimes(4);
  });

  it("does not keep a page larger than its whole bound", async () => {
    const pages = await serverPages(1024);
    const renders = countRenders(pages);
    const first = await htmlOf(pages, "/modelos");
    expect(first.length).toBeGreaterThan(1024);
    await htmlOf(pages, "/modelos");
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it("keeps one copy of a list's no-JavaScript cards and answers for all the pages made from them", async () => {
    const pages = await serverPages();
    const renders = countRenders(pages);
    const plain = await htmlOf(pages, "/modelos");
    // Any query is a page of its own for the list, rendered anew from the same answers.
    const tagged = await htmlOf(pages, "/modelos", "utm_source=test");
    expect(renders).toHaveBeenCalledTimes(2);
    const shared = plain.parts.filter((part) => tagged.parts.includes(part)).map((part) => Buffer.from(part).toString());
    const document = Buffer.concat(plain.parts).toString();
    // The cards after the first screenful, exactly as the page holds them…
    const cards = /<noscript><ul [^>]*>(.*?)<\/ul><\/noscript>/s.exec(document)?.[1] ?? "";
    expect(cards.match(/<li /g)?.length).toBeGreaterThan(10);
    expect(shared).toContain(cards);
    // …and the list's answer in the page's state.
    const state = JSON.parse(/id="page-state">(.*?)<\/script>/s.exec(document)?.[1] ?? "{}") as { answers: Record<string, unknown> };
    const list = state.answers[apiPaths.talents];
    expect(list).toBeDefined();
    expect(shared.some((text) => text.startsWith("{") && isDeepStrictEqual(JSON.parse(text), list))).toBe(true);
  });
});
