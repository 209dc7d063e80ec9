import { mediaWidths, type MediaWidth } from "../src/contract/media.js";
import { mediaKeysIn } from "../src/lib/media-paths.js";
import { mediaUrl } from "../src/lib/media.js";
import { apiPaths } from "../src/contract/api-paths.js";
import { cacheNames } from "../src/lib/cache-names.js";
import { arrivedList, type Arrived, type WarmOfflineMessage } from "../src/lib/worker-messages.js";
import { imageAccept } from "./image-accept.js";

/**
 * Offline browsing beyond the pages already visited: after a visit to the
 * talents list the app asks, when the browser is idle, for the main pages as
 * the server renders them (home, talents, gallery, contacts, in the visitor's
 * language), the card list, the staff and social links, card-size covers and
 * the gallery posts with their covers and pictures. Bounded, and skipped on save-data and 2g (the app checks too).
 */
export const warmLimits = {
  covers: 300,
  posts: 60,
  postPages: 10,
  bytes: 15 * 1024 * 1024,
  /** A visited profile's gallery photos (sw/warm-profile.ts): at most this many, and bytes, per profile… */
  profilePhotos: 48,
  profileBytes: 8 * 1024 * 1024,
  /** …and for all the profiles kept together: past it, the longest unvisited profile's photos go. */
  profilesBytes: 40 * 1024 * 1024,
};
/** Completion stamp in the API cache: its time, and what the warm-up stored. */
export const warmStampUrl = "/__passarela/warmed-at";

/** At most this many pages, and only this site's own paths. */
const maxPages = 6;
export const isPagePath = (path: unknown): path is string => typeof path === "string" && /^\/(?!\/)[\w\-/]*$/.test(path);

/** Card covers when the app does not say (a phone at 2x draws half-screen cards at about this). */
const defaultCoverWidth: MediaWidth = 480;
/** Gallery cards are a third of a desktop screen (31vw of 1280 px asks for 480). */
const postCoverWidth: MediaWidth = 480;
/** Post pictures are drawn at most 800 px wide (the article's measure). */
const postImageWidth: MediaWidth = 800;
export const rewarmAfterMs = 12 * 60 * 60 * 1000;

declare const self: ServiceWorkerGlobalScope;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

export interface WarmResult {
  images: number;
  bytes: number;
  ms: number;
}

export function slowOrMetered(): boolean {
  const connection = (self.navigator as WorkerNavigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || (connection?.effectiveType ?? "").includes("2g");
}

const isMediaWidth = (width: unknown): width is MediaWidth => mediaWidths.includes(width as MediaWidth);

/** A server-rendered page, kept where the worker's navigations look for it offline. */
export async function cachePage(cache: Cache, path: string): Promise<void> {
  const response = await fetch(path, { headers: { accept: "text/html" } });
  if (response.ok && (response.headers.get("content-type") ?? "").startsWith("text/html")) await cache.put(path, response);
}

export async function cachedJson<T>(cache: Cache, url: string): Promise<T | undefined> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) return undefined;
  await cache.put(url, response.clone());
  return (await response.json()) as T;
}

/** Fetches the images not cached yet at `width`: at most `count` of them, and never keeps more than the byte bound. */
async function cacheImages(cache: Cache, keys: string[], width: MediaWidth, count: number, stored: WarmResult): Promise<void> {
  for (const key of new Set(keys)) {
    if (count <= 0 || stored.bytes >= warmLimits.bytes) return;
    const url = mediaUrl(key, width);
    if (await cache.match(url, { ignoreVary: true })) continue;
    const response = await fetch(url, { headers: { accept: imageAccept() } });
    if (!response.ok) continue;
    const size = Number(response.headers.get("content-length")) || (await response.clone().arrayBuffer()).byteLength;
    // An image that would cross the bound is not kept; a smaller one after it may still fit.
    if (stored.bytes + size > warmLimits.bytes) {
      await response.body?.cancel();
      continue;
    }
    await cache.put(url, response);
    count -= 1;
    stored.images += 1;
    stored.bytes += size;
  }
}

/** When the last warm-up finished (0 if never, or unreadable). */
async function warmedAt(api: Cache): Promise<number> {
  try {
    const stamp = (await (await api.match(warmStampUrl))?.json()) as { at?: unknown } | undefined;
    return typeof stamp?.at === "number" ? stamp.at : 0;
  } catch {
    return 0;
  }
}

/** Widths are those the page's screen draws (other widths fall back offline, see media-fallback). */
async function warm(request: Arrived<WarmOfflineMessage>, now: number): Promise<WarmResult | undefined> {
  if (slowOrMetered()) return undefined;
  const api = await caches.open(cacheNames.api);
  if (now - (await warmedAt(api)) < rewarmAfterMs) return undefined;

  const media = await caches.open(cacheNames.media);
  const stored: WarmResult = { images: 0, bytes: 0, ms: 0 };
  const coverWidth = isMediaWidth(request.coverWidth) ? request.coverWidth : defaultCoverWidth;

  // The pages first: offline, a page as the server rendered it shows at once, with its data.
  const pageCache = await caches.open(cacheNames.pages);
  for (const path of arrivedList(request.pages).filter(isPagePath).slice(0, maxPages)) await cachePage(pageCache, path);

  // Then the JSON (small, and the screens drawn by the app itself need it), at the very URLs the pages read.
  const list = await cachedJson<{ talents: { cover: string | null }[] }>(api, apiPaths.talents);
  await cachedJson(api, apiPaths.homeSlides);
  await cachedJson(api, apiPaths.social);
  await cachedJson(api, apiPaths.staff);
  const all = await cachedJson<{ posts: { id: number; cover: string | null }[] }>(api, apiPaths.allPosts);
  const first = await cachedJson<{ lastPage: number }>(api, apiPaths.postPage(1));
  for (let page = 2; page <= (first?.lastPage ?? 1) && page <= warmLimits.postPages; page++) await cachedJson(api, apiPaths.postPage(page));
  const posts = (all?.posts ?? []).slice(0, warmLimits.posts);
  const pictures: string[] = [];
  for (const post of posts) {
    const full = await cachedJson<{ content: string }>(api, apiPaths.post(post.id));
    pictures.push(...mediaKeysIn(full?.content ?? ""));
  }

  // Then the images: card covers, post covers, and the posts' pictures with what the bound leaves.
  const covers = (list?.talents ?? []).map((t) => t.cover).filter((c): c is string => Boolean(c));
  await cacheImages(media, covers, coverWidth, warmLimits.covers, stored);
  const postCovers = posts.map((p) => p.cover).filter((c): c is string => Boolean(c));
  await cacheImages(media, postCovers, postCoverWidth, warmLimits.posts, stored);
  await cacheImages(media, pictures, postImageWidth, Infinity, stored);

  stored.ms = Date.now() - now;
  // Not Response.json(): older Safari workers lack it.
  await api.put(warmStampUrl, new Response(JSON.stringify({ at: now, ...stored }), { headers: { "content-type": "application/json" } }));
  return stored;
}

let running: Promise<WarmResult | undefined> | undefined;

/** One warm-up at a time: two tabs (or two visits) asking at once share it. */
export function warmOfflineCache(request: Arrived<WarmOfflineMessage>, now = Date.now()): Promise<WarmResult | undefined> {
  running ??= warm(request, now).finally(() => (running = undefined));
  return running;
}
