import { JSDOM } from "jsdom";
import { sanitizeHtml, type PurifierWindow } from "../../../src/lib/sanitize-html.js";

export interface SanitizeRequest {
  scaleFontSizes: boolean;
  imageSizes: string | undefined;
  origin: string;
}

/**
 * CMS HTML sanitised on the server, by the browser's own rules (DOMPurify with
 * src/lib/sanitize-html's configuration) over a jsdom window. Results are kept:
 * the same post is rendered again for every language and after every refresh.
 */
export class HtmlSanitizer {
  private readonly view = new JSDOM("").window as unknown as PurifierWindow;
  private readonly results = new Map<string, string>();

  constructor(private readonly maxEntries = 500) {}

  sanitize(html: string, request: SanitizeRequest): string {
    const key = `${request.origin}|${request.scaleFontSizes ? 1 : 0}|${request.imageSizes ?? ""}|${html}`;
    const known = this.results.get(key);
    if (known !== undefined) return known;
    const clean = sanitizeHtml(html, { scaleFontSizes: request.scaleFontSizes, imageSizes: request.imageSizes, origin: request.origin }, this.view);
    if (this.results.size >= this.maxEntries) {
      const oldest = this.results.keys().next().value;
      if (oldest !== undefined) this.results.delete(oldest);
    }
    this.results.set(key, clean);
    return clean;
  }
}
