import { requestBackgroundSync } from "../lib/application-queue/background-sync.js";
import { listen } from "../lib/application-queue/channel.js";
import { deliver, isDue } from "../lib/application-queue/deliver.js";
import { getQueued, listQueued } from "../lib/application-queue/idb.js";
import { applicantName, type QueueOutcome, type QueuedApplication, type SendOutcome } from "../lib/application-queue/records.js";
import { xhrTransport } from "../lib/xhr-upload.js";
import { store, atom } from "./store.js";

/**
 * The page's side of the application queue (IndexedDB, lib/application-queue):
 * what waits, what is being sent, and the sending itself. Retries happen at
 * start-up (the next visit), on the `online` event, when a rate limit runs
 * out, and from the "send now" button; every one reuses the record's key.
 * The service worker sends the same queue on Background Sync and at its start.
 */

export interface QueueItem {
  key: string;
  name: string;
  createdAt: number;
  attempts: number;
  outcome: QueueOutcome | null;
  /** Being uploaded by this tab right now, with the fraction sent. */
  progress: number | null;
}

export const queueAtom = atom<QueueItem[]>([]);
/** Applications the server confirmed during this visit (the form shows its success view). */
export const receivedKeysAtom = atom<ReadonlySet<string>>(new Set<string>());
/** The last outcome of each application sent during this visit. */
export const lastOutcomeAtom = atom<Readonly<Record<string, SendOutcome>>>({});

const inFlight = new Map<string, Promise<SendOutcome | null>>();
const progress = new Map<string, number>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

const summary = (record: QueuedApplication): QueueItem => ({
  key: record.key,
  name: applicantName(record),
  createdAt: record.createdAt,
  attempts: record.attempts,
  outcome: record.outcome,
  progress: progress.get(record.key) ?? null,
});

function noteOutcome(key: string, outcome: SendOutcome): void {
  store.set(lastOutcomeAtom, (all) => ({ ...all, [key]: outcome }));
  if (outcome.kind === "received") store.set(receivedKeysAtom, (keys) => new Set([...keys, key]));
}

function setProgress(key: string, fraction: number | null): void {
  if (fraction === null) progress.delete(key);
  else progress.set(key, fraction);
  store.set(queueAtom, (items) => items.map((item) => (item.key === key ? { ...item, progress: fraction } : item)));
}

/** Re-reads the queue from IndexedDB, and sets a timer for each application waiting out a rate limit. */
export async function refreshQueue(): Promise<QueuedApplication[]> {
  let records: QueuedApplication[];
  try {
    records = await listQueued();
  } catch {
    return []; // No IndexedDB here (a private window of an old browser): nothing can be queued either.
  }
  store.set(queueAtom, records.map(summary));
  for (const record of records) {
    const outcome = record.outcome;
    if (outcome?.kind !== "rate_limited" || timers.has(record.key)) continue;
    const wait = Math.max(1000, outcome.retryAt - Date.now());
    timers.set(
      record.key,
      setTimeout(() => {
        timers.delete(record.key);
        void sendQueued(record.key);
      }, Math.min(wait, 2 ** 31 - 1)),
    );
  }
  return records;
}

/**
 * Sends one queued application, unless this tab is already sending it (then
 * the same attempt is shared). Answers null when it is no longer queued.
 */
export function sendQueued(key: string, onProgress?: (fraction: number) => void): Promise<SendOutcome | null> {
  const running = inFlight.get(key);
  if (running) return running;
  const attempt = (async () => {
    const record = await getQueued(key);
    if (!record) return null;
    setProgress(key, 0);
    const outcome = await deliver(
      record,
      xhrTransport((fraction) => {
        setProgress(key, fraction);
        onProgress?.(fraction);
      }),
    );
    if (!outcome) return null; // Another tab or the service worker delivered it; its message says how.
    noteOutcome(key, outcome);
    // No connection, or the server failed: the service worker sends it when one is back, tab open or not.
    if (outcome.kind === "offline" || outcome.kind === "server_error") void requestBackgroundSync();
    return outcome;
  })().finally(() => {
    inFlight.delete(key);
    setProgress(key, null);
    void refreshQueue();
  });
  inFlight.set(key, attempt);
  return attempt;
}

/** Sends every application that is due, one at a time; stops when the connection is gone. */
export async function sendDue(): Promise<void> {
  for (const record of await refreshQueue()) {
    if (!isDue(record, Date.now())) continue;
    const outcome = await sendQueued(record.key);
    if (outcome?.kind === "offline") break;
  }
}

let started = false;

/** Called once by the app shell: resumes the queue now, on reconnection, and follows other tabs. */
export function startApplicationQueue(): void {
  if (started || typeof indexedDB === "undefined") return;
  started = true;
  window.addEventListener("online", () => void sendDue());
  listen((message) => {
    if (message.outcome) noteOutcome(message.key, message.outcome);
    void refreshQueue();
  });
  void sendDue();
}

/** Asks the browser not to evict what is queued (best effort; some browsers ask the visitor). */
export function requestPersistentStorage(): void {
  if ("storage" in navigator && "persist" in navigator.storage) void navigator.storage.persist().catch(() => false);
}
