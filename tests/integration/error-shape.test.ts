import type { AddressInfo } from "node:net";
import type { InjectOptions } from "fastify";
import { assert } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/contract/site-api.js";
import { rawClient, type RawResponse } from "../helpers/raw-http.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// Every error the site answers, whoever produced it (a route, Fastify, a plugin or Node's
// HTTP parser), is the API's `{ error, message, fields? }` with one of the documented codes.
const documented = new Set([
  "bad_request",
  "malformed_json",
  "invalid_request",
  "not_found",
  "request_timeout",
  "payload_too_large",
  "unsupported_media_type",
  "uri_too_long",
  "headers_too_large",
  "rate_limited",
  "shutting_down",
]);

let site: TestSite;
let port: number;
beforeAll(async () => {
  site = await buildTestSite();
  await site.app.listen({ port: 0, host: "127.0.0.1" });
  port = (site.app.server.address() as AddressInfo).port;
});
afterAll(() => site.close());

function expectShape(status: number, contentType: unknown, text: string, expected: { status: number; error: string }): ApiError {
  expect(status, text).toBe(expected.status);
  expect(String(contentType)).toMatch(/^application\/json/);
  // Neither Fastify's codes nor its status texts reach the client.
  expect(text).not.toMatch(/fst_|statusCode|"Bad Request"/i);
  const body: unknown = JSON.parse(text);
  assert(body, ApiError);
  expect(body.error).toBe(expected.error);
  expect(documented.has(body.error), body.error).toBe(true);
  expect(body.message).toMatch(/^[A-Z].+\.$/);
  return body;
}

describe("errors through the router and the body parsers", () => {
  const selection = "/api/selection/pdf";
  const cases: [string, InjectOptions, { status: number; error: string }][] = [
    ["a content type the route does not take", { method: "POST", url: selection, headers: { "content-type": "application/xml" }, payload: "<ids/>" }, { status: 415, error: "unsupported_media_type" }],
    ["an invalid Content-Type", { method: "POST", url: selection, headers: { "content-type": "/" }, payload: "{}" }, { status: 415, error: "unsupported_media_type" }],
    ["malformed JSON", { method: "POST", url: selection, headers: { "content-type": "application/json" }, payload: '{"ids": [1,' }, { status: 400, error: "malformed_json" }],
    ["an empty JSON body", { method: "POST", url: selection, headers: { "content-type": "application/json" }, payload: "" }, { status: 400, error: "malformed_json" }],
    ["a JSON body over the limit", { method: "POST", url: selection, headers: { "content-type": "application/json" }, payload: `{"ids":[${"1,".repeat(600_000)}1]}` }, { status: 413, error: "payload_too_large" }],
    ["a body that does not decompress", { method: "POST", url: selection, headers: { "content-type": "application/json", "content-encoding": "gzip" }, payload: '{"ids":[1]}' }, { status: 400, error: "bad_request" }],
    ["a content encoding nobody takes", { method: "POST", url: selection, headers: { "content-type": "application/json", "content-encoding": "compress" }, payload: '{"ids":[1]}' }, { status: 415, error: "unsupported_media_type" }],
    ["a body the schema refuses", { method: "POST", url: selection, payload: { ids: "all" } }, { status: 400, error: "invalid_request" }],
    ["an unknown API path", { method: "GET", url: "/api/nothing" }, { status: 404, error: "not_found" }],
    ["an unknown method on a known path", { method: "DELETE", url: "/api/talents" }, { status: 404, error: "not_found" }],
    ["a method no route has", { method: "PROPFIND", url: "/api/talents" }, { status: 404, error: "not_found" }],
    ["a POST to a page", { method: "POST", url: "/modelos" }, { status: 404, error: "not_found" }],
    ["a malformed id", { method: "GET", url: "/api/talents/abc" }, { status: 400, error: "invalid_request" }],
    ["an id out of range", { method: "GET", url: "/api/talents/0" }, { status: 400, error: "invalid_request" }],
    ["a malformed query", { method: "GET", url: "/api/posts?page=x" }, { status: 400, error: "invalid_request" }],
    ["a gallery type that is not one", { method: "GET", url: "/api/talents/1/pdf/video" }, { status: 400, error: "invalid_request" }],
    ["a URL with a broken percent-encoding", { method: "GET", url: "/api/talents/%E0%A4%A" }, { status: 400, error: "bad_request" }],
    ["a path parameter over the length limit", { method: "GET", url: `/api/slides/${"a".repeat(200)}` }, { status: 414, error: "uri_too_long" }],
    ["an application body that is JSON", { method: "POST", url: "/api/applications", headers: { "content-type": "application/json" }, payload: "{" }, { status: 400, error: "malformed_json" }],
  ];

  it.each(cases)("answers %s in the error shape", async (_label, request, expected) => {
    const response = await site.app.inject(request);
    const body = expectShape(response.statusCode, response.headers["content-type"], response.body, expected);
    if (expected.error === "invalid_request") expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
  });
});

describe("errors before any route runs", () => {
  /** Sends `request` and reads the answer; the server must then close the connection. */
  async function raw(request: string): Promise<RawResponse> {
    const client = rawClient(port);
    client.write(request);
    const response = await client.response;
    await client.closed;
    return response;
  }

  it("answers a request that is not HTTP, or has an unknown method, with a 400", async () => {
    for (const request of ["HELLO\r\n\r\n", "FOO /api/talents HTTP/1.1\r\nHost: x\r\n\r\n", "GET /api/talents HTTP/1.1\r\nHost x\r\n\r\n"]) {
      const response = await raw(request);
      expectShape(response.status, response.headers["content-type"], response.body, { status: 400, error: "bad_request" });
    }
  });

  it("answers a request without a Host header with a 400 that says so, in either HTTP version, for a page as for the API", async () => {
    for (const request of ["GET /modelos HTTP/1.1\r\n\r\n", "GET /sitemap.xml HTTP/1.0\r\n\r\n", "GET /api/talents HTTP/1.1\r\nAccept: */*\r\n\r\n"]) {
      const response = await raw(request);
      const body = expectShape(response.status, response.headers["content-type"], response.body, { status: 400, error: "invalid_request" });
      expect(body.message).toBe("The request has no Host header.");
    }
    // A load balancer's probe may be HTTP/1.0 without one: it is still answered.
    const probe = rawClient(port);
    probe.write("GET /healthz HTTP/1.0\r\n\r\n");
    const health = await probe.response;
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok" });
  });

  it("answers headers over Node's size limit with a 431", async () => {
    const response = await raw(`GET /api/talents HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expectShape(response.status, response.headers["content-type"], response.body, { status: 431, error: "headers_too_large" });
  });
});

describe("while the server closes", () => {
  it("answers a request that arrives on an open connection with a 503 and closes it", async () => {
    const closing = await buildTestSite();
    await closing.app.listen({ port: 0, host: "127.0.0.1" });
    const client = rawClient((closing.app.server.address() as AddressInfo).port);
    // A request begun before the shutdown keeps its connection open through it.
    client.write("GET /api/options HTTP/1.1\r\nHost: x\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closing.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.write("\r\n");
    const response = await client.response;
    expectShape(response.status, response.headers["content-type"], response.body, { status: 503, error: "shutting_down" });
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers.connection).toBe("close");
    await closed;
  });
});
