import type { MediaWidth } from "../contract/media.js";
import { mediaWidthOf } from "./media.js";
import { canPrefetch } from "./prefetch.js";

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
 * Asks the service worker, once the browser is idle, to cache the main pages
 * (`pages`, as the server renders them), the talent cards, their covers and
 * the gallery posts for offline browsing. Nothing happens without a service
 * worker, on save-data or on 2g.
 *
 * `covers` holds the card covers as this screen draws them: the warm-up
 * stores the width the browser picked there, so the list finds its very files.
 */
export function requestOfflineWarmup(covers: Element | null = null, pages: string[] = []): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || !canPrefetch()) return;
  // `ready`, not `controller`: on the first visit the worker may still be installing.
  // Only with a registration: `ready` never settles where the worker is blocked or failed.
  const send = () =>
    void navigator.serviceWorker.getRegistration().then(async (registration) => {
      if (!registration) return;
      const [ready, coverWidth] = await Promise.all([navigator.serviceWorker.ready, pickedWidth(covers)]);
      ready.active?.postMessage({ type: "WARM_OFFLINE", coverWidth, pages });
    });
  if ("requestIdleCallback" in window) window.requestIdleCallback(send, { timeout: 10_000 });
  else setTimeout(send, 3000);
}
