import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../helpers/application.js";
import { expectAlive } from "../helpers/health.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// /healthz and /readyz for the load balancer, on the default store (SQLite), with a
// platform that is first not signed in to, then answers, then is down.
let site: TestSite;

beforeAll(async () => {
  site = await buildTestSite({ proxied: true, client: { timeoutMs: 300, retries: 0, pauseMs: 60_000 } });
  await site.app.ready();
});
afterAll(() => site.close());

const ready = () => site.app.inject({ method: "GET", url: "/readyz" });

describe("health", () => {
  it("is alive at once, and ready once signed in to the platform, which /readyz sets off itself", async () => {
    await expectAlive(site.app);

    // Nothing has called the platform yet: not ready, but the check starts a sign-in.
    const first = await ready();
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ error: "not_ready", message: expect.stringMatching(/signed in/) });
    expect(first.headers["cache-control"]).toBe("no-store");
    await waitFor(async () => (await ready()).statusCode === 200, 5000, "ready");
    const answer = await ready();
    expect(answer.json()).toEqual({ status: "ready", store: "sqlite", platform: "signed_in" });
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("stays ready while calls to a platform that is down are paused", async () => {
    site.proxy?.set("reset");
    // Signed in before: still ready. A token renewal that fails drops the sign-in; the breaker then pauses calls.
    for (let i = 0; i < 4; i++) await site.client.signIn().catch(() => undefined);
    expect(site.client.http.signedIn).toBe(false);
    expect(site.client.http.paused).toBe(true);
    const answer = await ready();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ platform: "paused" });
    site.proxy?.set("pass");
  });
});
