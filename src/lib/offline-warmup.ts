import { canPrefetch } from "./prefetch.js";

/**
 * Asks the service worker, once the browser is idle, to cache the talent
 * cards, their covers and the gallery posts for offline browsing. Nothing
 * happens without a service worker, on save-data or on 2g.
 */
export function requestOfflineWarmup(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || !canPrefetch()) return;
  const send = () => navigator.serviceWorker.controller?.postMessage({ type: "WARM_OFFLINE" });
  if ("requestIdleCallback" in window) window.requestIdleCallback(send, { timeout: 10_000 });
  else setTimeout(send, 3000);
}
