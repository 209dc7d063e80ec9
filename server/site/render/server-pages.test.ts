import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resolvePath, type RouteMatch } from "../../../src/lib/routes.js";
import { buildTestSite, type TestSite } from "../../../tests/helpers/site.js";
import { PageHeads } from "../shell/page-heads.js";
import { pageTemplate } from "../shell/page-template.js";
import { loadRouteAssets } from "../shell/route-assets.js";
import { loadTranslations } from "../shell/translations.js";
import { HtmlSanitizer } from "./html-sanitizer.js";
import { loadRenderer } from "./load-renderer.js";
import { ServerPages } from "./server-pages.js";

// The render cache on its own, with the built app's renderer and a real platform's content:
// what it keeps, and that it keeps no more than its bound.

const distDir = path.resolve("dist");
let site: TestSite;

beforeAll(async () => {
  site = await buildTestSite({ distDir });
});
afterAll(() => site.close());

async function serverPages(maxBytes?: number): Promise<ServerPages> {
  const renderer = await loadRenderer(distDir);
  if (!renderer) throw new Error("The app is not built: run `npm run build` first.");
  return new ServerPages({
    template: pageTemplate(readFileSync(path.join(distDir, "index.html"), "utf8"), distDir),
    renderer,
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

/** Counts the renders a `ServerPages` makes (its private `render`, spied on the instance). */
function countRenders(pages: ServerPages) {
  return vi.spyOn(pages as unknown as { render: (...args: unknown[]) => Promise<unknown> }, "render");
}

describe("the render cache", () => {
  it("renders a page once while its data stays the same", async () => {
    const pages = await serverPages();
    const renders = countRenders(pages);
    const [first, again] = await Promise.all([pages.route(routeOf("/en/modelos"), request("/en/modelos")), pages.route(routeOf("/en/modelos"), request("/en/modelos"))]);
    const later = await pages.route(routeOf("/en/modelos"), request("/en/modelos"));
    expect(first.status).toBe(200);
    expect(again).toBe(first);
    expect(later).toBe(first);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it("keeps no more bytes than its bound: the least recently used page goes first", async () => {
    const sizing = await serverPages();
    const [talents, gallery] = await Promise.all([
      sizing.route(routeOf("/modelos"), request("/modelos")),
      sizing.route(routeOf("/galeria"), request("/galeria")),
    ]);
    // Room for either page, not for both.
    const pages = await serverPages(Math.max(talents.bytes.length, gallery.bytes.length) + 1);
    const renders = countRenders(pages);

    await pages.route(routeOf("/modelos"), request("/modelos"));
    await pages.route(routeOf("/modelos"), request("/modelos"));
    expect(renders).toHaveBeenCalledTimes(1);
    await pages.route(routeOf("/galeria"), request("/galeria"));
    expect(renders).toHaveBeenCalledTimes(2);
    // Each pushed the other out: both are rendered again.
    await pages.route(routeOf("/modelos"), request("/modelos"));
    expect(renders).toHaveBeenCalledTimes(3);
    await pages.route(routeOf("/galeria"), request("/galeria"));
    expect(renders).toHaveBeenCalledTimes(4);
  });

  it("does not keep a page larger than its whole bound", async () => {
    const pages = await serverPages(1024);
    const renders = countRenders(pages);
    const first = await pages.route(routeOf("/modelos"), request("/modelos"));
    expect(first.bytes.length).toBeGreaterThan(1024);
    await pages.route(routeOf("/modelos"), request("/modelos"));
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
