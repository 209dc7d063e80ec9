import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteAnswers } from "../../tests/helpers/application-queue.js";
import { noConnection, stubSiteNetwork } from "../../tests/helpers/site-network.js";
import { MemoryLockManager } from "../../tests/helpers/web-locks.js";
import { announce } from "../lib/application-queue/channel.js";
import { getQueuedContact, listQueuedContacts, putQueuedContact, removeQueuedContact, settleDeliveredContact, takeContactReceipts } from "../lib/contact-queue/idb.js";
import type { QueuedContact } from "../lib/contact-queue/records.js";
import { contactChannel } from "../lib/contact-queue/send.js";

const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const keyA = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const keyB = "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f";
const keyC = "4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a";
const keyD = "6b5a4f3e-2d1c-4b0a-9f8e-7d6c5b4a3f2e";

const message = (key: string, outcome: QueuedContact["outcome"] = { kind: "offline" }): QueuedContact => ({
  v: 1,
  key,
  createdAt: t0,
  body: { name: "Ana Clara Souza", email: "ana@example.com", subject: "press", message: "Uma pauta sobre a agência.", website: "", started_at: t0 - 60_000 },
  attempts: outcome ? 1 : 0,
  lastAttemptAt: outcome ? t0 : null,
  outcome,
});

const refusal = { kind: "rejected", status: 400, error: "invalid_contact", fields: { email: "invalid" } } as const;

/** The state modules afresh (the queue starts once per visit), with the store they share. */
async function freshVisit() {
  vi.resetModules();
  const messages = await import("./contact-messages.js");
  const notices = await import("./contact-notices.js");
  const { store } = await import("./store.js");
  return { ...messages, ...notices, store, notices: () => store.get(notices.contactNoticesAtom) };
}

