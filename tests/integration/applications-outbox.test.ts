import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationReceipt } from "../../src/contract/application.js";
import { applicationForm, noisePhoto, platformApplications, postApplication, waitFor } from "../helpers/application.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// The outbox against a real embedded platform that fails: the start delay holds
// forwarding, so each test decides when the first attempt happens (flush).
let site: TestSite;
let photos: Buffer[];

beforeAll(async () => {
  site = await buildTestSite({ env: { OUTBOX_START_DELAY_MS: "3600000", OUTBOX_RETRY_MAX_MS: "300" }, outbox: { retryBaseMs: 100 }, proxied: true });
  photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(200, 300 + i)));
});
afterAll(() => site.close());

async function accept(name: string, fields: Record<string, string> = {}): Promise<string> {
  const response = await postApplication(site.app, applicationForm(photos, { fields: { name, ...fields } }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApplicationReceipt>().id;
}

const copies = (name: string) => platformApplications(site.platform.db).filter((a) => a.fields.name === name).length;

describe("outbox", () => {
  it("holds forwarding during the start delay, then sends what is due", async () => {
    const id = await accept("Held");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await site.applications.store.status(id))?.state).toBe("pending");
    expect(copies("Held")).toBe(0);
    await site.applications.outbox.flush();
    expect(await site.applications.store.status(id)).toMatchObject({ state: "delivered", attempts: 1, lastError: null });
    expect(copies("Held")).toBe(1);
  });

  it("retries with backoff while the platform fails with 5xx, then delivers once", async () => {
    // The platform cannot create the application's folder: it answers 500.
    const folder = path.join(site.dataDir, "platform", "applications");
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, "not a folder");
    const id = await accept("Retried");
    await site.applications.outbox.flush();
    await waitFor(async () => ((await site.applications.store.status(id))?.attempts ?? 0) >= 3, 10_000, "three attempts");
    expect(await site.applications.store.status(id)).toMatchObject({ state: "pending", lastError: expect.stringMatching(/answered 500/) });
    expect(copies("Retried")).toBe(0);

    rmSync(folder, { force: true });
    mkdirSync(folder);
    await waitFor(async () => (await site.applications.store.status(id))?.state === "delivered", 10_000, "delivery after the platform recovered");
    expect(copies("Retried")).toBe(1);
  });

  it("sends again with the same key when the platform's answer was lost, and the platform keeps one copy", async () => {
    const proxy = site.proxy;
    if (!proxy) throw new Error("the site is not proxied");
    // The option lists the forward reads are loaded first, so that the only call to lose is the upload.
    await accept("Before the lost answer");
    await site.applications.outbox.flush();
    const id = await accept("Answer lost");
    const before = proxy.requests();
    proxy.set("lose-answers");
    await site.applications.outbox.flush();
    // The platform has the application; the site never heard so and keeps it due.
    expect(copies("Answer lost")).toBe(1);
    expect(await site.applications.store.status(id)).toMatchObject({ state: "pending", attempts: 1 });
    proxy.set("pass");
    await waitFor(async () => (await site.applications.store.status(id))?.state === "delivered", 10_000, "delivery of the repeat");
    expect(proxy.requests() - before).toBeGreaterThanOrEqual(2);
    expect(copies("Answer lost")).toBe(1);
  });

  it("marks an application the platform refuses (4xx) as failed, with the reason, and stops", async () => {
    const id = await accept("Refused", { hair: "11" });
    // The platform drops the hair colour after the site checked it at intake.
    site.platform.db.prepare("DELETE FROM hair WHERE id = 11").run();
    await site.applications.outbox.flush();
    const status = await site.applications.store.status(id);
    expect(status).toMatchObject({ state: "failed", attempts: 1 });
    expect(status?.lastError).toMatch(/answered 422.*id_hair/);
    await site.applications.outbox.flush();
    expect((await site.applications.store.status(id))?.attempts).toBe(1);
    expect(copies("Refused")).toBe(0);
  });
});
