import { assert } from "superstruct";
import { expect } from "vitest";
import { ApiError } from "../../src/contract/site-api.js";

/** An injected answer of the site API that is the error `error` with `status`: never cached, a sentence for a message. */
export function expectApiError(response: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, status: number, error: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["cache-control"]).toBe("no-store");
  const body: unknown = response.json();
  assert(body, ApiError);
  expect(body.error).toBe(error);
  expect(body.message).toMatch(/^[A-Z].+\.$/);
  return body;
}
