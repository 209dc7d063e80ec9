import { honeypotField, startedAtField } from "../../../src/contract/application.js";

/** Nobody reads the form, fills eighteen fields and picks four photos in less. */
export const minFillMs = 5000;

/**
 * Why an application looks sent by a bot, or null. Spam is answered exactly
 * like a real application (a bot learns nothing) and kept, but never forwarded.
 *
 * - honeypot: the hidden `website` field was filled;
 * - no_start_time: `started_at` is missing; the form always sends it, a script posting fields may not;
 * - too_fast: fewer than 5 s between opening the form and sending it.
 *
 * `started_at` comes from the visitor's clock: a clock running ahead gives a
 * negative fill time, which is taken as skew, not as a bot.
 */
export function spamReason(fields: ReadonlyMap<string, readonly string[]>, now: number, minFill = minFillMs): string | null {
  if (fields.get(honeypotField)?.some((v) => v.trim() !== "")) return "honeypot";
  const raw = fields.get(startedAtField)?.[0]?.trim() ?? "";
  if (!/^\d{1,15}$/.test(raw)) return "no_start_time";
  const elapsed = now - Number(raw);
  return elapsed >= 0 && elapsed < minFill ? "too_fast" : null;
}
