import { cacheNames } from "../src/lib/cache-names.js";
import type { Arrived, KeepPageMessage } from "../src/lib/worker-messages.js";
import { cachePage } from "./warm.js";

declare const self: ServiceWorkerGlobalScope;

/** A page of this site's own (not its API, media or files), with at most a plain query (`?pagina=2`): nothing else is fetched. */
export const isPageAddress = (path: unknown): path is string =>
  typeof path === "string" && /^\/(?!\/|api\/|media\/|pdf\/|assets\/)[\w\-/]*(\?[\w\-=&]*)?$/.test(path);

/**
 * Keeps a page the app's address now names as the server renders it, where the
 * worker's navigations look for it offline (sw/caching.ts). The gallery list
 * rewrites its address as it grows: its first page came with the HTML and was
 * never fetched on its own, so the app shell could not draw the list offline.
 */
export async function keepPage(request: Arrived<KeepPageMessage>): Promise<void> {
  if (!isPageAddress(request.path)) return;
  const pages = await caches.open(cacheNames.pages);
  await cachePage(pages, request.path);
  // Each "Carregar mais" names one page more: the address it replaced is kept no longer (these entries
  // are written outside the navigations' expiration, which would never count them).
  const kept = new URL(request.path, self.location.origin);
  for (const entry of await pages.keys()) {
    const url = new URL(entry.url);
    if (url.pathname === kept.pathname && url.search !== "" && url.search !== kept.search) await pages.delete(entry);
  }
}
