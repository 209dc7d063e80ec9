/** Runtime caches of the service worker (the precache is Workbox's own). */
export const cacheNames = {
  pages: "passarela-pages-v1",
  api: "passarela-api-v1",
  media: "passarela-media-v1",
} as const;
