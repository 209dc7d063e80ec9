import type { WorkboxPlugin } from "workbox-core";
import { parseMediaPath } from "../src/lib/media-paths.js";
import { cacheNames } from "../src/lib/cache-names.js";

/** `/media/480/host/path` → `host/path`: the image, whatever its width. */
export function mediaKeyOf(pathname: string): string | undefined {
  return parseMediaPath(pathname)?.key;
}

/**
 * Offline, a screen may ask for a width that was never cached (another screen
 * size, another density). Any cached width of the same image beats a hole.
 */
export const otherWidthFallback: WorkboxPlugin = {
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
