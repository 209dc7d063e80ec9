import { requestBackgroundSync } from "../../lib/application-queue/background-sync.js";
import { listQueued, removeQueued } from "../../lib/application-queue/idb.js";
import type { QueuedApplication, SendOutcome, StoredPhoto, WireValues } from "../../lib/application-queue/records.js";
import { sendApplication, sendNewApplication, type Transport } from "../../lib/application-queue/send.js";
import { xhrTransport } from "../../lib/xhr-upload.js";
import { noteOutcome, setProgress, showAttempt, showQueue, showQueued } from "./queue.js";

/**
 * The page's sending: a submitted application is queued, then sent; a queued
 * one is sent again when due, from "send now", or when a rate limit runs out.
 * Every retry reuses the record's key. The attempts themselves (lock, upload,
 * settling the queue) are lib/application-queue's, which the service worker runs too.
 */

const inFlight = new Map<string, Promise<SendOutcome | null>>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** XMLHttpRequest, for its upload progress: shown in the queue, and handed to `onProgress`. */
const upload = (key: string, onProgress?: (fraction: number) => void): Transport =>
  xhrTransport((fraction) => {
    setProgress(key, fraction);
    onProgress?.(fraction);
  });

/** Asks the browser not to evict what is queued (best effort; some browsers ask the visitor). */
function requestPersistentStorage(): void {
  if ("storage" in navigator && "persist" in navigator.storage) void navigator.storage.persist().catch(() => false);
}

function retryWhenDue(key: string, retryAt: number): void {
  if (timers.has(key)) return;
  const wait = Math.max(1000, retryAt - Date.now());
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void sendQueued(key);
    }, Math.min(wait, 2 ** 31 - 1)),
  );
}

/** An attempt of this tab ended with `outcome`: the page shows it, and the service worker takes over what waits. */
function settled(key: string, outcome: SendOutcome): void {
  noteOutcome(key, outcome);
  showAttempt(key, outcome);
  if (outcome.kind === "rate_limited") retryWhenDue(key, outcome.retryAt);
  // No connection, or the server failed: the service worker sends it when one is back, tab open or not.
  if (outcome.kind === "offline" || outcome.kind === "server_error") void requestBackgroundSync();
}

/** Runs this tab's attempt at `key`, which "send now" and the retries share while it lasts. */
function track<T extends SendOutcome | null>(key: string, work: () => Promise<T>): Promise<T> {
  const attempt = work().finally(() => {
    if (inFlight.get(key) === attempt) inFlight.delete(key);
    setProgress(key, null);
  });
  inFlight.set(key, attempt);
  return attempt;
}

/** Reads the queue from IndexedDB and shows it, with a timer for each application waiting out a rate limit. */
export async function loadQueue(): Promise<QueuedApplication[]> {
  const records = await listQueued();
  showQueue(records);
  for (const record of records) if (record.outcome?.kind === "rate_limited") retryWhenDue(record.key, record.outcome.retryAt);
  return records;
}

/** {@link loadQueue}, or nothing without IndexedDB (a private window of an old browser): nothing can be queued either. */
export function refreshQueue(): Promise<QueuedApplication[]> {
  return loadQueue().catch(() => []);
}

/**
 * Sends one queued application, unless this tab is already sending it (then
 * the same attempt is shared). Answers null when it is no longer queued.
 */
export function sendQueued(key: string): Promise<SendOutcome | null> {
  return (
    inFlight.get(key) ??
    track(key, async () => {
      setProgress(key, 0);
      const outcome = await sendApplication(key, upload(key));
      if (outcome) settled(key, outcome);
      // Another tab or the service worker sent it (its message says how), or it was discarded: show the queue as it is now.
      else void refreshQueue();
      return outcome;
    })
  );
}

/** An application as the visitor submits it. */
export interface Submission {
  key: string;
  startedAt: number;
  values: WireValues;
  photos: StoredPhoto[];
}

/**
 * Queues a submitted application, then sends it: queued first, so that nothing
 * is lost if the page dies during the upload. Without IndexedDB it is sent
 * once, unsaved (`queued` false). `onProgress` gets the fraction uploaded.
 */
export async function submitApplication(submission: Submission, onProgress: (fraction: number) => void): Promise<{ outcome: SendOutcome; queued: boolean }> {
  const { key, startedAt, values, photos } = submission;
  const record: QueuedApplication = { v: 1, key, createdAt: Date.now(), startedAt, values, photos, attempts: 0, lastAttemptAt: null, outcome: null };
  let queued = false;
  const outcome = await track(key, async () => {
    const sent = await sendNewApplication(record, upload(key, onProgress), () => {
      requestPersistentStorage();
      setProgress(key, 0);
      showQueued(record);
    });
    queued = sent.queued;
    if (queued) settled(key, sent.outcome);
    // Not queued, so nothing to retry: only a receipt counts, for the reference the success view shows.
    else if (sent.outcome.kind === "received") noteOutcome(key, sent.outcome);
    return sent.outcome;
  });
  return { outcome, queued };
}

/** Takes an application out of the queue (the visitor discards it, or takes a refused one back into the form). */
export function discardQueued(key: string): void {
  void removeQueued(key).then(refreshQueue, () => undefined);
}
