import type { MediaWidth } from "../contract/media.js";
import type { SendOutcome } from "./application-queue/records.js";

/**
 * Every message between the pages and the service worker, in one union both
 * sides import: the pages post `ToWorker` (workbox-window posts SKIP_WAITING),
 * and the queues' news travels back over a BroadcastChannel as `QueueMessage`.
 * What arrives from another context is checked here by its `type`; each
 * handler checks the fields it reads.
 */

/** Sent by workbox-window's messageSkipWaiting() when the visitor agrees to reload. */
export interface SkipWaitingMessage {
  type: "SKIP_WAITING";
}

/** Keep the main pages, the talent cards and the gallery posts for offline (sw/warm.ts). */
export interface WarmOfflineMessage {
  type: "WARM_OFFLINE";
  /** The width the browser picked for the talents list's covers. */
  coverWidth?: MediaWidth;
  /** Paths of the pages to keep as the server renders them, in the visitor's language. */
  pages?: string[];
}

/** Keep what a visitor needs most offline: the contacts page, staff and social links (sw/warm-essentials.ts). */
export interface WarmEssentialsMessage {
  type: "WARM_ESSENTIALS";
  /** Paths of the pages to keep (the contacts page in the visitor's language). */
  pages?: string[];
}

/** Keep a visited profile's gallery photos, each at the width this screen draws it (sw/warm-profile.ts). */
export interface WarmProfileMessage {
  type: "WARM_PROFILE";
  id: number;
  images: { key: string; width: MediaWidth }[];
}

/**
 * Keep one page as the server renders it, at an address the app wrote in place (the gallery
 * list's `?pagina=`): a reload offline then finds it (sw/keep-page.ts).
 */
export interface KeepPageMessage {
  type: "KEEP_PAGE";
  /** The page's path and query. */
  path: string;
}

export type ToWorker = SkipWaitingMessage | WarmOfflineMessage | WarmEssentialsMessage | WarmProfileMessage | KeepPageMessage;

/** A message as it arrives: its `type` is known, its other fields are for its handler to check. */
export type Arrived<M extends { type: string }> = M extends unknown ? Pick<M, "type"> & { [K in Exclude<keyof M, "type">]?: unknown } : never;

const toWorkerTypes: Readonly<Record<ToWorker["type"], true>> = { SKIP_WAITING: true, WARM_OFFLINE: true, WARM_ESSENTIALS: true, WARM_PROFILE: true, KEEP_PAGE: true };
const isToWorkerType = (type: unknown): type is ToWorker["type"] => typeof type === "string" && Object.hasOwn(toWorkerTypes, type);

/** What the service worker received, when it is one of the messages it answers; null otherwise. */
export function arrivedAtWorker(data: unknown): Arrived<ToWorker> | null {
  if (typeof data !== "object" || data === null || !("type" in data) || !isToWorkerType(data.type)) return null;
  return { ...data, type: data.type };
}

/** A list field as it arrived, or an empty list when it is not one. */
export const arrivedList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Tells the other tabs and the service worker that a queue changed, so each
 * shows what the others did (src/lib/application-queue/channel.ts).
 */
export interface QueueMessage {
  type: "queue-changed";
  key: string;
  outcome: SendOutcome | null;
}

export function isQueueMessage(data: unknown): data is QueueMessage {
  return typeof data === "object" && data !== null && "type" in data && data.type === "queue-changed" && "key" in data && typeof data.key === "string";
}
