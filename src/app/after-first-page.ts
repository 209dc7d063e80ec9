// One import, one chunk: what the app shell starts once the first page is idle.
import { startReturnFocus } from "./router/return-focus.js";
import { resumeQueues } from "../state/resume-queues.js";

export function startAfterFirstPage(): void {
  resumeQueues();
  startReturnFocus();
  // The bar a page opened inside the app shows while its code comes: had it to come then too, a slow
  // connection would show an empty page for as long.
  void import("../components/ProgressBar.js");
}
