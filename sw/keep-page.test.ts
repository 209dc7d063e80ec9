import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheNames } from "../src/lib/cache-names.js";
import { installWorkerScope, type WorkerScope } from "../tests/helpers/service-worker.js";
import { pathOf, siteOrigin, stubSiteNetwork } from "../tests/helpers/site-network.js";
import { keepPage } from "./keep-page.js";

let worker: WorkerScope;
beforeEach(() => {
  worker = installWorkerScope();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (request: Request) => new Response(`<!doctype html><title>${pathOf(request)}</title>`, { headers: { "content-type": "text/html; charset=utf-8" } });

describe("keepPage", () => {
  it("keeps the page an address names, its query included, as the server renders it", async () => {
    const { requests } = stubSiteNetwork(page);
    await keepPage({ type: "KEEP_PAGE", path: "/en/galeria?pagina=3" });
    expect(requests.map((request) => request.url)).toEqual([`${siteOrigin}/en/galeria?pagina=3`]);
    expect(requests[0]?.headers.get("accept")).toBe("text/html");
    const kept = await (await worker.caches.open(cacheNames.pages)).match("/en/galeria?pagina=3");
    expect(await kept?.text()).toContain("/en/galeria?pagina=3");
  });

  it("fetches nothing for an address that is not one of this site's pages", async () => {
    const { requests } = stubSiteNetwork(page);
    for (const path of ["//evil.example/steal", "https://evil.example/", "/galeria?pagina=<script>", "/api/staff?x", "galeria", 42, undefined]) {
      await keepPage({ type: "KEEP_PAGE", path });
    }
    expect(requests).toEqual([]);
    expect(await (await worker.caches.open(cacheNames.pages)).keys()).toEqual([]);
  });

  it("drops the address a later one of the same page replaced, and keeps the others", async () => {
    stubSiteNetwork(page);
    const pages = await worker.caches.open(cacheNames.pages);
    await pages.put("/galeria", new Response("<!doctype html>"));
    await pages.put("/en/galeria?pagina=2", new Response("<!doctype html>"));
    await keepPage({ type: "KEEP_PAGE", path: "/galeria?pagina=2" });
    await keepPage({ type: "KEEP_PAGE", path: "/galeria?pagina=3" });
    expect((await pages.keys()).map(pathOf).sort()).toEqual(["/en/galeria?pagina=2", "/galeria", "/galeria?pagina=3"]);
  });

  it("keeps nothing the server did not answer as a page", async () => {
    stubSiteNetwork(() => new Response("<h1>Error</h1>", { status: 503, headers: { "content-type": "text/html" } }));
    await keepPage({ type: "KEEP_PAGE", path: "/galeria?pagina=2" });
    expect(await (await worker.caches.open(cacheNames.pages)).keys()).toEqual([]);
  });
});
