import type { ErrorInfo } from "react";
import { LoadError } from "../../state/resource.js";
import { isChunkLoadError } from "./chunk-reload.js";

/**
 * React's report of errors caught by a boundary. A failed load (shown as the
 * 503 or 404 page) and a missing chunk (reloaded) are expected states, not
 * bugs, so only the rest reaches the console.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof LoadError || isChunkLoadError(error)) return;
  console.error("Render error", error, info.componentStack);
}
