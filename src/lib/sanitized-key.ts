import type { SanitizeOptions } from "./sanitize-html.js";

/**
 * The key under which a page's state carries one piece of CMS HTML as the
 * server sanitised it: a 53-bit hash (cyrb53) of the source and the options,
 * so the state does not repeat the source itself.
 */
export function sanitizedKey(html: string, options: SanitizeOptions = {}): string {
  const text = `${options.scaleFontSizes ? 1 : 0}|${options.imageSizes ?? ""}|${html}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
