import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countRecordReads, emptyApplicationStore, queuedApplication, siteAnswers } from "../../../tests/helpers/application-queue.js";
import { stubSiteUploads } from "../../../tests/helpers/site-network.js";
import { MemoryLockManager } from "../../../tests/helpers/web-locks.js";
import { getQueued, putQueued } from "../../lib/application-queue/idb.js";
import { store } from "../store.js";
import { queueAtom, receivedKeysAtom, sendQueued, submitApplication } from "./index.js";

const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const keyA = "0b6f3f0e-8f0c-4d7e-9a43-1c0a7e0f5b11";
const keyB = "5d1c2b7a-3e4f-4a6b-8c9d-0e1f2a3b4c5d";

/**
 * Without photos: under jsdom, structuredClone (which IndexedDB stores with) makes
 * ArrayBuffers of another realm, which the queue's shape check turns away.
 * The photos' way through the queue is tested in lib/application-queue/send.test.ts.
 */
const application = (key: string) => ({ ...queuedApplication(key, t0), photos: [] });
/** A moment for anything an attempt starts as it ends (a read of the queue would go in now). */
const afterwards = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
const shown = (key: string) => store.get(queueAtom).find((item) => item.key === key);

let counter: ReturnType<typeof countRecordReads> | undefined;

beforeEach(async () => {
  vi.stubGlobal("navigator", { locks: new MemoryLockManager() });
  await emptyApplicationStore();
});

afterEach(() => {
  counter?.stop();
  counter = undefined;
  vi.unstubAllGlobals();
});

describe("the page's sending", () => {
  it("queues a submitted application and sends it without reading it back from IndexedDB, then shows what the attempt noted", async () => {
    const { key, startedAt, values, photos } = application(keyA);
    const { requests } = stubSiteUploads(siteAnswers.unavailable);
    const progress: number[] = [];
    counter = countRecordReads(keyA);

    const sent = await submitApplication({ key, startedAt, values, photos }, (fraction) => progress.push(fraction));
    await afterwards();

    expect(counter.reads()).toBe(0);
    expect(sent).toEqual({ outcome: { kind: "server_error", status: 503 }, queued: true });
    expect(requests.map((request) => request.headers.get("idempotency-key"))).toEqual([keyA]);
    expect(progress.at(-1)).toBe(1);
    expect(shown(keyA)).toMatchObject({ attempts: 1, outcome: { kind: "server_error", status: 503 }, progress: null });
    expect(await getQueued(keyA)).toMatchObject({ key: keyA, values, attempts: 1, outcome: { kind: "server_error", status: 503 } });
  });

  it("sends a queued application again reading it from IndexedDB once, and shows it received", async () => {
    await putQueued({ ...application(keyB), attempts: 1, lastAttemptAt: t0, outcome: { kind: "offline" } });
    stubSiteUploads(siteAnswers.receipt);
    counter = countRecordReads(keyB);

    expect(await sendQueued(keyB)).toEqual({ kind: "received", id: `receipt-${keyB}` });
    await afterwards();

    expect(counter.reads()).toBe(1);
    expect(shown(keyB)).toBeUndefined();
    expect(store.get(receivedKeysAtom).has(keyB)).toBe(true);
    expect(await getQueued(keyB)).toBeUndefined();
  });
});
