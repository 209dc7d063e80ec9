import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applicationSyncTag } from "../src/lib/application-queue/background-sync.js";
import { fetchTransport, sendApplication } from "../src/lib/application-queue/send.js";
import { getQueued, listQueued, putQueued } from "../src/lib/application-queue/idb.js";
import { contactSyncTag } from "../src/lib/contact-queue/send.js";
import { emptyApplicationStore, queuedApplication, siteAnswers } from "../tests/helpers/application-queue.js";
import { installWorkerScope, type WorkerScope } from "../tests/helpers/service-worker.js";
import { noConnection, stubSiteNetwork } from "../tests/helpers/site-network.js";
import { registerApplicationSending } from "./applications.js";

const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const keyA = "0b6f3f0e-8f0c-4d7e-9a43-1c0a7e0f5b11";
const keyB = "5d1c2b7a-3e4f-4a6b-8c9d-0e1f2a3b4c5d";

const keyOf = (request: Request) => request.headers.get("idempotency-key");
/** One macrotask: every promise chain already running settles first. */
const settle = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let worker: WorkerScope;

beforeEach(async () => {
  worker = installWorkerScope();
  await emptyApplicationStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the service worker's application sending", () => {
  it("sends the queue as it starts, and registers no sync when everything was received", async () => {
    await putQueued(queuedApplication(keyA, t0));
    await putQueued(queuedApplication(keyB, t0 + 1));
    const { requests } = stubSiteNetwork(siteAnswers.receipt);

    registerApplicationSending();
    await vi.waitFor(async () => {
      expect(await listQueued()).toEqual([]);
    });
    await settle();

    expect(requests.map(keyOf)).toEqual([keyA, keyB]);
    expect(worker.syncTags).toEqual([]);
  });

  it("asks for a Background Sync when the start-up send finds no connection", async () => {
    await putQueued(queuedApplication(keyA, t0));
    stubSiteNetwork(noConnection);

    registerApplicationSending();
    await vi.waitFor(() => {
      expect(worker.syncTags).toEqual([applicationSyncTag]);
    });

    expect(await getQueued(keyA)).toMatchObject({ attempts: 1, outcome: { kind: "offline" } });
  });

  it("keeps the application for the next start where the browser has no Background Sync", async () => {
    worker = installWorkerScope({ backgroundSync: false });
    await putQueued(queuedApplication(keyA, t0));
    stubSiteNetwork(siteAnswers.unavailable);

    registerApplicationSending();

    await vi.waitFor(async () => {
      expect(await getQueued(keyA)).toMatchObject({ attempts: 1, outcome: { kind: "server_error", status: 503 } });
    });
  });

  describe("on a Background Sync", () => {
    /**
     * The worker started with `keys` queued and no connection (so it asked for
     * a sync, its start-up send over); then the connection comes back.
     */
    async function workerStartedOffline(...keys: string[]): Promise<ReturnType<typeof stubSiteNetwork>> {
      for (const [index, key] of keys.entries()) await putQueued(queuedApplication(key, t0 + index));
      const network = stubSiteNetwork(noConnection);
      registerApplicationSending();
      await vi.waitFor(() => {
        expect(worker.syncTags).toEqual([applicationSyncTag]);
      });
      network.setSite(siteAnswers.receipt);
      network.requests.length = 0;
      return network;
    }

    it("uploads every queued application once with its Idempotency-Key, and completes when all are received", async () => {
      const { requests } = await workerStartedOffline(keyA, keyB);

      await expect(worker.sync(applicationSyncTag)).resolves.toBeDefined();

      expect(requests.map(keyOf)).toEqual([keyA, keyB]);
      expect(await listQueued()).toEqual([]);
    });

    it("fails the sync, so the browser fires it again, while an application waits for a connection or a working server", async () => {
      const { setSite } = await workerStartedOffline(keyA);

      setSite(noConnection);
      await expect(worker.sync(applicationSyncTag)).rejects.toThrow("applications still queued");
      setSite(siteAnswers.unavailable);
      await expect(worker.sync(applicationSyncTag)).rejects.toThrow("applications still queued");

      expect(await getQueued(keyA)).toMatchObject({ attempts: 3, outcome: { kind: "server_error", status: 503 } });
    });

    it("fails the sync while the site asks to wait (429), and while the application waits that time out", async () => {
      const { requests, setSite } = await workerStartedOffline(keyA);

      setSite(() => siteAnswers.rateLimited(60));
      await expect(worker.sync(applicationSyncTag)).rejects.toThrow("applications still queued");
      // Fired again before the minute is over: nothing is sent, and the browser is asked to come back.
      await expect(worker.sync(applicationSyncTag)).rejects.toThrow("applications still queued");

      expect(requests).toHaveLength(1);
      expect(await getQueued(keyA)).toMatchObject({ attempts: 2, outcome: { kind: "rate_limited" } });
    });

    it("completes the sync on a refusal: the application waits for the visitor, not for a retry", async () => {
      const { requests, setSite } = await workerStartedOffline(keyA);

      setSite(siteAnswers.refusal);
      await expect(worker.sync(applicationSyncTag)).resolves.toBeDefined();
      await expect(worker.sync(applicationSyncTag)).resolves.toBeDefined();

      expect(requests).toHaveLength(1);
      expect(await getQueued(keyA)).toMatchObject({ attempts: 2, outcome: { kind: "rejected", status: 400, error: "invalid_application" } });
    });

    it("ignores another queue's sync tag", async () => {
      const { requests } = await workerStartedOffline(keyA);

      expect(worker.sync(contactSyncTag)).toBeUndefined();
      await settle(50);

      expect(requests).toEqual([]);
      expect(await getQueued(keyA)).toMatchObject({ attempts: 1 });
    });

    it("never uploads an application the page is uploading at the same moment", async () => {
      const { requests, setSite } = await workerStartedOffline(keyA);
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      setSite(async (request) => {
        await answered;
        return siteAnswers.receipt(request);
      });
      const record = await getQueued(keyA);
      if (!record) throw new Error("the application should still be queued");

      // The page (same origin, so the same Web Locks) starts first; the sync comes while its upload is on the way.
      const fromPage = sendApplication(record.key, fetchTransport);
      await vi.waitFor(() => {
        expect(requests).toHaveLength(1);
      });
      const synced = worker.sync(applicationSyncTag);
      await settle(50);
      answer();

      expect(await fromPage).toEqual({ kind: "received", id: `receipt-${keyA}` });
      await expect(synced).resolves.toBeDefined();
      expect(requests).toHaveLength(1);
    });
  });

  it("leaves the sending to the page where the worker has no IndexedDB", async () => {
    // Fresh modules: the queue's database is opened once per worker, on first use.
    vi.resetModules();
    vi.stubGlobal("indexedDB", undefined);
    const fresh = await import("./applications.js");
    const { requests } = stubSiteNetwork(siteAnswers.receipt);

    fresh.registerApplicationSending();

    await expect(worker.sync(applicationSyncTag)).resolves.toBeDefined();
    await settle();
    expect(requests).toEqual([]);
    expect(worker.syncTags).toEqual([]);
  });
});
