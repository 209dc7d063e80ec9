import { cacheNames } from "./cache-names.js";

/**
 * Offline browsing beyond the pages already visited: after a visit to the
 * talents list the app asks, when the browser is idle, for the card list,
 * card-size covers and the gallery posts with their covers. Bounded, and
 * skipped on save-data and 2g (the app checks too).
 */
export const warmLimits = { covers: 300, bytes: 15 * 1024 * 1024, posts: 60 };
const coverWidth = 480;
const rewarmAfterMs = 12 * 60 * 60 * 1000;
const stampUrl = "/__passarela/warmed-at";
const imageAccept = "image/avif,image/webp,image/*;q=0.8,*/*;q=0.5";

declare const self: ServiceWorkerGlobalScope;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

function slowOrMetered(): boolean {
  const connection = (self.navigator as WorkerNavigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || (connection?.effectiveType ?? "").includes("2g");
}

async function cachedJson<T>(cache: Cache, url: string): Promise<T | undefined> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) return undefined;
  await cache.put(url, response.clone());
  return (await response.json()) as T;
}

/** Fetches images not cached yet, stopping at the count or byte bound; answers the bytes used. */
async function cacheImages(cache: Cache, keys: string[], budget: { count: number; bytes: number }): Promise<void> {
  for (const key of keys) {
    if (budget.count <= 0 || budget.bytes <= 0) return;
    const url = `/media/${coverWidth}/${key}`;
    if (await cache.match(url, { ignoreVary: true })) continue;
    const response = await fetch(url, { headers: { accept: imageAccept } });
    if (!response.ok) continue;
    const size = Number(response.headers.get("content-length")) || (await response.clone().arrayBuffer()).byteLength;
    await cache.put(url, response);
    budget.count -= 1;
    budget.bytes -= size;
  }
}

export async function warmOfflineCache(now = Date.now()): Promise<void> {
  if (slowOrMetered()) return;
  const meta = await caches.open(cacheNames.api);
  const stamp = await meta.match(stampUrl);
  if (stamp && now - Number(await stamp.text()) < rewarmAfterMs) return;

  const api = await caches.open(cacheNames.api);
  const media = await caches.open(cacheNames.media);
  const budget = { count: warmLimits.covers, bytes: warmLimits.bytes };

  const list = await cachedJson<{ talents: { cover: string | null }[] }>(api, "/api/talents");
  const covers = (list?.talents ?? []).map((t) => t.cover).filter((c): c is string => Boolean(c));
  await cacheImages(media, covers, budget);

  const all = await cachedJson<{ posts: { id: number; cover: string | null }[] }>(api, "/api/posts/all");
  const posts = (all?.posts ?? []).slice(0, warmLimits.posts);
  const first = await cachedJson<{ lastPage: number }>(api, "/api/posts");
  for (let page = 2; page <= (first?.lastPage ?? 1) && page <= 10; page++) await cachedJson(api, `/api/posts?page=${page}`);
  for (const post of posts) await cachedJson(api, `/api/posts/${post.id}`);
  await cacheImages(
    media,
    posts.map((p) => p.cover).filter((c): c is string => Boolean(c)),
    budget,
  );
  await meta.put(stampUrl, new Response(String(now)));
}
