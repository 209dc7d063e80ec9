import "fake-indexeddb/auto";
import { clear, createStore, set, type UseStore } from "idb-keyval";
import { vi } from "vitest";
import { databaseName, storeName } from "../../src/lib/application-queue/idb.js";
import type { QueuedApplication } from "../../src/lib/application-queue/records.js";

/*
 * The application queue's IndexedDB (fake-indexeddb: a complete in-memory
 * implementation), reached directly as the browser keeps it, for what the
 * queue's own API will not do: empty it between tests, or hold a damaged record.
 */

let store: UseStore | undefined;
const queueStore = () => (store ??= createStore(databaseName, storeName));

export async function emptyApplicationStore(): Promise<void> {
  await clear(queueStore());
}

/** Writes `value` under an IndexedDB key as is, unchecked (a record of an older layout, or a damaged one). */
export async function putRawEntry(key: string, value: unknown): Promise<void> {
  await set(key, value, queueStore());
}

/**
 * Counts the reads of queued application `key` from IndexedDB: each `get` of
 * its entry, and each `getAll` or `openCursor` whose range holds it. The calls
 * go through to the real object store; this only measures them. `stop()` ends it.
 */
export function countRecordReads(key: string): { reads: () => number; stop: () => void } {
  const entry = `queue/${key}`;
  // No query at all reads the whole store.
  const holds = (query: unknown) => query == null || query === entry || (query instanceof IDBKeyRange && query.includes(entry));
  const spies = (["get", "getAll", "openCursor"] as const).map((method) => vi.spyOn(IDBObjectStore.prototype, method));
  return {
    reads: () => spies.reduce((sum, spy) => sum + spy.mock.calls.filter(([query]) => holds(query)).length, 0),
    stop: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** A queued application that has never been sent, with one photo. */
export function queuedApplication(key: string, createdAt: number, name = "Ana Clara Souza"): QueuedApplication {
  return {
    v: 1,
    key,
    createdAt,
    startedAt: createdAt - 300_000,
    values: { name, birthdate: "2001-04-30", email: ["ana@example.com", "mae@example.com"], state: "33", city: "33002", website: "" },
    photos: [{ slot: "image_1", name: "image_1.jpg", type: "image/jpeg", size: 4, width: 2000, height: 1500, bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer }],
    attempts: 0,
    lastAttemptAt: null,
    outcome: null,
  };
}

/** The site's answers to `POST /api/applications`. */
export const siteAnswers = {
  /** 201 with a receipt whose id is derived from the Idempotency-Key, as a replay gets the same one. */
  receipt: (request: Request): Response => Response.json({ id: `receipt-${request.headers.get("idempotency-key") ?? ""}`, status: "received" }, { status: 201 }),
  unavailable: (): Response => Response.json({ error: "unavailable", message: "Try again later." }, { status: 503 }),
  refusal: (): Response =>
    Response.json({ error: "invalid_application", message: "Some fields are missing or invalid.", fields: { city: "invalid_option" } }, { status: 400 }),
  rateLimited: (seconds: number): Response =>
    Response.json({ error: "rate_limited", message: "Too many applications." }, { status: 429, headers: { "retry-after": String(seconds) } }),
};
