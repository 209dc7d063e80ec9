import type { PageError, SiteInfo } from "../state/store.js";

/**
 * What a server-rendered page was made from, written once into its HTML as
 * JSON (`<script type="application/json" id="page-state">`). The browser's
 * store starts from it, so hydrating the page fetches nothing it holds.
 */
export interface PageState {
  /** Site API answers by path, exactly as `/api/...` sends them. */
  answers: Record<string, unknown>;
  /** CMS HTML as the server sanitised it, by `sanitizedKey`. */
  sanitized: Record<string, string>;
  /** The error page shown instead of the page (404, 503). */
  error: PageError | null;
  site: SiteInfo;
}

export const pageStateId = "page-state";

const unsafeInScript = /[<>&\u2028\u2029]/g;
const scriptSafe: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * JSON that is safe inside a `<script>` element, as the page's state is
 * written (server/site/shell/page-state-bytes): `<` is escaped, so no
 * `</script>` or `<!--` in a post's title can end the element or open a
 * comment, and the two line separators JavaScript once rejected are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  // One pass: a long list's answer is a few hundred kilobytes, read once instead of five times.
  return JSON.stringify(value).replace(unsafeInScript, (char) => scriptSafe[char] ?? char);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The state this document carries, or null: the offline app shell and pages the server could not render carry none. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(pageStateId)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    if (!isRecord(state) || !isRecord(state.answers) || !isRecord(state.sanitized) || !isRecord(state.site)) return null;
    return state as unknown as PageState;
  } catch {
    return null;
  }
}
