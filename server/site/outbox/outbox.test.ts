import { describe, expect, it } from "vitest";
import { UpstreamError } from "../../upstream/errors.js";
import { isPermanent, PermanentFailure } from "./failures.js";
import { backoffDelay } from "./outbox.js";

describe("backoffDelay", () => {
  it("doubles from the base, stays in the upper half of each step and is capped", () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 300_000, high))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 300_000, low))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(20, 1000, 300_000, high)).toBe(300_000);
    expect(backoffDelay(10_000, 1000, 300_000, low)).toBe(150_000);
  });
});

describe("isPermanent", () => {
  it("retries what may pass later and gives up on the platform refusing the application", () => {
    expect(isPermanent(new UpstreamError("unavailable", "down", 503))).toBe(false);
    expect(isPermanent(new UpstreamError("unavailable", "timed out"))).toBe(false);
    expect(isPermanent(new Error("a bug"))).toBe(false);
    for (const status of [401, 403, 408, 429]) expect(isPermanent(new UpstreamError("rejected", "later", status))).toBe(false);
    expect(isPermanent(new UpstreamError("rejected", "invalid", 422))).toBe(true);
    expect(isPermanent(new UpstreamError("not_found", "no route", 404))).toBe(true);
    expect(isPermanent(new UpstreamError("invalid_response", "html 413 page", 413))).toBe(true);
    expect(isPermanent(new PermanentFailure("unknown hair 99"))).toBe(true);
  });
});