beforeEach(async () => {
  vi.stubGlobal("navigator", { locks: new MemoryLockManager() });
  for (const record of await listQueuedContacts()) await removeQueuedContact(record.key);
  await takeContactReceipts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a contact message sent after its form was gone", () => {
  it("is told delivered when the next visit sends it, whatever page it opens on", async () => {
    await putQueuedContact(message(keyA));
    stubSiteNetwork(siteAnswers.receipt);
    const visit = await freshVisit();

    await visit.sendDueContacts();

    expect(visit.notices()).toEqual({ delivered: [keyA], refused: [] });
    expect(await getQueuedContact(keyA)).toBeUndefined();
  });

  it("is told delivered at the next visit when the service worker sent it while no page was open, once", async () => {
    await settleDeliveredContact(keyA, t0);
    const visit = await freshVisit();

    await visit.sendDueContacts();
    expect(visit.notices().delivered).toEqual([keyA]);
    visit.dismissDelivered();
    await visit.sendDueContacts();
    expect(visit.notices().delivered).toEqual([]);
  });

  // The one test that starts the queue: its channel listener outlives the test, and would take later tests' news.
  it("is told delivered when the service worker or another tab sent it: one this page saw waiting, or one the worker left a receipt of", async () => {
    await putQueuedContact(message(keyA));
    stubSiteNetwork(noConnection);
    const visit = await freshVisit();
    const { store, contactOutcomesAtom } = visit;
    visit.startContactQueue();
    await vi.waitFor(async () => expect(await getQueuedContact(keyA)).toMatchObject({ attempts: 2 }));

    announce({ type: "queue-changed", key: keyA, outcome: { kind: "received", id: "c-1" } }, contactChannel);
    await vi.waitFor(() => expect(visit.notices().delivered).toEqual([keyA]));

    // Another tab's own message, sent at once: not this visitor's news here.
    announce({ type: "queue-changed", key: keyB, outcome: { kind: "received", id: "c-2" } }, contactChannel);
    // Sent by the service worker, never seen waiting here: its receipt says it was kept.
    await settleDeliveredContact(keyC, t0);
    announce({ type: "queue-changed", key: keyC, outcome: { kind: "received", id: "c-3" } }, contactChannel);
    await vi.waitFor(() => expect(visit.notices().delivered).toEqual([keyA, keyC]));
    expect(await takeContactReceipts()).toEqual([]);

    // Followed by the contact form on screen, which says it and lets it go at once: its receipt, read later, says nothing more.
    announce({ type: "queue-changed", key: keyD, outcome: { kind: "offline" } }, contactChannel);
    await vi.waitFor(() => expect(store.get(contactOutcomesAtom)[keyD]).toEqual({ kind: "offline" }));
    const unfollow = visit.followContact(keyD);
    const stop = store.sub(contactOutcomesAtom, () => {
      if (store.get(contactOutcomesAtom)[keyD]?.kind === "received") unfollow();
    });
    await settleDeliveredContact(keyD, t0);
    announce({ type: "queue-changed", key: keyD, outcome: { kind: "received", id: "c-4" } }, contactChannel);
    await vi.waitFor(() => expect(store.get(contactOutcomesAtom)[keyD]?.kind).toBe("received"));
    // The page reads the receipt after the outcome: a moment for it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(await takeContactReceipts()).toEqual([]);
    expect(visit.notices().delivered).toEqual([keyA, keyC]);
  });

  it("is not told by a notice while the contact form that wrote it follows it, nor when it went at once", async () => {
    const visit = await freshVisit();
    stubSiteNetwork(noConnection);
    await putQueuedContact(message(keyA, null));
    expect(await visit.sendContact(keyA)).toEqual({ kind: "offline" });
    const unfollow = visit.followContact(keyA);
    stubSiteNetwork(siteAnswers.receipt);
    expect(await visit.sendContact(keyA)).toMatchObject({ kind: "received" });
    unfollow();

    await putQueuedContact(message(keyB, null));
    expect(await visit.sendContact(keyB)).toMatchObject({ kind: "received" });

    expect(visit.notices()).toEqual({ delivered: [], refused: [] });
  });

  it("is told refused once a visit, stays on the device, and comes back to the contact form, which takes it out", async () => {
    await putQueuedContact(message(keyA, refusal));
    const { requests } = stubSiteNetwork(siteAnswers.receipt);
    const visit = await freshVisit();

    await visit.sendDueContacts();
    expect(visit.notices()).toEqual({ delivered: [], refused: [keyA] });
    visit.dismissRefused();
    await visit.sendDueContacts();
    expect(visit.notices().refused).toEqual([]);
    // Never sent again as it was.
    expect(requests).toHaveLength(0);
    expect(await getQueuedContact(keyA)).toMatchObject({ outcome: refusal });

    // Opened in the form, it stays on the device until the corrected message is kept in its place.
    const reopened = await visit.reopenRefusedContact();
    expect(reopened).toMatchObject({ key: keyA, body: { name: "Ana Clara Souza" }, outcome: refusal });
    expect(await getQueuedContact(keyA)).toMatchObject({ outcome: refusal });
    expect(await visit.reopenRefusedContact()).toMatchObject({ key: keyA });
    await visit.replaceRefusedContact(keyA);
    expect(await getQueuedContact(keyA)).toBeUndefined();
    expect(await visit.reopenRefusedContact()).toBeNull();
  });

  it("comes back one at a time when several were refused, oldest first, and another than the one the form shows when asked for", async () => {
    await putQueuedContact({ ...message(keyB, refusal), createdAt: t0 + 1000 });
    await putQueuedContact(message(keyA, refusal));
    await putQueuedContact({ ...message(keyC), createdAt: t0 + 2000 });
    const visit = await freshVisit();

    expect(await visit.reopenRefusedContact()).toMatchObject({ key: keyA });
    expect(await visit.reopenRefusedContact(keyA)).toMatchObject({ key: keyB });
    expect(await visit.countRefusedContacts()).toBe(2);
    // The corrected one kept in its place: the other is left, and offered.
    await visit.replaceRefusedContact(keyA);
    expect(await visit.countRefusedContacts()).toBe(1);
    expect(await visit.reopenRefusedContact(keyB)).toBeNull();
    expect(await visit.reopenRefusedContact()).toMatchObject({ key: keyB });
  });

  it("is asked for by the refused notice's link: the notice closes, and the form on screen hears it", async () => {
    await putQueuedContact(message(keyA, refusal));
    const visit = await freshVisit();
    await visit.sendDueContacts();
    expect(visit.notices().refused).toEqual([keyA]);
    const heard = vi.fn();
    visit.store.sub(visit.refusedContactAskedAtom, heard);

    visit.openRefusedContacts();

    expect(visit.notices().refused).toEqual([]);
    expect(heard).toHaveBeenCalledTimes(1);
    visit.openRefusedContacts();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("is told refused when the server refuses it on a later try", async () => {
    await putQueuedContact(message(keyA));
    stubSiteNetwork(() => Response.json({ error: "invalid_contact", message: "Some fields are invalid.", fields: { email: "invalid" } }, { status: 400 }));
    const visit = await freshVisit();

    await visit.sendDueContacts();

    expect(visit.notices()).toEqual({ delivered: [], refused: [keyA] });
    expect(await getQueuedContact(keyA)).toMatchObject({ outcome: { kind: "rejected", fields: { email: "invalid" } } });
  });
});
