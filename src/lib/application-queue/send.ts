import { idempotencyHeader } from "../../contract/application.js";
import { interpretAnswer, postForAnswer, uploadTimeoutMs, type RawAnswer } from "./answer.js";
import { announce } from "./channel.js";
import { applicationsEndpoint, toFormData } from "./form-data.js";
import { exclusive } from "./exclusive.js";
import { confirmReceived, getQueued, listQueued, putQueued, recordAttempt } from "./idb.js";
import type { QueuedApplication, SendOutcome } from "./records.js";

/**
 * Sending the queued applications to the site (`POST /api/applications`),
 * shared by the page and the service worker. Each attempt holds the
 * application's Web Lock from the moment it reads (or first writes) the
 * record until it has noted the answer, so it reads the record once: no
 * other sender changes it meanwhile, and one that waited reads what this
 * attempt left.
 */

/** Sends one queued application and reports the raw answer (the page's has upload progress). */
export type Transport = (record: QueuedApplication) => Promise<RawAnswer>;

/** The transport a service worker can use: fetch, without progress. */
export const fetchTransport: Transport = (record) =>
  postForAnswer(applicationsEndpoint, { body: toFormData(record), headers: { [idempotencyHeader]: record.key, accept: "application/json" }, credentials: "same-origin" }, uploadTimeoutMs);

export interface ApplicationSending {
  /** Leave a receipt for a delivery (the service worker's: no page may be open to tell the visitor). */
  keepReceipt?: boolean;
}

/**
 * Upload, read the answer, and settle the queue: a receipt removes the
 * application (and its draft; `keepReceipt` keeps a receipt of it in its
 * place); anything else is noted on the record, which stays until the server
 * confirms it. The caller holds the lock.
 */
async function attempt(record: QueuedApplication, transport: Transport, now: () => number, { keepReceipt = false }: ApplicationSending = {}): Promise<SendOutcome> {
  const outcome = interpretAnswer(await transport(record), now());
  try {
    if (outcome.kind === "received") await confirmReceived(record.key, keepReceipt ? { id: outcome.id, at: now() } : undefined);
    else await recordAttempt(record, outcome, now());
  } catch {
    // IndexedDB failing now changes nothing the server said; the next visit reads the queue again.
  }
  announce({ type: "queue-changed", key: record.key, outcome });
  return outcome;
}

/**
 * One attempt at the queued application `key`. Answers null when it left the
 * queue meanwhile (another tab or the service worker sent it). `listed` is the
 * copy a scan of the queue found: sent if IndexedDB cannot be read now, since
 * the key makes a repeat harmless.
 */
export function sendApplication(
  key: string,
  transport: Transport,
  now: () => number = Date.now,
  listed?: QueuedApplication,
  sending: ApplicationSending = {},
): Promise<SendOutcome | null> {
  return exclusive(key, async () => {
    const record = listed ? await getQueued(key).catch(() => listed) : await getQueued(key);
    if (!record) return null;
    return attempt(record, transport, now, sending);
  });
}

/**
 * A new application: kept in the queue, then sent, under its lock. Written
 * there, it is not read back. When IndexedDB cannot keep it, it is sent all
 * the same and nothing is noted (`queued` false). `onQueued` runs once it is kept.
 */
export function sendNewApplication(
  record: QueuedApplication,
  transport: Transport,
  onQueued: () => void = () => undefined,
  now: () => number = Date.now,
): Promise<{ outcome: SendOutcome; queued: boolean }> {
  return exclusive(record.key, async () => {
    const queued = await putQueued(record).then(
      () => true,
      () => false,
    );
    if (!queued) return { outcome: interpretAnswer(await transport(record), now()), queued };
    onQueued();
    return { outcome: await attempt(record, transport, now), queued };
  });
}

/** Whether a record should be sent now: not one waiting for the visitor, nor one told to wait. */
export function isDue(record: QueuedApplication, now: number): boolean {
  const outcome = record.outcome;
  if (outcome?.kind === "rejected") return false;
  return outcome?.kind !== "rate_limited" || outcome.retryAt <= now;
}

/**
 * Sends every due application, one at a time (a weak connection is not split
 * between uploads). Stops at the first one that finds no connection. What a
 * service worker's background sync runs, with {@link fetchTransport} and a receipt kept.
 */
export async function sendDueApplications(transport: Transport, now: () => number = Date.now, sending: ApplicationSending = {}): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const record of await listQueued()) {
    if (!isDue(record, now())) continue;
    const outcome = await sendApplication(record.key, transport, now, record, sending);
    if (!outcome) continue;
    outcomes.push(outcome);
    if (outcome.kind === "offline") break;
  }
  return outcomes;
}
