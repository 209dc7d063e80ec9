import { contactsEndpoint } from "../../contract/contact.js";
import { idempotencyHeader } from "../../contract/application.js";
import { interpretAnswer, postForAnswer, type RawAnswer } from "../application-queue/answer.js";
import { announce } from "../application-queue/channel.js";
import { exclusive } from "../application-queue/exclusive.js";
import type { SendOutcome } from "../application-queue/records.js";
import { getQueuedContact, listQueuedContacts, recordContactAttempt, removeQueuedContact, settleDeliveredContact } from "./idb.js";
import type { QueuedContact } from "./records.js";

/** The Background Sync tag the service worker answers by sending the contact queue (sw/contacts.ts). */
export const contactSyncTag = "passarela-contacts";
/** Tabs and the service worker tell each other of changes to the contact queue here. */
export const contactChannel = "passarela-contacts";

/** A message is a few KB: a minute is ample on any connection that works at all. */
const contactTimeoutMs = 60_000;

export type ContactTransport = (record: QueuedContact) => Promise<RawAnswer>;

export interface ContactSending {
  /** Leave a receipt for a delivery (the service worker's: no page may be open to tell the visitor). */
  keepReceipt?: boolean;
}

/** The one transport, for the page and the service worker: a small JSON body needs no upload progress. */
export const contactFetchTransport: ContactTransport = (record) =>
  postForAnswer(
    contactsEndpoint,
    { body: JSON.stringify(record.body), headers: { [idempotencyHeader]: record.key, "content-type": "application/json", accept: "application/json" }, credentials: "same-origin" },
    contactTimeoutMs,
  );

/**
 * One attempt, as for applications (lib/application-queue/send.ts): a
 * receipt removes the message (the service worker keeps a receipt of it in
 * its place, `keepReceipt`), anything else is noted on it; the answer is
 * read the same way (`{ id, status: "received" }` is the only receipt). A
 * refused message stays, never sent again as is: the form that sent it shows
 * the fields and takes it out (it still holds the text). Null
 * when the message left the queue meanwhile (another tab or the service worker sent it).
 */
export async function sendContactMessage(
  record: QueuedContact,
  transport: ContactTransport = contactFetchTransport,
  now: () => number = Date.now,
  { keepReceipt = false }: ContactSending = {},
): Promise<SendOutcome | null> {
  return exclusive(`contact/${record.key}`, async () => {
    const still = await getQueuedContact(record.key).catch(() => record);
    if (!still) return null;
    const outcome = interpretAnswer(await transport(record), now());
    try {
      if (outcome.kind === "received") await (keepReceipt ? settleDeliveredContact(record.key, now()) : removeQueuedContact(record.key));
      else await recordContactAttempt(record.key, outcome, now());
    } catch {
      // IndexedDB failing now changes nothing the server said; the next visit reads the queue again.
    }
    announce({ type: "queue-changed", key: record.key, outcome }, contactChannel);
    return outcome;
  });
}

/** Whether a message should be sent now: not one refused, nor one told to wait. */
export function isContactDue(record: QueuedContact, now: number): boolean {
  const outcome = record.outcome;
  if (outcome?.kind === "rejected") return false;
  return outcome?.kind !== "rate_limited" || outcome.retryAt <= now;
}

/** Sends every due message, oldest first; stops at the first that finds no connection. */
export async function sendDueContactMessages(
  transport: ContactTransport = contactFetchTransport,
  now: () => number = Date.now,
  sending: ContactSending = {},
): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const record of await listQueuedContacts()) {
    if (!isContactDue(record, now())) continue;
    const outcome = await sendContactMessage(record, transport, now, sending);
    if (!outcome) continue;
    outcomes.push(outcome);
    if (outcome.kind === "offline") break;
  }
  return outcomes;
}
