import { applicantName, type QueueOutcome, type QueuedApplication, type SendOutcome } from "../../lib/application-queue/records.js";
import { atom, store } from "../store.js";
import { noteKept, tellOutcome } from "./notices.js";

/**
 * What the page shows of the application queue: each application waiting in
 * this browser, the last outcome of each one sent during this visit, and the
 * upload under way. Kept in step with each attempt as it ends, so a send does
 * not read the queue back to show it.
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

const progress = new Map<string, number>();

const summary = (record: QueuedApplication): QueueItem => ({
  key: record.key,
  name: applicantName(record),
  createdAt: record.createdAt,
  attempts: record.attempts,
  outcome: record.outcome,
  progress: progress.get(record.key) ?? null,
});

const oldestFirst = (a: QueueItem, b: QueueItem) => a.createdAt - b.createdAt;

/** The queue as IndexedDB holds it, oldest first. */
export function showQueue(records: readonly QueuedApplication[]): void {
  for (const record of records) noteKept(record.key);
  store.set(queueAtom, records.map(summary));
}

/** An application just queued by this tab. */
export function showQueued(record: QueuedApplication): void {
  noteKept(record.key);
  store.set(queueAtom, (items) => [...items.filter((item) => item.key !== record.key), summary(record)].sort(oldestFirst));
}

/** What an attempt left in the queue: a receipt removed the application; anything else was noted on it. */
export function showAttempt(key: string, outcome: SendOutcome): void {
  if (outcome.kind === "received") store.set(queueAtom, (items) => items.filter((item) => item.key !== key));
  else store.set(queueAtom, (items) => items.map((item) => (item.key === key ? { ...item, attempts: item.attempts + 1, outcome } : item)));
}

export function setProgress(key: string, fraction: number | null): void {
  if (fraction === null) progress.delete(key);
  else progress.set(key, fraction);
  store.set(queueAtom, (items) => items.map((item) => (item.key === key ? { ...item, progress: fraction } : item)));
}

/** What this tab, another one or the service worker learnt of an application (news for the visitor if it was kept on the device). */
export function noteOutcome(key: string, outcome: SendOutcome): void {
  tellOutcome(key, outcome);
  store.set(lastOutcomeAtom, (all) => ({ ...all, [key]: outcome }));
  if (outcome.kind === "received") store.set(receivedKeysAtom, (keys) => new Set([...keys, key]));
}

export const isReceived = (key: string): boolean => store.get(receivedKeysAtom).has(key);

/** Calls `listener` with the last outcome of application `key` whenever an outcome is noted; answers how to stop. */
export function watchOutcome(key: string, listener: (outcome: SendOutcome) => void): () => void {
  return store.sub(lastOutcomeAtom, () => {
    const outcome = store.get(lastOutcomeAtom)[key];
    if (outcome) listener(outcome);
  });
}
