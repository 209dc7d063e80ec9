import { createStore, promisifyRequest, type UseStore } from "idb-keyval";
import { photoSlots, type PhotoSlot } from "../../contract/application.js";
import { takeReceipt, takeReceipts } from "../idb-receipts.js";
import {
  isApplicationDraft,
  isQueuedApplication,
  isStoredPhoto,
  type ApplicationDraft,
  type QueueOutcome,
  type QueuedApplication,
  type StoredPhoto,
} from "./records.js";

/**
 * Layout of IndexedDB database `passarela`, object store `applications`
 * (idb-keyval), shared by the page and the service worker:
 *
 *   draft                  ApplicationDraft: the form being filled in (one per browser)
 *   draft/photo/image_N    StoredPhoto: the draft's compressed photo of slot N
 *   queue/{uuid}           QueuedApplication: submitted, waiting for the server's 201
 *   receipt/{uuid}         ApplicationReceipt: delivered by the service worker, until a page
 *                          has told the visitor (no personal data: the server's id and when)
 *
 * A queued application is never changed once written, except for its attempt
 * bookkeeping, so every retry sends the same bytes with the same key.
 */
export const databaseName = "passarela";
export const storeName = "applications";
const draftKey = "draft";
const draftPhotoKey = (slot: PhotoSlot) => `draft/photo/${slot}`;
const queuePrefix = "queue/";
const queueKey = (key: string) => `${queuePrefix}${key}`;
const receiptPrefix = "receipt/";

let opened: UseStore | undefined;
// Opened on first use: importing this module must not touch IndexedDB.
const db = (): UseStore => (opened ??= createStore(databaseName, storeName));

const done = (store: IDBObjectStore) => promisifyRequest(store.transaction);

export async function readDraft(): Promise<{ draft: ApplicationDraft; photos: Partial<Record<PhotoSlot, StoredPhoto>> } | null> {
  return db()("readonly", async (store) => {
    const values: unknown[] = await Promise.all([draftKey, ...photoSlots.map(draftPhotoKey)].map((key) => promisifyRequest<unknown>(store.get(key))));
    const [draft, ...photos] = values;
    if (!isApplicationDraft(draft)) return null;
    const bySlot: Partial<Record<PhotoSlot, StoredPhoto>> = {};
    photos.forEach((photo, index) => {
      const slot = photoSlots[index];
      if (slot && isStoredPhoto(photo) && photo.slot === slot) bySlot[slot] = photo;
    });
    return { draft, photos: bySlot };
  });
}

export async function writeDraft(draft: ApplicationDraft): Promise<void> {
  await db()("readwrite", (store) => {
    store.put(draft, draftKey);
    return done(store);
  });
}

/** Keeps (or, with null, forgets) the draft's photo of one slot. */
export async function writeDraftPhoto(slot: PhotoSlot, photo: StoredPhoto | null): Promise<void> {
  await db()("readwrite", (store) => {
    if (photo) store.put(photo, draftPhotoKey(slot));
    else store.delete(draftPhotoKey(slot));
    return done(store);
  });
}

function deleteDraft(store: IDBObjectStore): void {
  store.delete(draftKey);
  for (const slot of photoSlots) store.delete(draftPhotoKey(slot));
}

/** Forgets the draft, or with `onlyKey`, only a draft of that application (one transaction). */
export async function clearDraft(onlyKey?: string): Promise<void> {
  await db()("readwrite", async (store) => {
    if (onlyKey !== undefined) {
      const draft: unknown = await promisifyRequest(store.get(draftKey));
      if (!isApplicationDraft(draft) || draft.key !== onlyKey) return;
    }
    deleteDraft(store);
    await done(store);
  });
}

export async function listQueued(): Promise<QueuedApplication[]> {
  return db()("readonly", async (store) => {
    const range = IDBKeyRange.bound(queuePrefix, `${queuePrefix}\uffff`);
    const values: unknown[] = await promisifyRequest(store.getAll(range));
    return values.filter(isQueuedApplication).sort((a, b) => a.createdAt - b.createdAt);
  });
}

export async function getQueued(key: string): Promise<QueuedApplication | undefined> {
  return db()("readonly", async (store) => {
    const value: unknown = await promisifyRequest(store.get(queueKey(key)));
    return isQueuedApplication(value) ? value : undefined;
  });
}

export async function putQueued(record: QueuedApplication): Promise<void> {
  await db()("readwrite", (store) => {
    store.put(record, queueKey(record.key));
    return done(store);
  });
}

export async function removeQueued(key: string): Promise<void> {
  await db()("readwrite", (store) => {
    store.delete(queueKey(key));
    return done(store);
  });
}

/**
 * Notes an attempt that did not end the wait on `record` as its sender read it: senders take turns
 * under the application's lock, so nothing else changed it since. Only its key is looked up again, so
 * that a record removed meanwhile (confirmed elsewhere, or discarded) stays removed.
 */
export async function recordAttempt(record: QueuedApplication, outcome: QueueOutcome, at: number): Promise<void> {
  await db()("readwrite", async (store) => {
    const kept = await promisifyRequest(store.count(queueKey(record.key)));
    if (kept === 0) return;
    store.put({ ...record, attempts: record.attempts + 1, lastAttemptAt: at, outcome } satisfies QueuedApplication, queueKey(record.key));
    await done(store);
  });
}

/** What the service worker keeps of an application it delivered, for a page to tell the visitor. */
export interface ApplicationReceipt {
  key: string;
  /** The server's id of it, which the visitor is shown as a reference. */
  id: string;
}

/**
 * The server has it: drop it from the queue, and its draft with it (one transaction). With
 * `receipt` (the service worker's: no page may be open to tell the visitor) a receipt takes its place.
 */
export async function confirmReceived(key: string, receipt?: { id: string; at: number }): Promise<void> {
  await db()("readwrite", async (store) => {
    store.delete(queueKey(key));
    if (receipt) store.put({ v: 1, id: receipt.id, at: receipt.at }, `${receiptPrefix}${key}`);
    const draft: unknown = await promisifyRequest(store.get(draftKey));
    if (isApplicationDraft(draft) && draft.key === key) deleteDraft(store);
    await done(store);
  });
}

const isReceiptValue = (value: unknown): value is { id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";

/** The applications the service worker delivered since a page last looked, their receipts taken away. */
export async function takeApplicationReceipts(): Promise<ApplicationReceipt[]> {
  return (await takeReceipts(db(), receiptPrefix)).flatMap(({ key, value }) => (isReceiptValue(value) ? [{ key, id: value.id }] : []));
}

/** Takes away the receipt of application `key`, if the service worker left one: answers whether it had. */
export const takeApplicationReceipt = (key: string): Promise<boolean> => takeReceipt(db(), receiptPrefix, key);
