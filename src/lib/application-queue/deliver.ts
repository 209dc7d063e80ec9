import { idempotencyHeader } from "../../contract/application.js";
import { noAnswer, interpretAnswer, type RawAnswer } from "./answer.js";
import { announce } from "./channel.js";
import { applicationsEndpoint, toFormData } from "./form-data.js";
import { exclusive } from "./exclusive.js";
import { confirmReceived, getQueued, listQueued, recordAttempt } from "./idb.js";
import type { QueuedApplication, SendOutcome } from "./records.js";

/** Sends one queued application and reports the raw answer (the page's has upload progress). */
export type Transport = (record: QueuedApplication) => Promise<RawAnswer>;

/** The transport a service worker can use: fetch, without progress. */
export const fetchTransport: Transport = async (record) => {
  try {
    const response = await fetch(applicationsEndpoint, {
      method: "POST",
      body: toFormData(record),
      headers: { [idempotencyHeader]: record.key, accept: "application/json" },
      credentials: "same-origin",
    });
    return { status: response.status, body: await response.text(), retryAfter: response.headers.get("retry-after") };
  } catch {
    return noAnswer;
  }
};

/**
 * One attempt: send, read the answer, and settle the queue: a receipt removes
 * the application (and its draft); anything else is noted on the record,
 * which stays until the server confirms it. Answers null when the application
 * left the queue meanwhile (another tab or the service worker delivered it).
 */
export async function deliver(record: QueuedApplication, transport: Transport, now: () => number = Date.now): Promise<SendOutcome | null> {
  return exclusive(record.key, async () => {
    if (!(await stillQueued(record.key))) return null;
    const outcome = interpretAnswer(await transport(record), now());
    try {
      if (outcome.kind === "received") await confirmReceived(record.key);
      else await recordAttempt(record.key, outcome, now());
    } catch {
      // IndexedDB failing now changes nothing the server said; the next visit reads the queue again.
    }
    announce({ type: "queue-changed", key: record.key, outcome });
    return outcome;
  });
}

async function stillQueued(key: string): Promise<boolean> {
  try {
    return (await getQueued(key)) !== undefined;
  } catch {
    return true; // IndexedDB unreadable: sending again is safe, the key makes it idempotent.
  }
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
 * service worker's background sync runs, with {@link fetchTransport}.
 */
export async function deliverDue(transport: Transport, now: () => number = Date.now): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const record of await listQueued()) {
    if (!isDue(record, now())) continue;
    const outcome = await deliver(record, transport, now);
    if (!outcome) continue;
    outcomes.push(outcome);
    if (outcome.kind === "offline") break;
  }
  return outcomes;
}
