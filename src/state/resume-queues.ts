// The queue alone, not the module's index: the draft's code stays in the form's chunk.
import { startApplicationQueue } from "./applications/resume.js";
import { startContactQueue } from "./contact-messages.js";

/** Both queues of this device, started once the first page is idle (app/after-first-page). */
export function resumeQueues(): void {
  startApplicationQueue();
  startContactQueue();
}
