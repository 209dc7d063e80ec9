import { array, instance, is, literal, nullable, number, object, record, string, union, enums } from "superstruct";
import { photoSlots, type PhotoSlot } from "../../contract/application.js";

/**
 * What an application looks like while it waits in the browser (IndexedDB)
 * for the server to confirm it. Plain data only (strings, numbers, ArrayBuffers):
 * Safari cannot keep Blobs or FormData in IndexedDB reliably, and a service
 * worker must be able to rebuild the request from it alone.
 */

/** A compressed photo: its bytes with the name and type the multipart part carries. */
export interface StoredPhoto {
  slot: PhotoSlot;
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
  bytes: ArrayBuffer;
}

/**
 * The form's fields as they travel: one string per field (birthdate already
 * yyyy-MM-dd), `email` a list sent as repeated fields, `website` the honeypot.
 */
export type WireValues = Record<string, string | string[]>;

/** Why the last attempt did not end the application's wait. */
export type QueueOutcome =
  | { kind: "offline" }
  | { kind: "server_error"; status: number }
  | { kind: "rate_limited"; retryAt: number }
  /** A 4xx about the application itself: it waits for the visitor, never retried as is. */
  | { kind: "rejected"; status: number; error: string; fields: Record<string, string> };

export type SendOutcome = QueueOutcome | { kind: "received"; id: string };

export interface QueuedApplication {
  v: 1;
  /** The Idempotency-Key: made once per application, sent again with every retry. */
  key: string;
  createdAt: number;
  /** When the visitor first opened the form (the server's `started_at`, epoch ms). */
  startedAt: number;
  values: WireValues;
  photos: StoredPhoto[];
  attempts: number;
  lastAttemptAt: number | null;
  outcome: QueueOutcome | null;
}

/** The form being filled in: the visitor's raw input (photos are kept beside it, one key each). */
export interface ApplicationDraft {
  v: 1;
  key: string;
  startedAt: number;
  updatedAt: number;
  values: WireValues;
}

const StoredPhotoShape = object({
  slot: enums(photoSlots),
  name: string(),
  type: string(),
  size: number(),
  width: number(),
  height: number(),
  bytes: instance(ArrayBuffer),
});
const Values = record(string(), union([string(), array(string())]));
const OutcomeShape = union([
  object({ kind: literal("offline") }),
  object({ kind: literal("server_error"), status: number() }),
  object({ kind: literal("rate_limited"), retryAt: number() }),
  object({ kind: literal("rejected"), status: number(), error: string(), fields: record(string(), string()) }),
]);
const QueuedShape = object({
  v: literal(1),
  key: string(),
  createdAt: number(),
  startedAt: number(),
  values: Values,
  photos: array(StoredPhotoShape),
  attempts: number(),
  lastAttemptAt: nullable(number()),
  outcome: nullable(OutcomeShape),
});
const DraftShape = object({ v: literal(1), key: string(), startedAt: number(), updatedAt: number(), values: Values });

// What IndexedDB hands back is checked: a record from an older layout or a damaged one is skipped, never crashes the page.
export const isStoredPhoto = (value: unknown): value is StoredPhoto => is(value, StoredPhotoShape);
export const isQueuedApplication = (value: unknown): value is QueuedApplication => is(value, QueuedShape);
export const isApplicationDraft = (value: unknown): value is ApplicationDraft => is(value, DraftShape);

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The applicant's name, to tell queued applications apart. */
export const applicantName = (record: { values: WireValues }): string => {
  const name = record.values.name;
  return typeof name === "string" ? name.trim() : "";
};
