import { expect } from "vitest";
import type { SiteApp } from "../../server/app.js";

/** /healthz answers at once, whatever the platform and the store are doing, and is never cached. */
export async function expectAlive(app: SiteApp["app"]): Promise<void> {
  const health = await app.inject({ method: "GET", url: "/healthz" });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: "ok" });
  expect(health.headers["cache-control"]).toBe("no-store");
}
