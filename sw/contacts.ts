import { listQueuedContacts } from "../src/lib/contact-queue/idb.js";
import { contactSyncTag, sendDueContactMessages } from "../src/lib/contact-queue/send.js";
import { registerQueueSending } from "./queue-sending.js";

/** The service worker's side of the contact queue (see queue-sending). */
export function registerContactSending(): void {
  registerQueueSending({ tag: contactSyncTag, sendDue: sendDueContactMessages, list: listQueuedContacts, waiting: "contact messages" });
}
