import { honeypotField, startedAtField } from "../../../src/contract/application.js";
import { spamVerdict } from "../outbox/spam.js";

/** Nobody reads the form, fills eighteen fields and picks four photos in less. */
export const minFillMs = 5000;

/** Why an application looks sent by a bot, or null: the rules of outbox/spam.ts, over the multipart fields. */
export function spamReason(fields: ReadonlyMap<string, readonly string[]>, now: number, minFill = minFillMs): string | null {
  const honeypot = fields.get(honeypotField)?.find((v) => v.trim() !== "") ?? fields.get(honeypotField)?.[0];
  return spamVerdict({ honeypot, startedAt: fields.get(startedAtField)?.[0] }, now, minFill);
}
