import { isHydrating } from "./hydration.js";
import type * as Sanitizer from "./sanitize-html.js";

/**
 * Loads the HTML sanitiser (DOMPurify) on demand. A page calls this before it
 * reads its data, so the sanitiser downloads while the data does, and the
 * chunk never weighs on pages without CMS HTML.
 */
let loading: Promise<typeof Sanitizer> | undefined;

export function loadSanitizer(): Promise<typeof Sanitizer> {
  loading ??= import("./sanitize-html.js");
  return loading;
}

/** Starts loading the sanitiser early, except where the page's HTML already carries its text sanitised (the server, hydration). */
export function preloadSanitizer(): void {
  if (import.meta.env.SSR || isHydrating()) return;
  void loadSanitizer();
}
