import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheNames } from "../src/lib/cache-names.js";
import type { Arrived, WarmOfflineMessage } from "../src/lib/worker-messages.js";
import { installWorkerScope, type Connection, type WorkerScope } from "../tests/helpers/service-worker.js";
import { noConnection, pathOf, siteOrigin, stubSiteNetwork, type Site } from "../tests/helpers/site-network.js";
import { warmOfflineCache, warmStampUrl } from "./warm.js";

const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const hour = 60 * 60 * 1000;
const MiB = 1024 * 1024;
const defaultImageAccept = "image/webp,image/jpeg;q=0.9,*/*;q=0.5";

interface Content {
  covers?: (string | null)[];
  posts?: { id: number; cover: string | null }[];
  lastPage?: number;
  imageBytes?: number;
}

/** The site as the warm-up finds it: pages, the API's JSON, and images at any width. */
function agencySite({ covers = [], posts = [], lastPage = 1, imageBytes = 1000 }: Content): Site {
  return (request) => {
    const path = pathOf(request);
    if (path.startsWith("/media/")) {
      return new Response(new Uint8Array(imageBytes), { headers: { "content-type": "image/webp", "content-length": String(imageBytes), vary: "Accept" } });
    }
    if (path === "/api/talents") return Response.json({ talents: covers.map((cover, id) => ({ id, cover })) });
    if (path === "/api/slides/home") return Response.json({ slides: [] });
    if (path === "/api/social") return Response.json({ instagram: "https://instagram.com/agency" });
    if (path === "/api/staff") return Response.json({ staff: [] });
    if (path === "/api/posts/all") return Response.json({ posts });
    const postPage = /^\/api\/posts\?page=(\d+)$/.exec(path);
    if (postPage) return Response.json({ page: Number(postPage[1]), lastPage, posts: [] });
    const post = /^\/api\/posts\/(\d+)$/.exec(path);
    if (post) return Response.json({ id: Number(post[1]), content: `<p><img src="/media/800/host/post-${post[1] ?? ""}-picture.jpg"></p>` });
    if (!path.startsWith("/api/")) return new Response(`<!doctype html><title>${path}</title>`, { headers: { "content-type": "text/html; charset=utf-8" } });
    return Response.json({ error: "not_found", message: "Not found." }, { status: 404 });
  };
}

const warmRequest = (fields: Omit<Arrived<WarmOfflineMessage>, "type"> = {}): Arrived<WarmOfflineMessage> => ({ type: "WARM_OFFLINE", ...fields });

let worker: WorkerScope;

/** The paths a cache holds, sorted. */
async function cachedPaths(name: string): Promise<string[]> {
  const cache = await worker.caches.open(name);
  return (await cache.keys()).map(pathOf).sort();
}

async function stamp(): Promise<unknown> {
  return (await (await worker.caches.open(cacheNames.api)).match(warmStampUrl))?.json();
}

const mediaRequests = (requests: Request[]) => requests.filter((request) => pathOf(request).startsWith("/media/"));

