declare const self: ServiceWorkerGlobalScope & { registration: { sync?: { register(tag: string): Promise<void> } } };

/** Not in TypeScript's WebWorker lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export interface QueueSending {
  /** The Background Sync tag the page registers for this queue. */
  tag: string;
  /** Sends what is due in the queue (IndexedDB); an outcome per record tried. */
  sendDue: () => Promise<readonly { kind: string }[]>;
  /** What the queue holds after sending, each with the last answer it had. */
  list: () => Promise<readonly { outcome: { kind: string } | null }[]>;
  /** What waits, for the rejection that asks the browser to sync again ("applications still queued"). */
  waiting: string;
}

/**
 * Sends what is due; answers whether something is still to be sent later: one
 * that found no connection or a failing server, one the site told to wait
 * (429), one still waiting out such an answer (this send skipped it), and one
 * queued meanwhile. Only a refusal waits for the visitor rather than for
 * another try. Browsers give up a sync after a few tries (Chromium: three,
 * minutes apart); what is left goes at the worker's next start, which asks
 * for a sync again, or on the next visit.
 */
async function sendQueue(queue: QueueSending): Promise<boolean> {
  try {
    const outcomes = await queue.sendDue();
    if (outcomes.some((outcome) => outcome.kind !== "received" && outcome.kind !== "rejected")) return true;
    // What was tried is settled: read the queue again (photos and all) only for what this send did not try.
    return (await queue.list()).some((record) => record.outcome?.kind !== "rejected");
  } catch {
    return false; // No IndexedDB in this worker, or it fails: the page sends instead, on its next visit.
  }
}

/**
 * The service worker's side of a queue the page fills (applications, contact
 * messages): on Background Sync (the browser wakes it when a connection is
 * back, even with no tab open) and at each start (browsers without Background
 * Sync, a tab closed during an upload). Each try reuses the record's
 * Idempotency-Key.
 */
export function registerQueueSending(queue: QueueSending): void {
  self.addEventListener("sync", (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== queue.tag) return;
    // A rejection tells the browser to fire the sync again later, with its own back-off.
    sync.waitUntil(
      sendQueue(queue).then((unsent) => {
        if (unsent) throw new Error(`${queue.waiting} still queued`);
      }),
    );
  });

  // Not under waitUntil (there is no event at start-up): the browser may stop an idle worker
  // mid-upload, and the next start or sync sends it again with the same Idempotency-Key.
  void sendQueue(queue).then(async (unsent) => {
    if (unsent) await self.registration.sync?.register(queue.tag).catch(() => undefined);
  });
}
