import { requestBackgroundSync } from "../lib/application-queue/background-sync.js";
import { listen } from "../lib/application-queue/channel.js";
import type { SendOutcome } from "../lib/application-queue/records.js";
import { contactChannel, contactSyncTag, isContactDue, sendContactMessage } from "../lib/contact-queue/send.js";
import { getQueuedContact, listQueuedContacts } from "../lib/contact-queue/idb.js";
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

function noteOutcome(key: string, outcome: SendOutcome): void {
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
    records = await listQueuedContacts();
  } catch {
    return; // No IndexedDB here: nothing can be queued either.
  }
  for (const record of records) {
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
  }, contactChannel);
  void sendDueContacts();
}
