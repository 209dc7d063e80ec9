/**
 * Why an application or a message looks sent by a bot, or null. Spam is answered exactly like
 * a real one (a bot learns nothing) and kept, but never forwarded.
 *
 * - honeypot: the hidden `website` field was filled;
 * - no_start_time: `started_at` is missing; the forms always send it, a script posting fields may not;
 * - too_fast: less than `minFillMs` between opening the form and sending it.
 *
 * `started_at` comes from the visitor's clock: a clock running ahead gives a
 * negative fill time, which is taken as skew, not as a bot.
 */
export function spamVerdict(sent: { honeypot: string | undefined; startedAt: string | undefined }, now: number, minFillMs: number): string | null {
  if (sent.honeypot !== undefined && sent.honeypot.trim() !== "") return "honeypot";
  const raw = sent.startedAt?.trim() ?? "";
  if (!/^\d{1,15}$/.test(raw)) return "no_start_time";
  const elapsed = now - Number(raw);
  return elapsed >= 0 && elapsed < minFillMs ? "too_fast" : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An `Idempotency-Key` as the intakes keep it (lower case), or undefined when missing or not a UUID. */
export function idempotencyKeyOf(raw: unknown): string | undefined {
  return typeof raw === "string" && uuidPattern.test(raw.trim()) ? raw.trim().toLowerCase() : undefined;
}
