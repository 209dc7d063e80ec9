import { purifyHtml, type PurifierWindow } from "./html-policy.js";
import { presentHtml, type PresentationOptions } from "./html-presentation.js";

export type { PurifierWindow } from "./html-policy.js";

/**
 * CMS HTML made safe to render (html-policy.ts), then shown the site's way
 * (html-presentation.ts).
 *
 * DOMPurify is about 12 KB gzipped: pages load this module with `loadSanitizer()`
 * (lib/sanitizer.ts), in parallel with their data, so it stays off the entry chunk.
 */
export type SanitizeOptions = Partial<PresentationOptions>;

/** Sanitises CMS HTML for `dangerouslySetInnerHTML`, with the browser's DOM or (on the server) another window. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}, view: PurifierWindow = window): string {
  const fragment = purifyHtml(html, view);
  presentHtml(fragment, { ...options, origin: options.origin || window.location.origin });
  const box = fragment.ownerDocument.createElement("div");
  box.append(fragment);
  return box.innerHTML;
}
