import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyApplicationStore, queuedApplication, siteAnswers } from "../../../tests/helpers/application-queue.js";
import { stubSiteNetwork, stubSiteUploads } from "../../../tests/helpers/site-network.js";
import { MemoryLockManager } from "../../../tests/helpers/web-locks.js";
import { getQueued, listQueued, putQueued } from "../../lib/application-queue/idb.js";
import type { QueueOutcome } from "../../lib/application-queue/records.js";
import { fetchTransport, sendDueApplications } from "../../lib/application-queue/send.js";

const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const keyA = "0b6f3f0e-8f0c-4d7e-9a43-1c0a7e0f5b11";
const keyB = "5d1c2b7a-3e4f-4a6b-8c9d-0e1f2a3b4c5d";

/** Without photos: jsdom's structuredClone makes ArrayBuffers the queue's shape check turns away (see send.test.ts). */
const kept = (key: string, outcome: QueueOutcome | null = { kind: "offline" }) => ({
  ...queuedApplication(key, t0),
  photos: [],
  attempts: outcome ? 1 : 0,
  lastAttemptAt: outcome ? t0 : null,
  outcome,
});
const refusal = { kind: "rejected", status: 400, error: "invalid_application", fields: { city: "invalid_option" } } as const;

/** The state modules afresh, as at a new visit (what a tab remembers is gone), with the store they share. */
async function freshVisit() {
  vi.resetModules();
  const resume = await import("./resume.js");
  const notices = await import("./notices.js");
  const { store } = await import("../store.js");
  return { ...resume, ...notices, notices: () => store.get(notices.applicationNoticesAtom) };
}

beforeEach(async () => {
  vi.stubGlobal("navigator", { locks: new MemoryLockManager() });
  await emptyApplicationStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an application kept on the device and sent while the form is not on screen", () => {
  it("is told received, with the server's id for its reference, when the next visit sends it, whatever page it opens on", async () => {
    await putQueued(kept(keyA));
    stubSiteUploads(siteAnswers.receipt);
    const visit = await freshVisit();

    await visit.sendDue();

    expect(visit.notices()).toEqual({ delivered: [{ key: keyA, id: `receipt-${keyA}` }], refused: [] });
    expect(await getQueued(keyA)).toBeUndefined();
  });

  it("is told received at the next visit when the service worker sent it while no page was open, once", async () => {
    await putQueued(kept(keyA));
    stubSiteNetwork(siteAnswers.receipt);
    // The service worker's sending: it leaves a receipt, which is not a queued application.
    expect(await sendDueApplications(fetchTransport, Date.now, { keepReceipt: true })).toEqual([{ kind: "received", id: `receipt-${keyA}` }]);
    expect(await listQueued()).toEqual([]);
    const visit = await freshVisit();

    await visit.tellReceipts();
    expect(visit.notices().delivered).toEqual([{ key: keyA, id: `receipt-${keyA}` }]);
    visit.dismissDeliveredApplications();
    await visit.tellReceipts();
    expect(visit.notices().delivered).toEqual([]);
  });

  it("leaves no receipt when a page sent it: the page tells it itself", async () => {
    await putQueued(kept(keyA));
    stubSiteNetwork(siteAnswers.receipt);
    await sendDueApplications(fetchTransport);
    const visit = await freshVisit();

    await visit.tellReceipts();

    expect(visit.notices().delivered).toEqual([]);
  });

  it("is told received when the service worker delivers it while this page is open, and its receipt is taken so the next visit does not tell it again", async () => {
    await putQueued(kept(keyA));
    stubSiteNetwork(siteAnswers.receipt);
    await sendDueApplications(fetchTransport, Date.now, { keepReceipt: true });
    const visit = await freshVisit();

    await visit.tellWorkerDelivery(keyA, `receipt-${keyA}`);
    expect(visit.notices().delivered).toEqual([{ key: keyA, id: `receipt-${keyA}` }]);
    const next = await freshVisit();
    await next.tellReceipts();
    expect(next.notices().delivered).toEqual([]);
  });

  it("is told refused, without being sent again, when the visit finds the server refused it: each visit once", async () => {
    await putQueued(kept(keyA, refusal));
    await putQueued(kept(keyB));
    const { requests } = stubSiteUploads(siteAnswers.unavailable);
    const visit = await freshVisit();

    await visit.sendDue();
    await visit.sendDue();

    expect(visit.notices()).toEqual({ delivered: [], refused: [keyA] });
    expect(requests.map((request) => request.headers.get("idempotency-key"))).toEqual([keyB, keyB]);
    visit.dismissRefusedApplications();
    await visit.sendDue();
    expect(visit.notices().refused).toEqual([]);
    // Kept on the device for the form to take back.
    expect(await getQueued(keyA)).toMatchObject({ outcome: refusal });
  });

  it("is told refused when the server refuses it as the queue sends it again", async () => {
    await putQueued(kept(keyA));
    stubSiteUploads(siteAnswers.refusal);
    const visit = await freshVisit();

    await visit.sendDue();

    expect(visit.notices()).toEqual({ delivered: [], refused: [keyA] });
  });

  it("is not told by a notice while the form page is on screen, which says it itself, nor after the form has gone", async () => {
    await putQueued(kept(keyA));
    await putQueued(kept(keyB, refusal));
    stubSiteUploads(siteAnswers.receipt);
    const visit = await freshVisit();
    const unfollow = visit.followApplications();

    await visit.sendDue();
    unfollow();
    await visit.sendDue();

    expect(visit.notices()).toEqual({ delivered: [], refused: [] });
  });

  it("stays quiet about an application it never saw kept and no worker receipt speaks of", async () => {
    const visit = await freshVisit();

    await visit.tellWorkerDelivery(keyA, `receipt-${keyA}`);

    expect(visit.notices()).toEqual({ delivered: [], refused: [] });
  });
});
