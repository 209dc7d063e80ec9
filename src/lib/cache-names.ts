/**
 * Runtime caches of the service worker (the precache is Workbox's own). The
 * app reads the pages cache too, to point an offline visitor at what is saved.
 */
export const cacheNames = {
  pages: "passarela-pages-v1",
  api: "passarela-api-v1",
  media: "passarela-media-v1",
} as const;
