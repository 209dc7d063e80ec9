import { createHash } from "node:crypto";

/** A response body made once and sent many times: its bytes, media type and ETag. */
export interface Body {
  readonly bytes: Buffer;
  readonly type: string;
  /** A hash of the bytes: equal bytes share one ETag, and so one set of compressed copies. */
  readonly etag: string;
}

export const etagOf = (bytes: Buffer | string): string => `"${createHash("sha1").update(bytes).digest("base64url").slice(0, 27)}"`;

export function bodyOf(bytes: Buffer, type: string, etag = etagOf(bytes)): Body {
  return { bytes, type, etag };
}

const jsonBodies = new WeakMap<object, Body>();

/**
 * The JSON body of an answer, serialised once per answer object: the content
 * cache hands out the same object until it is refreshed, so a cached answer
 * is neither serialised nor hashed again.
 */
export function jsonBody(answer: object): Body {
  let body = jsonBodies.get(answer);
  if (!body) {
    body = bodyOf(Buffer.from(JSON.stringify(answer)), "application/json; charset=utf-8");
    jsonBodies.set(answer, body);
  }
  return body;
}

const htmlBodies = new WeakMap<object, Body>();

/** The body of a rendered page, made once per page object (rendered pages are cached as objects). */
export function htmlBody(page: { bytes: Buffer; etag: string }): Body {
  let body = htmlBodies.get(page);
  if (!body) {
    body = bodyOf(page.bytes, "text/html; charset=utf-8", page.etag);
    htmlBodies.set(page, body);
  }
  return body;
}
