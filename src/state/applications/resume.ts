import { listen } from "../../lib/application-queue/channel.js";
import { isDue } from "../../lib/application-queue/send.js";
import { noteOutcome } from "./queue.js";
import { refreshQueue, sendQueued } from "./send.js";

/** Sends every application that is due, one at a time; stops when the connection is gone. */
async function sendDue(): Promise<void> {
  for (const record of await refreshQueue()) {
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
    void refreshQueue();
  });
  void sendDue();
}
