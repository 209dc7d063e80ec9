import { create, is, StructError, type Struct } from "superstruct";
import { ApiError as ApiErrorBody, siteApiAnswers, type SiteApiAnswer, type SiteApiName } from "../contract/site-api.js";

/**
 * The schemas of the site API and superstruct, in a chunk of their own: only
 * an answer fetched from the network needs them, never the first render of a
 * page (see lib/api).
 */

/** The answer if it matches the contract; a StructError otherwise. */
export function validateAnswer<N extends SiteApiName>(name: N, value: unknown): SiteApiAnswer<N> {
  // Each name's schema yields that name's answer (the map is typed per key, indexing it is not).
  const schema = siteApiAnswers[name] as unknown as Struct<SiteApiAnswer<N>>;
  return create(value, schema);
}

/** Where the answer breaks the contract, for the error message. */
export function mismatchOf(error: unknown): string {
  return error instanceof StructError ? ` at ${error.path.join(".") || "(root)"}` : "";
}

/** An error answer's body, when it has the documented shape. */
export function errorBodyOf(value: unknown): ApiErrorBody | null {
  return is(value, ApiErrorBody) ? value : null;
}
