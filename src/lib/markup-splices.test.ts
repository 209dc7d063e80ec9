import { describe, expect, it } from "vitest";
import { MarkupSplices } from "./markup-splices.js";

const encode = (text: string) => new TextEncoder().encode(text);
const text = (pieces: Uint8Array[]) => pieces.map((piece) => new TextDecoder().decode(piece)).join("");

describe("markup splices", () => {
  it("puts each mark's bytes where React wrote the mark, in the order the markup has them", () => {
    const splices = new MarkupSplices();
    const cards = encode("<li>Ana é</li>");
    const more = encode("<li>Bia</li>");
    const first = splices.mark(cards);
    const second = splices.mark(more);
    const pieces = splices.apply(encode(`<main><ul>${second}</ul><p>ü</p><ul>${first}</ul></main>`));
    expect(text(pieces)).toBe("<main><ul><li>Bia</li></ul><p>ü</p><ul><li>Ana é</li></ul></main>");
    // The marked bytes themselves, not copies: pages share them.
    expect(pieces).toContain(cards);
    expect(pieces).toContain(more);
  });

  it("leaves markup without marks whole, and comments that only look like marks as they are", () => {
    const splices = new MarkupSplices();
    const markup = encode("<p>no marks</p>");
    expect(splices.apply(markup)).toEqual([markup]);
    const mark = splices.mark(encode("<li>x</li>"));
    // A comment that does not name the secret is markup like any other.
    const forged = `<!--00000000-0000-4000-8000-000000000000:0-->`;
    expect(text(splices.apply(encode(`${forged}${mark}`)))).toBe(`${forged}<li>x</li>`);
  });

  it("refuses a mark that names bytes it was not given", () => {
    const splices = new MarkupSplices();
    const mark = splices.mark(encode("<li>x</li>"));
    expect(() => splices.apply(encode(mark.replace(":0-->", ":1-->")))).toThrow(/names no bytes/);
  });
});
