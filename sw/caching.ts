import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import * as navigationPreload from "workbox-navigation-preload";
import { matchPrecache } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { apiPaths, apiPrefix, pathPattern } from "../src/contract/api-paths.js";
import { parseMediaPath } from "../src/lib/media-paths.js";
import { cacheNames } from "../src/lib/cache-names.js";
import { noteImageAccept } from "./image-accept.js";
import { mediaStrategy } from "./media-fallback.js";

const day = 24 * 60 * 60;

/** Paths the server answers itself, never with the app shell. */
const notPages = [/^\/api(\/|$)/, /^\/media\//, /^\/pdf\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/, /^\/assets\//];

/** PDFs are made on demand and may be large: always from the network. */
const talentPdf = pathPattern(apiPaths.talentPdf(":id", ":type"), { id: "\\d+", type: ".*" });
const isPdf = (pathname: string) => talentPdf.test(pathname) || pathname === apiPaths.selectionPdf;

export function registerCaching(): void {
  // A navigation's request leaves while the worker is still starting (which takes a cheap
  // phone a few hundred ms), and the strategies below answer with it rather than a fetch of their own.
  navigationPreload.enable();

  // Navigations: the network first (it answers the real status and the page's head);
  // offline, or when the server can only say it is unavailable, the page as last seen, else the precached app shell.
  const pages = new NetworkFirst({
    cacheName: cacheNames.pages,
    networkTimeoutSeconds: 4,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day })],
  });
  registerRoute(
    new NavigationRoute(
      async (options) => {
        try {
          const response = await pages.handle(options);
          // The server answers 503 when the platform fails and it has nothing of its own to make the
          // page from (after a restart, say): the page as last seen on this device beats that.
          if (response.status >= 500) return (await caches.match(options.request, { cacheName: cacheNames.pages })) ?? response;
          return response;
        } catch {
          return (await matchPrecache("/index.html")) ?? Response.error();
        }
      },
      { denylist: notPages },
    ),
  );
  // Every other navigation (a PDF, the sitemap opened in a tab) takes the preloaded answer too,
  // rather than leave it unused and have the browser request the path a second time.
  registerRoute(({ request, url }) => request.mode === "navigate" && notPages.some((pattern) => pattern.test(url.pathname)), new NetworkOnly());

  // Screen data: shown at once from the cache, refreshed in the background.
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && url.pathname.startsWith(`${apiPrefix}/`) && !isPdf(url.pathname),
    new StaleWhileRevalidate({
      cacheName: cacheNames.api,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * day, purgeOnQuotaError: true })],
    }),
  );

  registerRoute(({ url, request, sameOrigin }) => {
    if (!sameOrigin || !parseMediaPath(url.pathname)) return false;
    noteImageAccept(request);
    return true;
  }, mediaStrategy());
}
