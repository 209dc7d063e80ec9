import { cacheNames } from "../src/lib/cache-names.js";
import { apiPaths } from "../src/contract/api-paths.js";
import { arrivedList, type Arrived, type WarmEssentialsMessage } from "../src/lib/worker-messages.js";
import { cachedJson, cachePage, isPagePath, rewarmAfterMs } from "./warm.js";

/*
 * What a visitor most needs without a connection, kept after any first visit:
 * the contacts page as the server renders it (in the visitor's language), the
 * staff and the social links. A few kilobytes, so asked for on every kind of
 * connection, unlike the list's warm-up (sw/warm.ts).
 */

/** Completion stamp in the API cache: its time, and the pages it kept. */
export const essentialsStampUrl = "/__passarela/essentials-at";
const maxPages = 3;

interface Stamp {
  at: number;
  pages: string[];
}

async function readStamp(api: Cache): Promise<Stamp> {
  try {
    const stamp = (await (await api.match(essentialsStampUrl))?.json()) as Partial<Stamp> | undefined;
    return { at: typeof stamp?.at === "number" ? stamp.at : 0, pages: Array.isArray(stamp?.pages) ? stamp.pages.filter(isPagePath) : [] };
  } catch {
    return { at: 0, pages: [] };
  }
}

async function warm(request: Arrived<WarmEssentialsMessage>, now: number): Promise<boolean> {
  const pages = arrivedList(request.pages).filter(isPagePath).slice(0, maxPages);
  const api = await caches.open(cacheNames.api);
  const stamp = await readStamp(api);
  // Fresh, and every page asked for (another language's contacts page is another page) is in.
  if (now - stamp.at < rewarmAfterMs && pages.every((page) => stamp.pages.includes(page))) return false;
  const pageCache = await caches.open(cacheNames.pages);
  for (const page of pages) await cachePage(pageCache, page);
  await cachedJson(api, apiPaths.staff);
  await cachedJson(api, apiPaths.social);
  const kept = now - stamp.at < rewarmAfterMs ? [...new Set([...stamp.pages, ...pages])] : pages;
  await api.put(essentialsStampUrl, new Response(JSON.stringify({ at: now, pages: kept }), { headers: { "content-type": "application/json" } }));
  return true;
}

let running: Promise<boolean> = Promise.resolve(false);

/** One after another: tabs opening at once share the network, and the second finds the stamp. */
export function warmEssentials(request: Arrived<WarmEssentialsMessage>, now = Date.now()): Promise<boolean> {
  running = running.catch(() => false).then(() => warm(request, now));
  return running;
}
