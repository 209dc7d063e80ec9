import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countRecordReads, emptyApplicationStore, putRawEntry, queuedApplication, siteAnswers } from "../../../tests/helpers/application-queue.js";
import { noConnection, pathOf, settledAfter, stubSiteNetwork, type Site } from "../../../tests/helpers/site-network.js";
import { MemoryLockManager } from "../../../tests/helpers/web-locks.js";
import type { QueueMessage } from "../worker-messages.js";
import { listen } from "./channel.js";
import { fetchTransport, isDue, sendApplication, sendDueApplications, sendNewApplication } from "./send.js";
import { getQueued, putQueued, readDraft, removeQueued, writeDraft } from "./idb.js";
import type { QueuedApplication } from "./records.js";

const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const at = (ms: number) => () => ms;
const keyA = "0b6f3f0e-8f0c-4d7e-9a43-1c0a7e0f5b11";
const keyB = "5d1c2b7a-3e4f-4a6b-8c9d-0e1f2a3b4c5d";
const keyC = "9a8b7c6d-5e4f-4321-8fed-cba987654321";

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const keyOf = (request: Request) => request.headers.get("idempotency-key");

function single<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

/** A multipart body as comparable text: each field, and each file's name, type and bytes. */
async function formEntries(request: Request): Promise<string[]> {
  const fields: [string, FormDataEntryValue][] = [];
  (await request.formData()).forEach((value, name) => fields.push([name, value]));
  return Promise.all(
    fields.map(async ([name, value]) => (typeof value === "string" ? `${name}=${value}` : `${name}=${value.name};${value.type};${new Uint8Array(await value.arrayBuffer()).join(",")}`)),
  );
}

/** A site that answers with its receipt only once the test calls `answer`: an upload still on the way. */
function stubHeldReceipts(): { requests: Request[]; answer: () => void } {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const { requests } = stubSiteNetwork(async (request) => {
    await answered;
    return siteAnswers.receipt(request);
  });
  return { requests, answer };
}

const draftOf = (key: string) => ({ v: 1 as const, key, startedAt: t0, updatedAt: t0, values: { name: "Ana" } });

