/**
 * Markup the server's renderer writes in as bytes it already holds, where
 * React rendered a mark for them. The cards a long list writes for visitors
 * without JavaScript are the same bytes on every page made from the same
 * cards: made once, they are shared by every rendered page instead of copied
 * into each. Pages kept in the render cache with copies of their own made V8
 * collect its whole heap every few dozen cold renders of a 1,000-talent list,
 * and those collections were the slowest renders.
 *
 * A mark is an HTML comment naming a secret drawn when the module loads:
 * React escapes "<" in text and attribute values, and sanitised CMS HTML
 * cannot name a secret it does not know.
 */
const secret = crypto.randomUUID();
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const opening = encoder.encode(`<!--${secret}:`);
const closing = encoder.encode("-->");

/** Where `needle` first occurs in `haystack` at or after `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  search: for (let at = haystack.indexOf(first ?? 0, from); at >= 0 && at <= last; at = haystack.indexOf(first ?? 0, at + 1)) {
    for (let i = 1; i < needle.length; i++) if (haystack[at + i] !== needle[i]) continue search;
    return at;
  }
  return -1;
}

/** The marks of one render and the bytes each stands for. */
export class MarkupSplices {
  private readonly parts: Uint8Array[] = [];

  /** The mark React writes (as inner HTML) where `bytes` go. The bytes must not change afterwards: pages share them. */
  mark(bytes: Uint8Array): string {
    this.parts.push(bytes);
    return `<!--${secret}:${this.parts.length - 1}-->`;
  }

  /**
   * `markup` in pieces, with each mark replaced by its bytes. The pieces are
   * views of `markup` and the marked bytes themselves, not copies.
   */
  apply(markup: Uint8Array): Uint8Array[] {
    if (this.parts.length === 0) return [markup];
    const pieces: Uint8Array[] = [];
    let from = 0;
    for (let at = indexOf(markup, opening, 0); at >= 0; at = indexOf(markup, opening, from)) {
      const end = indexOf(markup, closing, at + opening.length);
      const part = end < 0 ? undefined : this.parts[Number(decoder.decode(markup.subarray(at + opening.length, end)))];
      if (part === undefined) throw new Error("The rendered markup holds a mark that names no bytes.");
      pieces.push(markup.subarray(from, at), part);
      from = end + closing.length;
    }
    pieces.push(markup.subarray(from));
    return pieces.filter((piece) => piece.byteLength > 0);
  }
}
