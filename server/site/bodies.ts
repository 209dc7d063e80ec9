import { createHash } from "node:crypto";
import { perObject } from "../../src/lib/per-object.js";

/** A response body made once and sent many times: its bytes, media type and ETag. */
export interface Body {
  /**
   * The bytes, in pieces sent one after another. A rendered page holds pieces
   * shared with other pages (a long list's cards, its answers' JSON) rather
   * than copies of them: never change one.
   */
  readonly parts: readonly Uint8Array[];
  /** The bytes' total length. */
  readonly length: number;
  readonly type: string;
  /** A hash of the bytes: equal bytes share one ETag, and so one set of compressed copies. */
  readonly etag: string;
}

export function etagOf(parts: readonly Uint8Array[]): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part);
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

export const lengthOf = (parts: readonly Uint8Array[]): number => parts.reduce((sum, part) => sum + part.byteLength, 0);

export function bodyOf(parts: readonly Uint8Array[], type: string, etag = etagOf(parts)): Body {
  return { parts, length: lengthOf(parts), type, etag };
}

/** The body's bytes in one buffer: a view when it is in one piece, else a copy that lives as long as the request. */
export function joined(body: Pick<Body, "parts" | "length">): Buffer {
  const [only] = body.parts;
  if (body.parts.length === 1 && only) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
  return Buffer.concat(body.parts, body.length);
}

/**
 * The JSON body of an answer, serialised once per answer object: the content
 * cache hands out the same object until it is refreshed, so a cached answer
 * is neither serialised nor hashed again.
 */
export const jsonBody = perObject((answer: object): Body => bodyOf([Buffer.from(JSON.stringify(answer))], "application/json; charset=utf-8"));

/** The body of a rendered page, made once per page object (rendered pages are cached as objects). */
export const htmlBody = perObject((page: { parts: readonly Uint8Array[]; etag: string }): Body => bodyOf(page.parts, "text/html; charset=utf-8", page.etag));
