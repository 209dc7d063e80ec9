import type { WorkboxPlugin } from "workbox-core";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { CacheFirst } from "workbox-strategies";
import { parseMediaPath } from "../src/lib/media-paths.js";
import { cacheNames } from "../src/lib/cache-names.js";

/** `/media/480/host/path` → `host/path`: the image, whatever its width. */
export function mediaKeyOf(pathname: string): string | undefined {
  return parseMediaPath(pathname)?.key;
}

/**
 * Offline, a screen may ask for a width that was never cached (another screen
 * size, another density). Any cached width of the same image beats a hole. So it
 * does when the site answers but cannot make the image now (a 5xx: the agency's
 * platform is down and this width was never resized).
 */
export const otherWidthFallback: WorkboxPlugin = {
  fetchDidSucceed({ response }) {
    if (response.status >= 500) throw new Error(`The site could not make this image now (${response.status}).`);
    return Promise.resolve(response);
  },
  async handlerDidError({ request }) {
    const key = mediaKeyOf(new URL(request.url).pathname);
    if (!key) return undefined;
    const cache = await caches.open(cacheNames.media);
    for (const cached of await cache.keys()) {
      if (mediaKeyOf(new URL(cached.url).pathname) === key) {
        const response = await cache.match(cached);
        if (response) return response;
      }
    }
    return undefined;
  },
};

const day = 24 * 60 * 60;

/** Images: immutable per URL, so the cache answers first; when the site cannot answer, another width of the same image will do. */
export function mediaStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: cacheNames.media,
    // One browser always sends the same Accept, and the warm-up asks with its own: ignore Vary.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 900, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
      otherWidthFallback,
    ],
  });
}
