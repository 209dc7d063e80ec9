// The queue alone, not the module's index: the draft's code stays in the form's chunk.
import { startApplicationQueue } from "./applications/resume.js";
import { startContactQueue } from "./contact-messages.js";

/** What the app shell starts once the page is idle: both queues of this device (one import, one chunk). */
export function resumeQueues(): void {
  startApplicationQueue();
  startContactQueue();
}
