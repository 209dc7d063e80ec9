import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationReceipt } from "../../src/contract/application.js";
import { applicationForm, freshIp, noisePhoto, platformApplications, postApplication, waitFor } from "../helpers/application.js";
import { expectAlive } from "../helpers/health.js";
import { freshDatabase } from "../helpers/postgres.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// Two replicas of the site server in one process, on one real PostgreSQL and one
// embedded platform: what they share goes through the database, nothing else.
let databaseUrl: string;
let a: TestSite;
let b: TestSite;
let photos: Buffer[];

beforeAll(async () => {
  databaseUrl = await freshDatabase();
  // Forwarding is held so each test decides when the outboxes run (flush).
  const env = { DATABASE_URL: databaseUrl, APPLICATION_RATE_LIMIT: "3", OUTBOX_START_DELAY_MS: "3600000", OUTBOX_POLL_MS: "200" };
  a = await buildTestSite({ env });
  b = await buildTestSite({ env, replicaOf: a });
  await Promise.all([a.app.ready(), b.app.ready()]);
  photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(200, 300 + i)));
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const copies = (name: string) => platformApplications(a.platform.db).filter((p) => p.fields.name === name).length;
const flushBoth = () => Promise.all([a.applications.outbox.flush(), b.applications.outbox.flush()]);

// Intake re-encodes photos: on a busy two-core machine a dozen applications take a while.
describe("replicas on one PostgreSQL", { timeout: 120_000 }, () => {
  it("answers one key sent to both at the same instant with the same 201, and keeps one application", async () => {
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const name = `Twin ${round}`;
      const form = applicationForm(photos, { fields: { name } });
      const [first, second] = await Promise.all([postApplication(a.app, form, { key }), postApplication(b.app, form, { key })]);
      expect([first.statusCode, second.statusCode], first.body + second.body).toEqual([201, 201]);
      expect(first.json()).toEqual(second.json());
      const { id } = first.json<ApplicationReceipt>();
      expect(await b.applications.store.status(id)).toMatchObject({ state: "pending" });
    }
    expect((await a.applications.store.ids()).size).toBe(5);
    await flushBoth();
    for (let round = 0; round < 5; round++) expect(copies(`Twin ${round}`)).toBe(1);
  });

  it("holds the hourly allowance of an address across replicas, and still answers replays", async () => {
    const ip = freshIp();
    const keys: string[] = [];
    for (const [index, site] of [a, b, a].entries()) {
      const key = randomUUID();
      keys.push(key);
      const response = await postApplication(site.app, applicationForm(photos, { fields: { name: `Limited ${index}` } }), { key, ip });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await postApplication(b.app, applicationForm(photos, { fields: { name: "Limited 3" } }), { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: "rate_limited" });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3000);
    // The browser re-sending an accepted application to the other replica gets its receipt.
    const replay = await postApplication(b.app, applicationForm(photos, { fields: { name: "Limited 0" } }), { key: keys[0], ip });
    expect(replay.statusCode).toBe(201);
    await flushBoth();
  });

  it("forwards each application once while both outboxes run at the same time", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Shared ${i}`);
    for (const [index, name] of names.entries()) {
      const response = await postApplication((index % 2 ? a : b).app, applicationForm(photos, { fields: { name } }));
      expect(response.statusCode, response.body).toBe(201);
    }
    await flushBoth();
    await waitFor(async () => (await a.applications.store.counts()).pending === 0, 20_000, "every application to be forwarded");
    for (const name of names) expect(copies(name), name).toBe(1);
    const delivered = await Promise.all([...(await a.applications.store.ids())].map((id) => a.applications.store.status(id)));
    expect(delivered.every((s) => s?.state === "delivered" && s.attempts === 1 && s.interruptedSince === null)).toBe(true);
  });

  it("reads a photo committed by one replica from the other, since photos live in the database", async () => {
    const response = await postApplication(a.app, applicationForm(photos, { fields: { name: "Photo reader" } }));
    const { id } = response.json<ApplicationReceipt>();
    const names = JSON.parse((await b.applications.store.status(id))?.photos ?? "[]") as string[];
    expect(names).toHaveLength(4);
    const read = await Promise.all(names.map((name) => b.applications.store.readPhoto(id, name)));
    for (const photo of read) expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    await flushBoth();
  });
});

describe("health", () => {
  it("answers /healthz at once and /readyz once signed in, never cached", async () => {
    await expectAlive(a.app);

    await a.client.signIn();
    const ready = await a.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", store: "postgres", platform: "signed_in" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("is not ready while the database refuses connections, and ready again when it takes them", async () => {
    await b.client.signIn();
    const name = new URL(databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, "/postgres") });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      const down = await b.app.inject({ method: "GET", url: "/readyz" });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ error: "not_ready" });
      expect(down.headers["cache-control"]).toBe("no-store");
      expect((await b.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await waitFor(async () => (await b.app.inject({ method: "GET", url: "/readyz" })).statusCode === 200, 5000, "ready again");
  });
});
