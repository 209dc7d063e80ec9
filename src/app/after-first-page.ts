// One import, one chunk: what the app shell starts once the first page is idle.
import { startReturnFocus } from "./router/return-focus.js";
import { resumeQueues } from "../state/resume-queues.js";

export function startAfterFirstPage(): void {
  resumeQueues();
  startReturnFocus();
}
