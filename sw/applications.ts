import { applicationSyncTag } from "../src/lib/application-queue/background-sync.js";
import { fetchTransport, sendDueApplications } from "../src/lib/application-queue/send.js";

declare const self: ServiceWorkerGlobalScope & { registration: { sync?: { register(tag: string): Promise<void> } } };

/** Not in TypeScript's WebWorker lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Sends what the form queued in IndexedDB; answers whether some application still waits for a connection. */
async function sendQueue(): Promise<boolean> {
  try {
    const outcomes = await sendDueApplications(fetchTransport);
    return outcomes.some((outcome) => outcome.kind === "offline" || outcome.kind === "server_error");
  } catch {
    return false; // No IndexedDB in this worker: the page sends instead.
  }
}

/**
 * The service worker's side of the application queue: on Background Sync
 * (the browser wakes it when a connection is back, even with no tab open)
 * and at each start (browsers without Background Sync, a tab closed during
 * an upload). Each try reuses the application's Idempotency-Key.
 */
export function registerApplicationSending(): void {
  self.addEventListener("sync", (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== applicationSyncTag) return;
    // A rejection tells the browser to fire the sync again later, with its own back-off.
    sync.waitUntil(
      sendQueue().then((unsent) => {
        if (unsent) throw new Error("applications still queued");
      }),
    );
  });

  // Not under waitUntil (there is no event at start-up): the browser may stop an idle worker
  // mid-upload, and the next start or sync sends it again with the same Idempotency-Key.
  void sendQueue().then(async (unsent) => {
    if (unsent) await self.registration.sync?.register(applicationSyncTag).catch(() => undefined);
  });
}
