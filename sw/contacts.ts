import { listQueuedContacts } from "../src/lib/contact-queue/idb.js";
import { contactFetchTransport, contactSyncTag, sendDueContactMessages } from "../src/lib/contact-queue/send.js";
import { registerQueueSending } from "./queue-sending.js";

/**
 * The service worker's side of the contact queue (see queue-sending). What it
 * delivers leaves a receipt, so that a page tells the visitor, now or at the next visit.
 */
export function registerContactSending(): void {
  registerQueueSending({
    tag: contactSyncTag,
    sendDue: () => sendDueContactMessages(contactFetchTransport, Date.now, { keepReceipt: true }),
    list: listQueuedContacts,
    waiting: "contact messages",
  });
}
