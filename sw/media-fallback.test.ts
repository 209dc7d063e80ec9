import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheNames } from "../src/lib/cache-names.js";
import { installWorkerScope } from "../tests/helpers/service-worker.js";
import { noConnection, pathOf, siteOrigin, stubSiteNetwork } from "../tests/helpers/site-network.js";

const key = "platform.example/storage/talents/7/hr/cover.jpg";
const image = (width: number) => new Request(`${siteOrigin}/media/${width}/${key}`, { headers: { accept: "image/webp" } });
const webp = (bytes: number) => new Response(new Uint8Array(bytes), { headers: { "content-type": "image/webp" } });

/** A worker's fetch event, which Node does not have. */
class FetchEventStandIn extends Event {
  readonly waits: Promise<unknown>[] = [];
  constructor(readonly request: Request) {
    super("fetch");
  }
  waitUntil(promise: Promise<unknown>): void {
    this.waits.push(promise);
  }
}

/** Asks the worker's image strategy for a request, as a page's <img> would. */
async function ask(request: Request): Promise<Response> {
  vi.stubGlobal("FetchEvent", FetchEventStandIn);
  vi.stubGlobal("ExtendableEvent", FetchEventStandIn);
  vi.stubGlobal("location", new URL("/sw.js", siteOrigin));
  const event = new FetchEventStandIn(request);
  // Workbox reads the worker's `self` when its modules load: after installWorkerScope.
  const { mediaStrategy } = await import("./media-fallback.js");
  const response = await mediaStrategy().handle({ request, event: event as unknown as FetchEvent });
  await Promise.all(event.waits);
  return response;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("images in the service worker", () => {
  it("keeps what the site made, and answers another width of it when the site cannot make the one asked for", async () => {
    installWorkerScope();
    const network = stubSiteNetwork((request) => (pathOf(request).startsWith("/media/480/") ? webp(480) : webp(0)));
    expect((await ask(image(480))).status).toBe(200);

    // The agency's platform is down and the site never resized this width: a 503.
    network.setSite(() => Response.json({ error: "platform_unavailable", message: "down" }, { status: 503 }));
    const fallback = await ask(image(640));
    expect(fallback.status).toBe(200);
    expect((await fallback.arrayBuffer()).byteLength).toBe(480);
    // Offline, the same.
    network.setSite(noConnection);
    expect((await (await ask(image(800))).arrayBuffer()).byteLength).toBe(480);
    // The failure itself is never kept.
    const cached = await (await caches.open(cacheNames.media)).keys();
    expect(cached.map((request) => new URL(request.url).pathname)).toEqual([`/media/480/${key}`]);
  });

  it("passes a missing image's 404 on: only the site's own failures fall back", async () => {
    installWorkerScope();
    const network = stubSiteNetwork(() => webp(480));
    await ask(image(480));
    network.setSite(() => Response.json({ error: "not_found", message: "No such image." }, { status: 404 }));
    expect((await ask(image(640))).status).toBe(404);
  });
});