beforeEach(() => {
  worker = installWorkerScope();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("warmOfflineCache", () => {
  it("keeps the pages, the site's JSON and the images for offline, the covers at the width the screen draws", async () => {
    const { requests } = stubSiteNetwork(
      agencySite({
        covers: ["host/ana.jpg", null, "host/bia.jpg"],
        posts: [
          { id: 1, cover: "host/post-1.jpg" },
          { id: 2, cover: null },
        ],
        lastPage: 2,
      }),
    );

    const result = await warmOfflineCache(warmRequest({ coverWidth: 320, pages: ["/", "/talents", "/en/gallery"] }), t0);

    expect(await cachedPaths(cacheNames.pages)).toEqual(["/", "/en/gallery", "/talents"]);
    expect(await cachedPaths(cacheNames.api)).toEqual(
      [warmStampUrl, "/api/talents", "/api/slides/home", "/api/social", "/api/staff", "/api/posts/all", "/api/posts?page=1", "/api/posts?page=2", "/api/posts/1", "/api/posts/2"].sort(),
    );
    expect(await cachedPaths(cacheNames.media)).toEqual(
      ["/media/320/host/ana.jpg", "/media/320/host/bia.jpg", "/media/480/host/post-1.jpg", "/media/800/host/post-1-picture.jpg", "/media/800/host/post-2-picture.jpg"].sort(),
    );
    // Kept as the server sent it, at the URL the screens read.
    const talents = await (await worker.caches.open(cacheNames.api)).match(`${siteOrigin}/api/talents`);
    expect(await talents?.json()).toEqual({ talents: [{ id: 0, cover: "host/ana.jpg" }, { id: 1, cover: null }, { id: 2, cover: "host/bia.jpg" }] });

    expect(result).toEqual({ images: 5, bytes: 5000, ms: expect.any(Number) });
    expect(await stamp()).toEqual({ at: t0, images: 5, bytes: 5000, ms: expect.any(Number) });
    for (const request of requests) {
      const path = pathOf(request);
      const accept = path.startsWith("/media/") ? defaultImageAccept : path.startsWith("/api/") ? "application/json" : "text/html";
      expect(request.headers.get("accept"), path).toBe(accept);
    }
  });

  it("takes the covers at 480 px when the page names no width the server renders", async () => {
    stubSiteNetwork(agencySite({ covers: ["host/ana.jpg"] }));

    await warmOfflineCache(warmRequest({ coverWidth: 333 }), t0);

    expect(await cachedPaths(cacheNames.media)).toEqual(["/media/480/host/ana.jpg"]);
  });

  it.each<[string, Connection]>([
    ["save-data", { saveData: true }],
    ["2g", { effectiveType: "2g" }],
    ["slow 2g", { effectiveType: "slow-2g" }],
  ])("fetches nothing on a %s connection", async (_, connection) => {
    worker = installWorkerScope({ connection });
    const { requests } = stubSiteNetwork(agencySite({ covers: ["host/ana.jpg"] }));

    expect(await warmOfflineCache(warmRequest({ pages: ["/"] }), t0)).toBeUndefined();

    expect(requests).toEqual([]);
    expect(await stamp()).toBeUndefined();
  });

  it("does not warm again within 12 hours of the last warm-up, and does after them", async () => {
    const { requests } = stubSiteNetwork(agencySite({ covers: ["host/ana.jpg"] }));
    await warmOfflineCache(warmRequest(), t0);
    const firstRun = requests.length;

    expect(await warmOfflineCache(warmRequest(), t0 + 12 * hour - 1)).toBeUndefined();
    expect(requests).toHaveLength(firstRun);

    expect(await warmOfflineCache(warmRequest(), t0 + 12 * hour)).toBeDefined();
    expect(requests.length).toBeGreaterThan(firstRun);
    expect(await stamp()).toMatchObject({ at: t0 + 12 * hour });
  });

  it("shares one warm-up between two asked for at once (two tabs)", async () => {
    const { requests } = stubSiteNetwork(agencySite({ covers: ["host/ana.jpg"], posts: [{ id: 1, cover: "host/post-1.jpg" }] }));

    const first = warmOfflineCache(warmRequest({ pages: ["/talents"] }), t0);
    const second = warmOfflineCache(warmRequest({ pages: ["/talents"] }), t0);

    expect(second).toBe(first);
    await first;
    const paths = requests.map(pathOf);
    expect(paths).toEqual([...new Set(paths)]);
  });

  it("does not fetch an image already cached, even one cached under another Accept", async () => {
    const media = await worker.caches.open(cacheNames.media);
    // As the worker's image route keeps it: under the page's own request, which asked for AVIF.
    await media.put(
      new Request(`${siteOrigin}/media/480/host/ana.jpg`, { headers: { accept: "image/avif,image/webp,*/*;q=0.8" } }),
      new Response(new Uint8Array(10), { headers: { "content-type": "image/avif", vary: "Accept" } }),
    );
    const { requests } = stubSiteNetwork(agencySite({ covers: ["host/ana.jpg", "host/bia.jpg"] }));

    const result = await warmOfflineCache(warmRequest({ coverWidth: 480 }), t0);

    expect(mediaRequests(requests).map(pathOf)).toEqual(["/media/480/host/bia.jpg"]);
    expect(result).toMatchObject({ images: 1, bytes: 1000 });
  });

  it("keeps only this site's own page paths, at most six, and only pages that came back as HTML", async () => {
    const site = agencySite({});
    const { requests } = stubSiteNetwork((request) => {
      if (pathOf(request) === "/b") return new Response("<h1>Error</h1>", { status: 500, headers: { "content-type": "text/html" } });
      if (pathOf(request) === "/c") return Response.json({ not: "a page" });
      return site(request);
    });
    const pages = ["//evil.example/steal", "https://evil.example/", "/search?q=x", 42, "/a", "/b", "/c", "/d", "/e", "/f", "/g"];

    await warmOfflineCache(warmRequest({ pages }), t0);

    const pageRequests = requests.filter((request) => !pathOf(request).startsWith("/api/"));
    expect(pageRequests.map((request) => request.url)).toEqual(["/a", "/b", "/c", "/d", "/e", "/f"].map((path) => `${siteOrigin}${path}`));
    expect(await cachedPaths(cacheNames.pages)).toEqual(["/a", "/d", "/e", "/f"]);
  });

  it("keeps no failed answer, and counts no image it could not get", async () => {
    const site = agencySite({ covers: ["host/ana.jpg", "host/gone.jpg"] });
    stubSiteNetwork((request) => {
      if (pathOf(request) === "/api/staff") return Response.json({ error: "unavailable", message: "x" }, { status: 503 });
      if (pathOf(request).endsWith("/gone.jpg")) return new Response("Not found", { status: 404 });
      return site(request);
    });

    const result = await warmOfflineCache(warmRequest({ coverWidth: 480 }), t0);

    expect(await cachedPaths(cacheNames.api)).not.toContain("/api/staff");
    expect(await cachedPaths(cacheNames.media)).toEqual(["/media/480/host/ana.jpg"]);
    expect(result).toMatchObject({ images: 1, bytes: 1000 });
  });

  it("stays within 300 covers, 60 posts and 10 pages of posts", async () => {
    const covers = Array.from({ length: 301 }, (_, index) => `host/cover-${index}.jpg`);
    const posts = Array.from({ length: 61 }, (_, index) => ({ id: index + 1, cover: `host/post-${index + 1}.jpg` }));
    const { requests } = stubSiteNetwork(agencySite({ covers, posts, lastPage: 50, imageBytes: 10 }));

    await warmOfflineCache(warmRequest({ coverWidth: 320 }), t0);

    const paths = requests.map(pathOf);
    expect(paths.filter((path) => path.startsWith("/media/320/"))).toHaveLength(300);
    expect(paths.filter((path) => /^\/api\/posts\/\d+$/.test(path))).toHaveLength(60);
    expect(paths.filter((path) => path.startsWith("/api/posts?page="))).toEqual(Array.from({ length: 10 }, (_, index) => `/api/posts?page=${index + 1}`));
    expect(paths.filter((path) => path.startsWith("/media/480/"))).toHaveLength(60);
    expect(paths).not.toContain("/api/posts/61");
  });

  it("never keeps more than 15 MiB of images: one that would cross the bound is left out", async () => {
    const { requests } = stubSiteNetwork(
      agencySite({ covers: ["host/a.jpg", "host/b.jpg", "host/c.jpg", "host/d.jpg"], posts: [{ id: 1, cover: "host/post-1.jpg" }], imageBytes: 6 * MiB }),
    );

    const result = await warmOfflineCache(warmRequest({ coverWidth: 480 }), t0);

    expect(result).toMatchObject({ images: 2, bytes: 12 * MiB });
    expect(await cachedPaths(cacheNames.media)).toEqual(["/media/480/host/a.jpg", "/media/480/host/b.jpg"]);
    // Each image after the second was asked for and left out: none fits in the 3 MiB left.
    expect(mediaRequests(requests).map(pathOf)).toContain("/media/480/host/c.jpg");
  });

  it("writes no stamp when the connection drops midway, so the next request warms again", async () => {
    const site = agencySite({ covers: ["host/ana.jpg"] });
    const { setSite } = stubSiteNetwork((request) => (pathOf(request).startsWith("/media/") ? noConnection(request) : site(request)));

    await expect(warmOfflineCache(warmRequest(), t0)).rejects.toThrow(TypeError);
    expect(await stamp()).toBeUndefined();

    setSite(site);
    expect(await warmOfflineCache(warmRequest(), t0 + 60_000)).toMatchObject({ images: 1 });
    expect(await stamp()).toMatchObject({ at: t0 + 60_000, images: 1 });
  });

  it("asks for images with the Accept header the browser last sent for one", async () => {
    // Fresh modules: the Accept seen is kept by the worker for its whole life.
    vi.resetModules();
    const { noteImageAccept } = await import("./image-accept.js");
    const fresh = await import("./warm.js");
    const browserAccept = "image/jpeg,image/png;q=0.9,*/*;q=0.5";
    noteImageAccept(new Request(`${siteOrigin}/media/480/host/ana.jpg`, { headers: { accept: browserAccept } }));
    const { requests } = stubSiteNetwork(agencySite({ covers: ["host/ana.jpg"], posts: [{ id: 1, cover: "host/post-1.jpg" }] }));

    await fresh.warmOfflineCache(warmRequest(), t0);

    const media = mediaRequests(requests);
    expect(media).toHaveLength(3);
    expect(media.map((request) => request.headers.get("accept"))).toEqual([browserAccept, browserAccept, browserAccept]);
  });
});
