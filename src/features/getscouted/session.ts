import type { QueueOutcome } from "../../lib/application-queue/records.js";
import { listQueued, readDraft, writeDraft, writeDraftPhoto } from "../../lib/application-queue/idb.js";
import { newIdempotencyKey } from "../../lib/application-queue/records.js";
import { fromDraft, toDraftValues, type FormValues } from "./form-values.js";

export type Rejection = Extract<QueueOutcome, { kind: "rejected" }>;

/**
 * One application being filled in: its key (made once, kept through every
 * retry), when the visitor first opened the form, and the values to start from.
 */
export interface Session {
  key: string;
  startedAt: number;
  values: FormValues;
  /** The server refused the queued copy while the visitor was away: show why. */
  rejected: Rejection | null;
}

export function saveDraft(session: Pick<Session, "key" | "startedAt">, values: FormValues): Promise<void> {
  return writeDraft({ v: 1, key: session.key, startedAt: session.startedAt, updatedAt: Date.now(), values: toDraftValues(values) });
}

/** A new application: a new key, and now as the time the form was opened. */
export function newSession(): Session {
  const session: Session = { key: newIdempotencyKey(), startedAt: Date.now(), values: { email: [] }, rejected: null };
  // Written at once, so a restored draft keeps the time the form was first opened.
  void saveDraft(session, session.values).catch(() => undefined);
  return session;
}

/**
 * The draft saved in this browser, restored; or a queued application the server
 * refused whose draft is gone, taken back into the form; or a new one.
 * Without IndexedDB (some private windows) the form still works, unsaved.
 */
export async function openSession(): Promise<Session> {
  try {
    const [saved, queued] = await Promise.all([readDraft(), listQueued()]);
    if (saved) {
      const own = queued.find((record) => record.key === saved.draft.key);
      return {
        key: saved.draft.key,
        startedAt: saved.draft.startedAt,
        values: fromDraft(saved.draft.values, saved.photos),
        rejected: own?.outcome?.kind === "rejected" ? own.outcome : null,
      };
    }
    const orphan = queued.find((record) => record.outcome?.kind === "rejected");
    if (orphan?.outcome?.kind === "rejected") {
      const photos = Object.fromEntries(orphan.photos.map((photo) => [photo.slot, photo]));
      const session: Session = { key: orphan.key, startedAt: orphan.startedAt, values: fromDraft(orphan.values, photos), rejected: orphan.outcome };
      await Promise.all([saveDraft(session, session.values), ...orphan.photos.map((photo) => writeDraftPhoto(photo.slot, photo))]);
      return session;
    }
  } catch {
    // Fall through to a new, unsaved application.
  }
  return newSession();
}
