import type { MediaWidth } from "../contract/media.js";
import { parseMediaPath } from "./media-paths.js";
import { canPrefetch } from "./prefetch.js";
import type { ToWorker } from "./worker-messages.js";
import { whenIdle } from "./when-idle.js";

/** The width of a `/media` URL (an image's `currentSrc`), when it is one the server renders. */
const mediaWidthOf = (url: string) => parseMediaPath(url)?.width;

/** How long to wait for a first cover before warming at the service worker's default width. */
const coverWaitMs = 5000;

/**
 * The width the browser picked for the first `/media` image under `root`. An
 * eager image may not have picked yet when the browser is idle: then the first
 * image load tells.
 */
function pickedWidth(root: Element | null): Promise<MediaWidth | undefined> {
  const picked = () => (root ? [...root.querySelectorAll("img")].map((img) => mediaWidthOf(img.currentSrc)).find(Boolean) : undefined);
  if (!root || picked()) return Promise.resolve(picked());
  return new Promise((resolve) => {
    const done = () => {
      root.removeEventListener("load", onLoad, true);
      clearTimeout(timer);
      resolve(picked());
    };
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement && mediaWidthOf(event.target.currentSrc)) done();
    };
    const timer = setTimeout(done, coverWaitMs);
    // `load` does not bubble, but it is seen while capturing.
    root.addEventListener("load", onLoad, true);
  });
}

/**
 * Posts a message to the service worker once the browser is idle, when there is
 * a worker (`ready` never settles where it is blocked or failed). The message
 * is made then, and may wait for what it says (the covers' width).
 */
function postWhenIdle(message: () => Promise<ToWorker> | ToWorker): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  // `ready`, not `controller`: on the first visit the worker may still be installing.
  const send = () =>
    void navigator.serviceWorker.getRegistration().then(async (registration) => {
      if (!registration) return;
      const [ready, data] = await Promise.all([navigator.serviceWorker.ready, message()]);
      ready.active?.postMessage(data);
    });
  whenIdle(send, { timeout: 10_000, fallback: 3000 });
}

/**
 * Asks the service worker, once the browser is idle, to cache the main pages
 * (`pages`, as the server renders them), the talent cards, their covers and
 * the gallery posts for offline browsing. Nothing happens without a service
 * worker, on save-data or on 2g.
 *
 * `covers` holds the card covers as this screen draws them: the warm-up
 * stores the width the browser picked there, so the list finds its very files.
 */
export function requestOfflineWarmup(covers: Element | null = null, pages: string[] = []): void {
  if (!canPrefetch()) return;
  postWhenIdle(async () => ({ type: "WARM_OFFLINE", coverWidth: await pickedWidth(covers), pages }));
}

/**
 * Asks the service worker to keep what a visitor needs most offline, after any
 * first visit: `pages` (the contacts page in the visitor's language), the staff
 * and the social links. A few kilobytes: asked for on any connection but none.
 */
export function requestEssentialsWarmup(pages: string[]): void {
  if (typeof navigator !== "undefined" && !navigator.onLine) return;
  postWhenIdle(() => ({ type: "WARM_ESSENTIALS", pages }));
}

/** Asks the service worker to keep a visited profile's gallery photos, each at the width this screen draws it. */
export function requestProfileWarmup(id: number, images: { key: string; width: MediaWidth }[]): void {
  if (!canPrefetch() || images.length === 0) return;
  postWhenIdle(() => ({ type: "WARM_PROFILE", id, images }));
}

/**
 * Asks the service worker to keep the page at `path` (path and query) as the
 * server renders it: the app rewrote the address in place, and a reload
 * offline would otherwise find no page there. Not offline, on save-data or on 2g.
 */
export function requestPageKept(path: string): void {
  if (!canPrefetch()) return;
  postWhenIdle(() => ({ type: "KEEP_PAGE", path }));
}
