import { createStore, promisifyRequest, type UseStore } from "idb-keyval";
import type { QueueOutcome } from "../application-queue/records.js";
import { takeReceipt, takeReceipts } from "../idb-receipts.js";
import { isQueuedContact, type QueuedContact } from "./records.js";

/**
 * IndexedDB database `passarela-contacts`, object store `messages`
 * (idb-keyval), shared by the page and the service worker: `{Idempotency-Key}`
 * → QueuedContact, from the moment the visitor sends until the server's 201.
 * A message the service worker delivered leaves a receipt in its place,
 * `delivered:{Idempotency-Key}` → `{ v: 1, at }` (no personal data), until a
 * page has told the visitor.
 * A database of its own: idb-keyval cannot add a store to the applications' one.
 */
export const contactDatabaseName = "passarela-contacts";
export const contactStoreName = "messages";

let opened: UseStore | undefined;
// Opened on first use: importing this module must not touch IndexedDB.
const db = (): UseStore => (opened ??= createStore(contactDatabaseName, contactStoreName));
const done = (store: IDBObjectStore) => promisifyRequest(store.transaction);

export async function listQueuedContacts(): Promise<QueuedContact[]> {
  return db()("readonly", async (store) => {
    const values: unknown[] = await promisifyRequest(store.getAll());
    return values.filter(isQueuedContact).sort((a, b) => a.createdAt - b.createdAt);
  });
}

export async function getQueuedContact(key: string): Promise<QueuedContact | undefined> {
  return db()("readonly", async (store) => {
    const value: unknown = await promisifyRequest(store.get(key));
    return isQueuedContact(value) ? value : undefined;
  });
}

export async function putQueuedContact(record: QueuedContact): Promise<void> {
  await db()("readwrite", (store) => {
    store.put(record, record.key);
    return done(store);
  });
}

export async function removeQueuedContact(key: string): Promise<void> {
  await db()("readwrite", (store) => {
    store.delete(key);
    return done(store);
  });
}

/** Notes an attempt that did not end the wait; a record removed meanwhile (confirmed elsewhere) stays removed. */
export async function recordContactAttempt(key: string, outcome: QueueOutcome, at: number): Promise<void> {
  await db()("readwrite", async (store) => {
    const value: unknown = await promisifyRequest(store.get(key));
    if (!isQueuedContact(value)) return;
    store.put({ ...value, attempts: value.attempts + 1, lastAttemptAt: at, outcome } satisfies QueuedContact, key);
    await done(store);
  });
}

const receiptPrefix = "delivered:";

/** The message was delivered by the service worker: out of the queue, with a receipt for the next page to tell. */
export async function settleDeliveredContact(key: string, at: number): Promise<void> {
  await db()("readwrite", (store) => {
    store.delete(key);
    store.put({ v: 1, at }, `${receiptPrefix}${key}`);
    return done(store);
  });
}

/** The keys of the messages the service worker delivered since a page last looked, their receipts taken away. */
export async function takeContactReceipts(): Promise<string[]> {
  return (await takeReceipts(db(), receiptPrefix)).map(({ key }) => key);
}

/** Takes away the receipt of message `key`, if the service worker left one: answers whether it had. */
export const takeContactReceipt = (key: string): Promise<boolean> => takeReceipt(db(), receiptPrefix, key);