beforeEach(async () => {
  // Web Locks as one origin shares them: every sender in a test asks the same manager.
  vi.stubGlobal("navigator", { locks: new MemoryLockManager() });
  await emptyApplicationStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendApplication", () => {
  it("uploads the queued application to POST /api/applications with its Idempotency-Key, its fields and its photos", async () => {
    const record = queuedApplication(keyA, t0);
    await putQueued(record);
    const { requests } = stubSiteNetwork(siteAnswers.receipt);

    await sendApplication(record.key, fetchTransport, at(t0));

    const request = single(requests);
    expect(request.method).toBe("POST");
    expect(pathOf(request)).toBe("/api/applications");
    expect(keyOf(request)).toBe(keyA);
    expect(request.headers.get("accept")).toBe("application/json");
    const form = await request.formData();
    expect(form.getAll("email")).toEqual(["ana@example.com", "mae@example.com"]);
    expect(form.get("started_at")).toBe(String(record.startedAt));
    const photo = form.get("image_1");
    expect(photo).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await (photo as Blob).arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  });

  it("removes the application and its draft once the server answers 201 with a receipt, and tells the other tabs", async () => {
    await putQueued(queuedApplication(keyA, t0));
    await putQueued(queuedApplication(keyB, t0 + 1));
    await writeDraft(draftOf(keyA));
    const messages: QueueMessage[] = [];
    const stopListening = listen((message) => messages.push(message));
    stubSiteNetwork(siteAnswers.receipt);

    try {
      const outcome = await sendApplication(keyA, fetchTransport, at(t0));

      expect(outcome).toEqual({ kind: "received", id: `receipt-${keyA}` });
      expect(await getQueued(keyA)).toBeUndefined();
      expect(await readDraft()).toBeNull();
      expect(await getQueued(keyB)).toMatchObject({ key: keyB, attempts: 0 });
      await vi.waitFor(() => {
        expect(messages).toEqual([{ type: "queue-changed", key: keyA, outcome }]);
      });
    } finally {
      stopListening();
    }
  });

  it("keeps the draft of another application when one is received", async () => {
    await putQueued(queuedApplication(keyA, t0));
    await writeDraft(draftOf(keyB));
    stubSiteNetwork(siteAnswers.receipt);

    await sendApplication(keyA, fetchTransport, at(t0));

    expect((await readDraft())?.draft.key).toBe(keyB);
  });

  it("keeps the application on a 5xx, noting the attempt, and the retry sends the same key and the same body", async () => {
    const record = queuedApplication(keyA, t0);
    await putQueued(record);
    const { requests, setSite } = stubSiteNetwork(siteAnswers.unavailable);

    expect(await sendApplication(record.key, fetchTransport, at(t0 + 10))).toEqual({ kind: "server_error", status: 503 });
    expect(await getQueued(keyA)).toEqual({ ...record, attempts: 1, lastAttemptAt: t0 + 10, outcome: { kind: "server_error", status: 503 } });

    setSite(siteAnswers.receipt);
    expect(await sendDueApplications(fetchTransport, at(t0 + 60_000))).toEqual([{ kind: "received", id: `receipt-${keyA}` }]);
    expect(await getQueued(keyA)).toBeUndefined();

    const [first, retry] = requests;
    if (!first || !retry) throw new Error("expected two uploads");
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(await formEntries(retry)).toEqual(await formEntries(first));
  });

  it("keeps the application when there is no connection", async () => {
    await putQueued(queuedApplication(keyA, t0));
    stubSiteNetwork(noConnection);

    expect(await sendApplication(keyA, fetchTransport, at(t0))).toEqual({ kind: "offline" });
    expect(await getQueued(keyA)).toMatchObject({ attempts: 1, lastAttemptAt: t0, outcome: { kind: "offline" } });
  });

  it("keeps the application, and frees its lock, when the site holds the upload ten minutes without answering", async () => {
    await putQueued(queuedApplication(keyA, t0));
    const { requests, setSite } = stubSiteNetwork(() => new Promise<Response>(() => undefined));
    const { pendingBefore, outcome } = await settledAfter(() => sendApplication(keyA, fetchTransport, at(t0)), 10 * 60_000);
    expect(requests).toHaveLength(1);
    expect(pendingBefore).toBe(true);
    expect(outcome).toEqual({ kind: "offline" });
    expect(await getQueued(keyA)).toMatchObject({ attempts: 1, outcome: { kind: "offline" } });
    // The lock was let go: the next attempt runs, and the receipt ends the wait.
    setSite(siteAnswers.receipt);
    expect(await sendApplication(keyA, fetchTransport, at(t0 + 60_000))).toEqual({ kind: "received", id: `receipt-${keyA}` });
  });

  it("keeps the application when a 200 carries no receipt (a captive portal's sign-in page)", async () => {
    await putQueued(queuedApplication(keyA, t0));
    stubSiteNetwork(() => new Response("<html>Sign in to the Wi-Fi</html>", { headers: { "content-type": "text/html" } }));

    expect(await sendApplication(keyA, fetchTransport, at(t0))).toEqual({ kind: "server_error", status: 200 });
    expect(await getQueued(keyA)).toMatchObject({ attempts: 1, outcome: { kind: "server_error", status: 200 } });
  });

  it("keeps a refused application (4xx) with the server's error and fields for the visitor, and never sends it again as is", async () => {
    await putQueued(queuedApplication(keyA, t0));
    const { requests } = stubSiteNetwork(siteAnswers.refusal);

    const refusal = { kind: "rejected", status: 400, error: "invalid_application", fields: { city: "invalid_option" } };
    expect(await sendApplication(keyA, fetchTransport, at(t0))).toEqual(refusal);
    const kept = await getQueued(keyA);
    expect(kept?.outcome).toEqual(refusal);

    expect(isDue(kept as QueuedApplication, t0 + 86_400_000)).toBe(false);
    expect(await sendDueApplications(fetchTransport, at(t0 + 86_400_000))).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it("waits out a 429's Retry-After before sending the application again", async () => {
    await putQueued(queuedApplication(keyA, t0));
    const { requests, setSite } = stubSiteNetwork(() => siteAnswers.rateLimited(120));

    expect(await sendApplication(keyA, fetchTransport, at(t0))).toEqual({ kind: "rate_limited", retryAt: t0 + 120_000 });
    expect(await sendDueApplications(fetchTransport, at(t0 + 119_999))).toEqual([]);
    expect(requests).toHaveLength(1);

    setSite(siteAnswers.receipt);
    expect(await sendDueApplications(fetchTransport, at(t0 + 120_000))).toEqual([{ kind: "received", id: `receipt-${keyA}` }]);
    expect(requests).toHaveLength(2);
  });

  it("sends nothing and answers null for an application no longer queued (another tab sent it)", async () => {
    const { requests } = stubSiteNetwork(siteAnswers.receipt);

    expect(await sendApplication(keyA, fetchTransport, at(t0))).toBeNull();
    expect(requests).toEqual([]);
  });

  it("lets only one of two senders upload an application at a time; the second finds it sent", async () => {
    const record = queuedApplication(keyA, t0);
    await putQueued(record);
    const { requests, answer } = stubHeldReceipts();

    // A tab and the service worker, say, both sending the same application.
    const first = sendApplication(record.key, fetchTransport, at(t0));
    const second = sendApplication(record.key, fetchTransport, at(t0));
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    await pause(20);
    expect(requests).toHaveLength(1);

    answer();
    expect(await Promise.all([first, second])).toEqual([{ kind: "received", id: `receipt-${keyA}` }, null]);
    expect(requests).toHaveLength(1);
  });

  it("lets the waiting sender try again when the first upload failed", async () => {
    const record = queuedApplication(keyA, t0);
    await putQueued(record);
    const answers = [siteAnswers.unavailable, siteAnswers.receipt];
    const { requests } = stubSiteNetwork((request) => (answers.shift() ?? siteAnswers.unavailable)(request));

    const outcomes = await Promise.all([sendApplication(record.key, fetchTransport, at(t0)), sendApplication(record.key, fetchTransport, at(t0))]);

    expect(outcomes).toEqual([
      { kind: "server_error", status: 503 },
      { kind: "received", id: `receipt-${keyA}` },
    ]);
    expect(requests.map(keyOf)).toEqual([keyA, keyA]);
    expect(await getQueued(keyA)).toBeUndefined();
  });

  it("does not bring back an application the visitor deleted while its upload was failing", async () => {
    await putQueued(queuedApplication(keyA, t0));
    stubSiteNetwork(async () => {
      await removeQueued(keyA);
      return siteAnswers.unavailable();
    });

    expect(await sendApplication(keyA, fetchTransport, at(t0))).toEqual({ kind: "server_error", status: 503 });
    expect(await getQueued(keyA)).toBeUndefined();
  });
});

describe("sendDueApplications", () => {
  it("sends each queued application once, oldest first and one upload at a time, each with its own key", async () => {
    await putQueued(queuedApplication(keyC, t0 + 2));
    await putQueued(queuedApplication(keyA, t0));
    await putQueued(queuedApplication(keyB, t0 + 1));
    let uploading = 0;
    let mostAtOnce = 0;
    const { requests } = stubSiteNetwork(async (request) => {
      mostAtOnce = Math.max(mostAtOnce, ++uploading);
      await pause(5);
      uploading -= 1;
      return siteAnswers.receipt(request);
    });

    const outcomes = await sendDueApplications(fetchTransport, at(t0));

    expect(requests.map(keyOf)).toEqual([keyA, keyB, keyC]);
    expect(mostAtOnce).toBe(1);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["received", "received", "received"]);
    expect(await getQueued(keyA)).toBeUndefined();
    expect(await getQueued(keyB)).toBeUndefined();
    expect(await getQueued(keyC)).toBeUndefined();
  });

  it("goes on past a server error but stops at the first application that finds no connection", async () => {
    await putQueued(queuedApplication(keyA, t0));
    await putQueued(queuedApplication(keyB, t0 + 1));
    await putQueued(queuedApplication(keyC, t0 + 2));
    const { requests } = stubSiteNetwork((request) => {
      if (keyOf(request) === keyA) return siteAnswers.unavailable();
      if (keyOf(request) === keyB) return noConnection(request);
      return siteAnswers.receipt(request);
    });

    expect(await sendDueApplications(fetchTransport, at(t0))).toEqual([{ kind: "server_error", status: 503 }, { kind: "offline" }]);
    expect(requests.map(keyOf)).toEqual([keyA, keyB]);
    expect(await getQueued(keyC)).toMatchObject({ attempts: 0, outcome: null });
  });

  it("skips a damaged record and still sends the others", async () => {
    await putRawEntry("queue/left-by-an-older-version", { v: 0, key: "left-by-an-older-version", values: "?" });
    await putQueued(queuedApplication(keyA, t0));
    const { requests } = stubSiteNetwork(siteAnswers.receipt);

    expect(await sendDueApplications(fetchTransport, at(t0))).toEqual([{ kind: "received", id: `receipt-${keyA}` }]);
    expect(requests.map(keyOf)).toEqual([keyA]);
  });
});

describe("sendNewApplication", () => {
  it("keeps the application in the queue before its upload starts, then notes the answer on it", async () => {
    const record = queuedApplication(keyA, t0);
    let queuedWhenSent: QueuedApplication | undefined;
    const { requests } = stubSiteNetwork(async () => {
      queuedWhenSent = await getQueued(keyA);
      return siteAnswers.unavailable();
    });
    let told = false;

    const sent = await sendNewApplication(record, fetchTransport, () => (told = true), at(t0 + 10));

    expect(sent).toEqual({ outcome: { kind: "server_error", status: 503 }, queued: true });
    expect(told).toBe(true);
    expect(queuedWhenSent).toEqual(record);
    expect(requests.map(keyOf)).toEqual([keyA]);
    expect(await getQueued(keyA)).toEqual({ ...record, attempts: 1, lastAttemptAt: t0 + 10, outcome: { kind: "server_error", status: 503 } });
  });

  it("removes the application and its draft on a receipt", async () => {
    await writeDraft(draftOf(keyA));
    stubSiteNetwork(siteAnswers.receipt);

    expect(await sendNewApplication(queuedApplication(keyA, t0), fetchTransport)).toEqual({ outcome: { kind: "received", id: `receipt-${keyA}` }, queued: true });
    expect(await getQueued(keyA)).toBeUndefined();
    expect(await readDraft()).toBeNull();
  });

  it("makes a sender that finds the new application in the queue wait for its upload, then find it sent", async () => {
    const { requests, answer } = stubHeldReceipts();

    // The page submits; the service worker's round starts while the upload is on the way.
    const fromPage = sendNewApplication(queuedApplication(keyA, t0), fetchTransport, () => undefined, at(t0));
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    const round = sendDueApplications(fetchTransport, at(t0));
    await pause(20);
    answer();

    expect((await fromPage).outcome).toEqual({ kind: "received", id: `receipt-${keyA}` });
    expect(await round).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe("reading the queue", () => {
  let counter: ReturnType<typeof countRecordReads> | undefined;

  afterEach(() => {
    counter?.stop();
    counter = undefined;
  });

  const answers: [string, Site][] = [
    ["a receipt", siteAnswers.receipt],
    ["a 503", siteAnswers.unavailable],
    ["a refusal", siteAnswers.refusal],
    ["a 429", () => siteAnswers.rateLimited(60)],
    ["no connection", noConnection],
  ];

  it.each(answers)("an attempt reads the queued application from IndexedDB once, and not again to note %s", async (_, site) => {
    await putQueued(queuedApplication(keyA, t0));
    stubSiteNetwork(site);
    counter = countRecordReads(keyA);

    expect(await sendApplication(keyA, fetchTransport, at(t0))).not.toBeNull();

    expect(counter.reads()).toBe(1);
  });

  it.each(answers)("a new application is written, sent and noted without being read back, on %s", async (_, site) => {
    stubSiteNetwork(site);
    counter = countRecordReads(keyA);

    expect((await sendNewApplication(queuedApplication(keyA, t0), fetchTransport, () => undefined, at(t0))).queued).toBe(true);

    expect(counter.reads()).toBe(0);
  });

  it("a round lists the queue once, then reads each due application once more, under its lock", async () => {
    await putQueued(queuedApplication(keyA, t0));
    await putQueued(queuedApplication(keyB, t0 + 1));
    stubSiteNetwork(siteAnswers.unavailable);
    const readsOfA = countRecordReads(keyA);
    counter = countRecordReads(keyB);

    try {
      expect(await sendDueApplications(fetchTransport, at(t0))).toHaveLength(2);
      expect(readsOfA.reads()).toBe(2);
      expect(counter.reads()).toBe(2);
    } finally {
      readsOfA.stop();
    }
  });

  it("reads the application once the lock is granted: a sender that waited notes its attempt on top of the first one's", async () => {
    await putQueued(queuedApplication(keyA, t0));
    stubSiteNetwork(siteAnswers.unavailable);

    await Promise.all([sendApplication(keyA, fetchTransport, at(t0)), sendApplication(keyA, fetchTransport, at(t0 + 1))]);

    expect(await getQueued(keyA)).toMatchObject({ attempts: 2, lastAttemptAt: t0 + 1 });
  });
});
