/** The Background Sync tag the service worker answers by sending the queue (sw/sw.ts). */
export const applicationSyncTag = "passarela-applications";

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker when a connection is back, so
 * the queue is sent even after the tab is closed. Chromium only: elsewhere the
 * queue waits for the service worker's start, `online` or the next visit.
 */
export async function requestBackgroundSync(tag: string = applicationSyncTag): Promise<boolean> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    // Read loosely: Safari and Firefox have no `sync`, whatever the type declarations say.
    const sync = registration ? (Reflect.get(registration, "sync") as SyncManagerLike | undefined) : undefined;
    if (!sync) return false;
    await sync.register(tag);
    return true;
  } catch {
    return false; // Permission refused or the worker is gone: the other paths still send.
  }
}
