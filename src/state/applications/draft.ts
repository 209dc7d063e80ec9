import type { PhotoSlot } from "../../contract/application.js";
import { readDraft, writeDraft, writeDraftPhoto } from "../../lib/application-queue/idb.js";
import { newIdempotencyKey, type QueueOutcome, type StoredPhoto, type WireValues } from "../../lib/application-queue/records.js";
import { isReceived } from "./queue.js";
import { loadQueue } from "./send.js";

/**
 * The application being filled in, kept in this browser while the visitor
 * types (IndexedDB `draft` and `draft/photo/image_N`). Saving is best effort:
 * without IndexedDB (some private windows) the form still works, unsaved.
 */

export type Rejection = Extract<QueueOutcome, { kind: "rejected" }>;

/** Which application a draft is: its key (made once, kept through every retry) and when the visitor first opened the form. */
export interface DraftId {
  key: string;
  startedAt: number;
}

export interface OpenedDraft extends DraftId {
  /** What the visitor entered, as the draft keeps it. */
  values: WireValues;
  photos: Partial<Record<PhotoSlot, StoredPhoto>>;
  /** The server refused the queued copy while the visitor was away: show why. */
  rejected: Rejection | null;
}

const write = (draft: DraftId, values: WireValues) =>
  writeDraft({ v: 1, key: draft.key, startedAt: draft.startedAt, updatedAt: Date.now(), values });

/** A new application: a new key, and now as the time the form was opened. */
export function startDraft(values: WireValues): DraftId {
  const draft: DraftId = { key: newIdempotencyKey(), startedAt: Date.now() };
  // Written at once, so a restored draft keeps the time the form was first opened.
  void write(draft, values).catch(() => undefined);
  return draft;
}

/**
 * The draft saved in this browser; or a queued application the server refused
 * whose draft is gone, taken back as the draft (`asInput` turns its values as
 * sent into what the visitor enters); else null. Shows the queue, read with it.
 */
export async function openDraft(asInput: (sent: WireValues) => WireValues): Promise<OpenedDraft | null> {
  try {
    const [saved, queued] = await Promise.all([readDraft(), loadQueue()]);
    if (saved) {
      const own = queued.find((record) => record.key === saved.draft.key);
      return {
        key: saved.draft.key,
        startedAt: saved.draft.startedAt,
        values: saved.draft.values,
        photos: saved.photos,
        rejected: own?.outcome?.kind === "rejected" ? own.outcome : null,
      };
    }
    const orphan = queued.find((record) => record.outcome?.kind === "rejected");
    if (orphan?.outcome?.kind === "rejected") {
      const draft: DraftId = { key: orphan.key, startedAt: orphan.startedAt };
      const values = asInput(orphan.values);
      await Promise.all([write(draft, values), ...orphan.photos.map((photo) => writeDraftPhoto(photo.slot, photo))]);
      return { ...draft, values, photos: Object.fromEntries(orphan.photos.map((photo) => [photo.slot, photo])), rejected: orphan.outcome };
    }
  } catch {
    // A new, unsaved application.
  }
  return null;
}

/** Keeps what the visitor entered; never brings back the draft of an application the server already has. */
export function saveDraft(draft: DraftId, values: WireValues): void {
  if (isReceived(draft.key)) return;
  void write(draft, values).catch(() => undefined);
}

/** Keeps (or, with null, forgets) the draft's photo of one slot. */
export function saveDraftPhoto(slot: PhotoSlot, photo: StoredPhoto | null): void {
  void writeDraftPhoto(slot, photo).catch(() => undefined);
}
