import type { QueueItem } from "../../../state/applications/index.js";
import type { SendOutcome } from "../../../lib/application-queue/records.js";

/**
 * What changed in the queue worth saying aloud: an upload that started, or
 * one that ended and how. Never its percentages: those are shown, not read.
 */
export type QueueNews = { kind: "started"; key: string; name: string } | { kind: "ended"; key: string; name: string; outcome: SendOutcome };

/**
 * The news between two states of the queue. `own` is the application of the
 * page's form, which says its own start (the sending view), its receipt (the
 * success view) and its refusal (the form's alert): of it, only a failure
 * that leaves it waiting is news here. `outcomes` are the last outcomes noted
 * this visit, for an application that left the queue.
 */
export function queueNews(before: readonly QueueItem[], after: readonly QueueItem[], own: string | null, outcomes: Readonly<Record<string, SendOutcome>>): QueueNews[] {
  const news: QueueNews[] = [];
  const now = new Map(after.map((item) => [item.key, item]));
  const then = new Map(before.map((item) => [item.key, item]));
  for (const item of before) {
    if (item.progress === null) continue;
    const next = now.get(item.key);
    if (next === undefined) {
      // Gone: received, or discarded (nothing to say then).
      const outcome = outcomes[item.key];
      if (outcome?.kind === "received" && item.key !== own) news.push({ kind: "ended", key: item.key, name: item.name, outcome });
    } else if (next.progress === null && next.outcome) {
      if (item.key !== own || next.outcome.kind !== "rejected") news.push({ kind: "ended", key: item.key, name: next.name, outcome: next.outcome });
    }
  }
  for (const item of after) {
    if (item.progress === null || item.key === own) continue;
    const previous = then.get(item.key);
    if (previous?.progress == null) news.push({ kind: "started", key: item.key, name: item.name });
  }
  return news;
}
