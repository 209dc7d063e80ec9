import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { bodyOf, etagOf, jsonBody } from "./bodies.js";
import { EncodedBodies, etagMatches } from "./encoded-bodies.js";

describe("EncodedBodies", () => {
  it("picks the encoding the request prefers among br and gzip", () => {
    const bodies = new EncodedBodies();
    expect(bodies.negotiate(undefined)).toBeUndefined();
    expect(bodies.negotiate("gzip, deflate, br")).toBe("br");
    expect(bodies.negotiate("gzip")).toBe("gzip");
    expect(bodies.negotiate("br;q=0, gzip")).toBe("gzip");
    expect(bodies.negotiate("x-gzip")).toBe("gzip");
    expect(bodies.negotiate("*")).toBe("gzip");
    expect(bodies.negotiate("identity")).toBeUndefined();
    expect(bodies.negotiate("deflate")).toBeUndefined();
  });

  it("matches If-None-Match lists, weak or strong", () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches("*", '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });

  it("makes one copy per ETag and encoding, even for requests at the same time", async () => {
    const bodies = new EncodedBodies();
    const compress = vi.spyOn(bodies, "compress");
    const body = jsonBody({ text: "x".repeat(5000) });
    const copies = await Promise.all([bodies.encoded(body, "br"), bodies.encoded(body, "br"), bodies.encoded(body, "gzip")]);
    expect(copies[0]).toBe(copies[1]);
    // Another object with the same bytes has the same ETag, so the same copy.
    expect(await bodies.encoded(jsonBody({ text: "x".repeat(5000) }), "br")).toBe(copies[0]);
    expect(compress).toHaveBeenCalledTimes(2);
  });

  it("makes a Brotli copy sent again anew at its best quality, in the background, and sends the smaller bytes from then on", async () => {
    const bodies = new EncodedBodies();
    const best = vi.spyOn(bodies, "compressBest");
    // A list page's shape: repeated markup around names and numbers that differ.
    const html = Array.from({ length: 2000 }, (_, i) => `<li class="item"><a href="/modelos/${(i * 7919) % 5000}/talent-${i}">Talent ${(i * 104729) % 9973}</a></li>`).join("");
    const body = bodyOf([Buffer.from(html)], "text/html; charset=utf-8");
    const fast = await bodies.encoded(body, "br");
    expect(best).not.toHaveBeenCalled();
    // The second send still gets the fast copy at once, and starts the better one.
    expect(await bodies.encoded(body, "br")).toBe(fast);
    expect(best).toHaveBeenCalledTimes(1);
    // Brotli's best takes a few hundred ms on this body; a loaded machine may take several times that.
    await vi.waitFor(async () => expect((await bodies.encoded(body, "br")).length).toBeLessThan(fast.length * 0.95), { timeout: 10_000, interval: 20 });
    const refined = await bodies.encoded(body, "br");
    expect(brotliDecompressSync(refined).toString()).toBe(html);
    // Made once: later sends do not make it again.
    expect(best).toHaveBeenCalledTimes(1);
  });

  it("refines one copy at a time, and neither copies sent once nor gzip copies", async () => {
    const bodies = new EncodedBodies();
    const best = vi.spyOn(bodies, "compressBest");
    const [first, second, once, zipped] = [1, 2, 3, 4].map((n) => jsonBody({ n, text: `${n} `.repeat(5000) }));
    if (!first || !second || !once || !zipped) throw new Error("four bodies");
    for (const body of [first, second, first, second, once]) await bodies.encoded(body, "br");
    for (const body of [zipped, zipped, zipped]) await bodies.encoded(body, "gzip");
    // The second was sent again while the first was being refined: it waits for a later send.
    expect(best).toHaveBeenCalledTimes(1);
    expect(best.mock.calls[0]?.[0].toString()).toBe(JSON.stringify({ n: 1, text: "1 ".repeat(5000) }));
    await vi.waitFor(async () => {
      await bodies.encoded(second, "br");
      expect(best).toHaveBeenCalledTimes(2);
    }, { timeout: 10_000, interval: 20 });
    expect(best.mock.calls[1]?.[0].toString()).toBe(JSON.stringify({ n: 2, text: "2 ".repeat(5000) }));
  });

  it("serialises an answer object once", () => {
    const answer = { a: 1 };
    expect(jsonBody(answer)).toBe(jsonBody(answer));
    expect(jsonBody(answer).etag).toBe(jsonBody({ a: 1 }).etag);
    expect(jsonBody(answer).etag).not.toBe(jsonBody({ a: 2 }).etag);
  });

  it("keeps its copies within its memory bound", async () => {
    // Random bytes do not compress: each copy is about 10 KB, and 25 KB hold two.
    const bodies = new EncodedBodies({ maxBytes: 25_000 });
    const compress = vi.spyOn(bodies, "compress");
    const [first, second, third] = [1, 2, 3].map(() => bodyOf([randomBytes(10_000)], "application/octet-stream"));
    for (const body of [first, second, third]) if (body) await bodies.encoded(body, "gzip");
    expect(compress).toHaveBeenCalledTimes(3);
    // The least recently used went first and is made again; the newest is still there.
    if (third) await bodies.encoded(third, "gzip");
    expect(compress).toHaveBeenCalledTimes(3);
    if (first) await bodies.encoded(first, "gzip");
    expect(compress).toHaveBeenCalledTimes(4);
  });

  it("sends a body in pieces as the bytes they make together, compressed or not, with their hash as ETag", async () => {
    const pieces = [Buffer.from("<p>é "), Buffer.from("x".repeat(3000)), new TextEncoder().encode(" ü</p>")];
    const whole = Buffer.concat(pieces);
    const body = bodyOf(pieces, "text/html; charset=utf-8");
    expect(body.length).toBe(whole.length);
    expect(body.etag).toBe(etagOf([whole]));
    const bodies = new EncodedBodies();
    const app = Fastify();
    app.get("/", (request, reply) => bodies.send(request, reply, body));
    try {
      const plain = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
      expect(plain.rawPayload.equals(whole)).toBe(true);
      expect(plain.headers.etag).toBe(body.etag);
      const gzip = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).equals(whole)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
