import { scriptSafeJson, type PageState } from "../../../src/lib/page-state.js";
import { perObject } from "../../../src/lib/per-object.js";

/**
 * Each answer's JSON as bytes, kept per answer object: the content cache hands
 * out the same object until the answer is refreshed, and a list of a thousand
 * talents is a few hundred kilobytes to write and encode again on every page
 * made from it. An answer must not change once written; the server's do not.
 */
const answerBytes = perObject((answer: object): Uint8Array => Buffer.from(scriptSafeJson(answer)));

function bytesOfAnswer(answer: unknown): Uint8Array {
  return typeof answer === "object" && answer !== null ? answerBytes(answer) : Buffer.from(scriptSafeJson(answer));
}

/**
 * The page's state as the JSON of its `<script type="application/json">`, in
 * pieces for the document's bytes: what `scriptSafeJson(state)` would write,
 * with answers left out when undefined, as JSON leaves them out.
 */
export function pageStateBytes(state: PageState): Uint8Array[] {
  const parts: Uint8Array[] = [Buffer.from('{"answers":{')];
  let separator = "";
  for (const [path, answer] of Object.entries(state.answers)) {
    if (answer === undefined) continue;
    parts.push(Buffer.from(`${separator}${scriptSafeJson(path)}:`), bytesOfAnswer(answer));
    separator = ",";
  }
  // The other members, after the answers: `{"sanitized":…}` without its opening brace.
  parts.push(Buffer.from(`},${scriptSafeJson({ sanitized: state.sanitized, error: state.error, site: state.site }).slice(1)}`));
  return parts;
}
