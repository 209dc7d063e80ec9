import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueuedContact, listQueuedContacts, putQueuedContact, removeQueuedContact, takeContactReceipts } from "../src/lib/contact-queue/idb.js";
import type { QueuedContact } from "../src/lib/contact-queue/records.js";
import { contactSyncTag, sendContactMessage } from "../src/lib/contact-queue/send.js";
import { siteAnswers } from "../tests/helpers/application-queue.js";
import { installWorkerScope, type WorkerScope } from "../tests/helpers/service-worker.js";
import { noConnection, settledAfter, stubSiteNetwork } from "../tests/helpers/site-network.js";
import { registerContactSending } from "./contacts.js";

const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const key = "7a1c2b3d-4e5f-4a6b-8c9d-0e1f2a3b4c5d";

const message: QueuedContact = {
  v: 1,
  key,
  createdAt: t0,
  body: { name: "Ana Clara Souza", email: "ana@example.com", subject: "booking", message: "Gostaria de reservar uma modelo.", website: "", started_at: t0 - 60_000 },
  attempts: 0,
  lastAttemptAt: null,
  outcome: null,
};

let worker: WorkerScope;

beforeEach(async () => {
  worker = installWorkerScope();
  for (const record of await listQueuedContacts()) await removeQueuedContact(record.key);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the service worker's contact sending", () => {
  it("asks for a Background Sync at start while a message waits, and fails it while the site asks to wait (429)", async () => {
    await putQueuedContact(message);
    const { requests, setSite } = stubSiteNetwork(noConnection);

    registerContactSending();
    await vi.waitFor(() => {
      expect(worker.syncTags).toEqual([contactSyncTag]);
    });

    setSite(() => siteAnswers.rateLimited(60));
    await expect(worker.sync(contactSyncTag)).rejects.toThrow("contact messages still queued");
    // Fired again within the minute: nothing is sent, and the browser is asked to come back.
    await expect(worker.sync(contactSyncTag)).rejects.toThrow("contact messages still queued");
    expect(requests).toHaveLength(2);
    expect(await getQueuedContact(key)).toMatchObject({ attempts: 2, outcome: { kind: "rate_limited" } });
  });

  it("keeps a message, as no answer, when the site holds it a minute without answering", async () => {
    await putQueuedContact(message);
    const { requests } = stubSiteNetwork(() => new Promise<Response>(() => undefined));
    const { pendingBefore, outcome } = await settledAfter(() => sendContactMessage(message, undefined, () => t0), 60_000);
    expect(requests).toHaveLength(1);
    expect(pendingBefore).toBe(true);
    expect(outcome).toEqual({ kind: "offline" });
    expect(await getQueuedContact(key)).toMatchObject({ attempts: 1, outcome: { kind: "offline" } });
  });

  it("completes the sync once the message is received", async () => {
    await putQueuedContact(message);
    const { setSite } = stubSiteNetwork(noConnection);
    registerContactSending();
    await vi.waitFor(() => {
      expect(worker.syncTags).toEqual([contactSyncTag]);
    });

    setSite(siteAnswers.receipt);
    await expect(worker.sync(contactSyncTag)).resolves.toBeDefined();
    expect(await listQueuedContacts()).toEqual([]);
  });

  it("leaves a receipt of what it delivered, without the message, for a page to tell the visitor", async () => {
    await putQueuedContact(message);
    stubSiteNetwork(siteAnswers.receipt);
    registerContactSending();
    await vi.waitFor(async () => {
      expect(await listQueuedContacts()).toEqual([]);
    });
    expect(await takeContactReceipts()).toEqual([key]);
    // Taken once: the next page has nothing more to tell.
    expect(await takeContactReceipts()).toEqual([]);
  });
});
