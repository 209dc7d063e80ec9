import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "./cross-site.js";

const request = (headers: Record<string, string>, host = "10.0.0.5:3000") => ({ headers, protocol: "http", host }) as unknown as FastifyRequest;
const publicUrl = new URL("https://passarela.example");

describe("a form post's site", () => {
  it("is told by Sec-Fetch-Site when the browser sends it: only same-origin (and none) are this site's", () => {
    expect(isCrossSitePost(request({ "sec-fetch-site": "same-origin", origin: "null" }), publicUrl)).toBe(false);
    expect(isCrossSitePost(request({ "sec-fetch-site": "none" }), publicUrl)).toBe(false);
    expect(isCrossSitePost(request({ "sec-fetch-site": "same-site" }), publicUrl)).toBe(true);
    // Sec-Fetch-Site wins over an Origin that would pass.
    expect(isCrossSitePost(request({ "sec-fetch-site": "cross-site", origin: "https://passarela.example" }), publicUrl)).toBe(true);
  });

  it("is told by an Origin naming a host otherwise: the public address's and the request's own are this site's", () => {
    expect(isCrossSitePost(request({ origin: "https://passarela.example" }), publicUrl)).toBe(false);
    // Reached at its own address too (another name, a staging host), behind or beside PUBLIC_URL.
    expect(isCrossSitePost(request({ origin: "http://10.0.0.5:3000" }), publicUrl)).toBe(false);
    expect(isCrossSitePost(request({ origin: "https://outro.example" }), publicUrl)).toBe(true);
    expect(isCrossSitePost(request({ origin: "https://outro.example" }), undefined)).toBe(true);
    expect(isCrossSitePost(request({ origin: "not a url" }), publicUrl)).toBe(true);
    // Neither header, or Origin: null (our own pages send no referrer): nothing says another site.
    expect(isCrossSitePost(request({}), publicUrl)).toBe(false);
    expect(isCrossSitePost(request({ origin: "null" }), publicUrl)).toBe(false);
  });
});
