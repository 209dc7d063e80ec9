/**
 * The browser's applications: the draft being filled in, the queue of
 * submitted applications (IndexedDB, lib/application-queue) and their upload.
 * Components call this, never the queue's storage. Retries happen at start-up
 * (the next visit, any page), on the `online` event, when a rate limit runs
 * out and from "send now"; the service worker sends the same queue on
 * Background Sync and at its start (sw/applications.ts).
 */
export { openDraft, saveDraft, saveDraftPhoto, startDraft, type DraftId, type OpenedDraft, type Rejection } from "./draft.js";
export { lastOutcomeAtom, queueAtom, receivedKeysAtom, watchOutcome, type QueueItem } from "./queue.js";
export { startApplicationQueue } from "./resume.js";
export { followApplications } from "./notices.js";
export { discardQueued, sendQueued, submitApplication, type Submission } from "./send.js";
