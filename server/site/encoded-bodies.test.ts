import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
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
