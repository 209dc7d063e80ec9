import { applicationSyncTag } from "../src/lib/application-queue/background-sync.js";
import { listQueued } from "../src/lib/application-queue/idb.js";
import { fetchTransport, sendDueApplications } from "../src/lib/application-queue/send.js";
import { registerQueueSending } from "./queue-sending.js";

/**
 * The service worker's side of the application queue (see queue-sending). What it
 * delivers leaves a receipt, so that a page tells the visitor, now or at the next visit.
 */
export function registerApplicationSending(): void {
  registerQueueSending({ tag: applicationSyncTag, sendDue: () => sendDueApplications(fetchTransport, Date.now, { keepReceipt: true }), list: listQueued, waiting: "applications" });
}
