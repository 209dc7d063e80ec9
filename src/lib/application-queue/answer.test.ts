import { afterEach, describe, expect, it, vi } from "vitest";
import { stubSiteNetwork } from "../../../tests/helpers/site-network.js";
import { interpretAnswer, noAnswer, postForAnswer, retryAfterMs } from "./answer.js";

const now = Date.UTC(2026, 0, 10, 12, 0, 0);
const json = (status: number, body: unknown, retryAfter: string | null = null) => ({ status, body: JSON.stringify(body), retryAfter });

describe("interpretAnswer", () => {
  it("ends the wait only on a receipt", () => {
    expect(interpretAnswer(json(201, { id: "a1", status: "received" }), now)).toEqual({ kind: "received", id: "a1" });
    // A captive portal or a proxy answering 200 with a page must not make the browser forget the application.
    expect(interpretAnswer({ status: 200, body: "<html>Sign in to the Wi-Fi</html>", retryAfter: null }, now)).toEqual({ kind: "server_error", status: 200 });
  });

  it("keeps the application for no answer, 5xx, 408 and 4xx that are not the API's", () => {
    expect(interpretAnswer({ status: 0, body: "", retryAfter: null }, now)).toEqual({ kind: "offline" });
    expect(interpretAnswer(json(503, { error: "unavailable", message: "x" }), now)).toEqual({ kind: "server_error", status: 503 });
    expect(interpretAnswer(json(408, { error: "timeout", message: "x" }), now)).toEqual({ kind: "server_error", status: 408 });
    expect(interpretAnswer({ status: 404, body: "Not Found", retryAfter: null }, now)).toEqual({ kind: "server_error", status: 404 });
  });

  it("waits out a rate limit as long as Retry-After says", () => {
    expect(interpretAnswer(json(429, { error: "rate_limited", message: "x" }, "120"), now)).toEqual({ kind: "rate_limited", retryAt: now + 120_000 });
    expect(retryAfterMs(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBe(60_000);
    expect(retryAfterMs("soon", now)).toBe(60_000);
  });

  it("hands a refusal's fields to the form", () => {
    const body = { error: "invalid_application", message: "Some fields are missing or invalid.", fields: { city: "invalid_option" } };
    expect(interpretAnswer(json(400, body), now)).toEqual({ kind: "rejected", status: 400, error: "invalid_application", fields: { city: "invalid_option" } });
    expect(interpretAnswer(json(422, { error: "idempotency_key_reused", message: "x" }), now)).toEqual({
      kind: "rejected",
      status: 422,
      error: "idempotency_key_reused",
      fields: {},
    });
  });
});

describe("postForAnswer", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives up on a site that holds the request without answering, as no answer, once its time is up", async () => {
    const { requests } = stubSiteNetwork(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    expect(await postForAnswer("/api/contacts", { body: "{}" }, 100)).toEqual(noAnswer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(requests.map((request) => request.method)).toEqual(["POST"]);
  });

  it("reads an answer that comes within its time, body and Retry-After included", async () => {
    stubSiteNetwork(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return new Response('{"error":"rate_limited"}', { status: 429, headers: { "retry-after": "7" } });
    });
    expect(await postForAnswer("/api/contacts", { body: "{}" }, 5_000)).toEqual({ status: 429, body: '{"error":"rate_limited"}', retryAfter: "7" });
  });
});
