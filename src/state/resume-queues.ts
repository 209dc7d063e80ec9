import { startApplicationQueue } from "./applications.js";
import { startContactQueue } from "./contact-messages.js";

/** What the app shell starts once the page is idle: both queues of this device (one import, one chunk). */
export function resumeQueues(): void {
  startApplicationQueue();
  startContactQueue();
}
