import { requestBackgroundSync } from "../lib/application-queue/background-sync.js";
import { listen } from "../lib/application-queue/channel.js";
import type { SendOutcome } from "../lib/application-queue/records.js";
import { contactChannel, contactSyncTag, isContactDue, sendContactMessage } from "../lib/contact-queue/send.js";
import { getQueuedContact, listQueuedContacts, removeQueuedContact, takeContactReceipt, takeContactReceipts } from "../lib/contact-queue/idb.js";
import type { QueuedContact } from "../lib/contact-queue/records.js";
import { dismissRefused, forgetContactNotice, noticeDelivered, noticeRefused } from "./contact-notices.js";
import { store, atom } from "./store.js";

/**
 * The page's side of the contact queue (IndexedDB, lib/contact-queue): the
 * last outcome of each message sent during this visit, and the sending. A
 * message is sent at once, then again on `online`, when a rate limit runs
 * out and at the next visit; the service worker sends the same queue on
 * Background Sync and at its start. Every retry reuses the message's key.
 */
export const contactOutcomesAtom = atom<Readonly<Record<string, SendOutcome>>>({});

const inFlight = new Map<string, Promise<SendOutcome | null>>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Messages this tab knows were kept on the device: their delivery, or their refusal, is news for the visitor. */
const waiting = new Set<string>();
/** Messages the contact form on screen follows: it says itself what became of them. */
const followed = new Set<string>();
/** What was told this visit: each once, a refusal not again at every reconnection. */
const told = new Set<string>();

function tell(key: string, what: "delivered" | "refused"): void {
  const news = `${what}:${key}`;
  if (told.has(news)) return;
  told.add(news);
  // The contact form on screen says it itself (the service worker's receipt of it may come after the form let it go).
  if (followed.has(key)) return;
  if (what === "delivered") noticeDelivered(key);
  else noticeRefused(key);
}

/** What became of a message kept on this device, told wherever the visitor is, unless the form that wrote it is still there. */
function tellVisitor(key: string, outcome: SendOutcome): void {
  if (outcome.kind !== "received" && outcome.kind !== "rejected") {
    waiting.add(key);
    return;
  }
  if (!waiting.delete(key)) return;
  tell(key, outcome.kind === "received" ? "delivered" : "refused");
}

/** The contact form follows message `key` (kept on the device) and says what becomes of it; answers how to stop. */
export function followContact(key: string): () => void {
  followed.add(key);
  return () => followed.delete(key);
}

/** The messages the server refused, oldest first, still on the device; none without IndexedDB (nothing can be queued either). */
async function refusedContacts(): Promise<QueuedContact[]> {
  try {
    return (await listQueuedContacts()).filter((record) => record.outcome?.kind === "rejected");
  } catch {
    return [];
  }
}

/**
 * The oldest message the server refused, for the contact form to show again with the
 * fields to correct; null if there is none. It stays on the device until the corrected
 * message is kept in its place (`replaceRefusedContact`): a visitor who leaves the form
 * finds it there again. `except`: the one the form shows already, when the visitor asks for another.
 */
export async function reopenRefusedContact(except: string | null = null): Promise<QueuedContact | null> {
  const refused = (await refusedContacts()).find((record) => record.key !== except);
  if (!refused) return null;
  waiting.delete(refused.key);
  // The form shows it now: a listing of the queue that still saw it must not tell it again.
  told.add(`refused:${refused.key}`);
  forgetContactNotice(refused.key);
  return refused;
}

/** How many refused messages wait on the device for the contact form. */
export async function countRefusedContacts(): Promise<number> {
  return (await refusedContacts()).length;
}

/**
 * Each time the visitor asks, from a notice, to see the refused messages: a contact form
 * already on screen takes one back then (one opened later does as it opens).
 */
export const refusedContactAskedAtom = atom(0);

/** The refused notice's link: the notice closes, and the form, on this page or the next, brings the message back. */
export function openRefusedContacts(): void {
  dismissRefused();
  store.set(refusedContactAskedAtom, (asked) => asked + 1);
}

/** The corrected message is kept on the device now: the refused one it came from goes. */
export async function replaceRefusedContact(key: string): Promise<void> {
  await removeQueuedContact(key).catch(() => undefined);
}

function noteOutcome(key: string, outcome: SendOutcome): void {
  tellVisitor(key, outcome);
  store.set(contactOutcomesAtom, (all) => ({ ...all, [key]: outcome }));
  if (outcome.kind === "rate_limited" && !timers.has(key)) {
    const wait = Math.max(1000, outcome.retryAt - Date.now());
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        void sendContact(key);
      }, Math.min(wait, 2 ** 31 - 1)),
    );
  }
}

/** Sends one queued message, unless this tab is already sending it (then the same attempt is shared). */
export function sendContact(key: string): Promise<SendOutcome | null> {
  const running = inFlight.get(key);
  if (running) return running;
  const attempt = (async () => {
    const record = await getQueuedContact(key);
    if (!record) return null;
    const outcome = await sendContactMessage(record);
    if (!outcome) return null; // Another tab or the service worker sent it; its message says how.
    noteOutcome(key, outcome);
    // No connection, or the server failed: the service worker sends it when one is back, tab open or not.
    if (outcome.kind === "offline" || outcome.kind === "server_error") void requestBackgroundSync(contactSyncTag);
    return outcome;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, attempt);
  return attempt;
}

/** Sends every message that is due, one at a time; stops when the connection is gone. */
export async function sendDueContacts(): Promise<void> {
  let records;
  try {
    // Delivered by the service worker while no page of the site was open: told now.
    for (const key of await takeContactReceipts()) tell(key, "delivered");
    records = await listQueuedContacts();
  } catch {
    return; // No IndexedDB here: nothing can be queued either.
  }
  for (const record of records) {
    // Kept on this device: what becomes of it is news (a refused one is told now: nothing sends it again).
    waiting.add(record.key);
    if (record.outcome?.kind === "rejected") tellVisitor(record.key, record.outcome);
    if (record.outcome?.kind === "rate_limited") noteOutcome(record.key, record.outcome);
    if (!isContactDue(record, Date.now())) continue;
    const outcome = await sendContact(record.key);
    if (outcome?.kind === "offline") break;
  }
}

let started = false;

/** Called once per visit (the app shell, the contact form): resumes the queue now, on reconnection, and follows other tabs. */
export function startContactQueue(): void {
  if (started || typeof indexedDB === "undefined") return;
  started = true;
  window.addEventListener("online", () => void sendDueContacts());
  listen((message) => {
    if (message.outcome) noteOutcome(message.key, message.outcome);
    // Delivered by the service worker (it left a receipt): news, even if this page had not seen the message waiting.
    if (message.outcome?.kind === "received") {
      const { key } = message;
      void takeContactReceipt(key).then(
        (had) => {
          if (had) tell(key, "delivered");
        },
        () => undefined,
      );
    }
  }, contactChannel);
  void sendDueContacts();
}
