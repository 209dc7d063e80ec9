import { listen } from "../../lib/application-queue/channel.js";
import { isDue } from "../../lib/application-queue/send.js";
import { tellOutcome, tellReceipts, tellWorkerDelivery } from "./notices.js";
import { noteOutcome } from "./queue.js";
import { refreshQueue, sendQueued } from "./send.js";

/** Sends every application that is due, one at a time; stops when the connection is gone. */
export async function sendDue(): Promise<void> {
  for (const record of await refreshQueue()) {
    // Refused while the visitor was away: told now, on whatever page (nothing sends it again as it is).
    if (record.outcome?.kind === "rejected") tellOutcome(record.key, record.outcome);
    if (!isDue(record, Date.now())) continue;
    const outcome = await sendQueued(record.key);
    if (outcome?.kind === "offline") break;
  }
}

let started = false;

/** Called once by the app shell: resumes the queue now, on reconnection, and follows other tabs and the service worker. */
export function startApplicationQueue(): void {
  if (started || typeof indexedDB === "undefined") return;
  started = true;
  window.addEventListener("online", () => void sendDue());
  listen((message) => {
    if (message.outcome) noteOutcome(message.key, message.outcome);
    // Delivered by the service worker (it left a receipt): news, even if this page had not seen it waiting.
    if (message.outcome?.kind === "received") void tellWorkerDelivery(message.key, message.outcome.id);
    void refreshQueue();
  });
  // Delivered by the service worker while no page of the site was open.
  void tellReceipts().then(sendDue);
}
