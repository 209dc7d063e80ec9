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

/** Items of a list checked in one go: well under a long task (50 ms) on a slow phone. */
export const itemsPerSlice = 50;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Where an answer breaks the contract (as mismatchOf says it), or null when it
 * matches: the same verdict as validateAnswer, reached a slice at a time. The
 * items of each list in the answer are checked fifty at a time, with
 * `pause` awaited between slices, then the rest of it. Checked at once, the
 * thousand talents of a large list held the main thread for about 45 ms in
 * one task (the first check, in Chromium on a fast machine; four times that
 * on a phone).
 */
export async function answerMismatch(name: SiteApiName, value: unknown, pause: () => Promise<void>): Promise<string | null> {
  const schema = siteApiAnswers[name] as unknown as Struct<unknown, Record<string, Struct>>;
  const mismatchIn = (answer: unknown): string | null => {
    try {
      validateAnswer(name, answer);
      return null;
    } catch (error) {
      return mismatchOf(error);
    }
  };
  if (!isRecord(value) || schema.type !== "object") return mismatchIn(value);
  const rest: Record<string, unknown> = { ...value };
  for (const [key, field] of Object.entries(schema.schema)) {
    const items = value[key];
    if (field.type !== "array" || !Array.isArray(items) || items.length <= itemsPerSlice) continue;
    rest[key] = [];
    for (let start = 0; start < items.length; start += itemsPerSlice) {
      await pause();
      try {
        create(items.slice(start, start + itemsPerSlice), field);
      } catch (error) {
        // As mismatchIn says it: any other failure is a mismatch too, with no place to name.
        if (!(error instanceof StructError)) return mismatchOf(error);
        const path: unknown[] = error.path;
        return ` at ${[key, start + Number(path[0]), ...path.slice(1)].join(".")}`;
      }
    }
  }
  return mismatchIn(rest);
}
