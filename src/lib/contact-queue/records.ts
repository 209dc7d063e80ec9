import { array, is, literal, nullable, number, object, optional, record, string, union, unknown } from "superstruct";
import type { ContactRequest } from "../../contract/contact.js";
import type { QueueOutcome } from "../application-queue/records.js";

/**
 * A contact message while it waits in the browser (IndexedDB) for the
 * server's 201: the JSON body as sent, with the attempt bookkeeping of the
 * application queue (lib/application-queue/records.ts). Every retry sends the
 * same body with the same key, so the server stores one message.
 */
export interface QueuedContact {
  v: 1;
  /** The Idempotency-Key: made once per message, sent again with every retry. */
  key: string;
  createdAt: number;
  body: ContactRequest;
  attempts: number;
  lastAttemptAt: number | null;
  outcome: QueueOutcome | null;
}

const OutcomeShape = union([
  object({ kind: literal("offline") }),
  object({ kind: literal("server_error"), status: number() }),
  object({ kind: literal("rate_limited"), retryAt: number() }),
  object({ kind: literal("rejected"), status: number(), error: string(), fields: record(string(), string()) }),
]);
// The body is checked loosely here: the server checks it with the schema, and a record of an older layout still goes out.
const BodyShape = object({
  name: string(),
  email: string(),
  phone: optional(string()),
  subject: string(),
  message: string(),
  talents: optional(array(unknown())),
  website: string(),
  started_at: number(),
});
const QueuedShape = object({
  v: literal(1),
  key: string(),
  createdAt: number(),
  body: BodyShape,
  attempts: number(),
  lastAttemptAt: nullable(number()),
  outcome: nullable(OutcomeShape),
});

// What IndexedDB hands back is checked: a damaged record is skipped, never crashes the page.
export const isQueuedContact = (value: unknown): value is QueuedContact => is(value, QueuedShape);
