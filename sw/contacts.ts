import { contactSyncTag, sendDueContactMessages } from "../src/lib/contact-queue/send.js";

declare const self: ServiceWorkerGlobalScope & { registration: { sync?: { register(tag: string): Promise<void> } } };

/** Not in TypeScript's WebWorker lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Sends what the contact form queued; answers whether a message still waits for a connection. */
async function sendQueue(): Promise<boolean> {
  try {
    const outcomes = await sendDueContactMessages();
    return outcomes.some((outcome) => outcome.kind === "offline" || outcome.kind === "server_error");
  } catch {
    return false; // No IndexedDB in this worker: the page sends instead.
  }
}

/**
 * The service worker's side of the contact queue, like the applications'
 * (sw/applications.ts): on Background Sync and at each start, each try with
 * the message's Idempotency-Key.
 */
export function registerContactSending(): void {
  self.addEventListener("sync", (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== contactSyncTag) return;
    sync.waitUntil(
      sendQueue().then((unsent) => {
        if (unsent) throw new Error("contact messages still queued");
      }),
    );
  });
  void sendQueue().then(async (unsent) => {
    if (unsent) await self.registration.sync?.register(contactSyncTag).catch(() => undefined);
  });
}
