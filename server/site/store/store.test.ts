import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../tests/helpers/postgres.js";
import { parseApplication } from "../../../src/contract/application.js";
import { validFields } from "../../../tests/helpers/applicant.js";
import type { NewApplication } from "../applications/store.js";
import type { NewContact } from "../contacts/store.js";
import { parseContact } from "../../../src/contract/contact.js";
import { postgresSiteMigrations, siteMigrations } from "../migrations.js";
import { openSiteStore, type SiteStore } from "./open.js";
import { hitCounter, pruneCounters, readCounter } from "./rate-limit-store.js";

// One suite, two backends: the site's store on SQLite (one server) and on a real
// PostgreSQL (replicas), opened the way the server opens it.
const opened: SiteStore[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const store of opened) await store.close().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Backend {
  name: "sqlite" | "postgres";
  /** A new store location; `open` opens one more server on it. */
  fresh(): Promise<{ open(): Promise<SiteStore> }>;
}

const backends: Backend[] = [
  {
    name: "sqlite",
    fresh: async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-store-"));
      dirs.push(dataDir);
      return { open: () => track(openSiteStore({ dataDir })) };
    },
  },
  {
    name: "postgres",
    fresh: async () => {
      const databaseUrl = await freshDatabase();
      return {
        open: () => {
          const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-store-"));
          dirs.push(dataDir);
          return track(openSiteStore({ dataDir, databaseUrl }));
        },
      };
    },
  },
];

async function track(opening: Promise<SiteStore>): Promise<SiteStore> {
  const store = await opening;
  opened.push(store);
  return store;
}

const parsed = parseApplication(validFields);
if (!parsed.ok) throw new Error("the test application does not validate");
const validApplication = parsed.value;

let clock = 1_700_000_000_000;
function application(overrides: Partial<NewApplication> = {}): NewApplication {
  clock += 1000;
  return {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    payloadHash: "hash",
    receivedAt: clock,
    clientIp: "10.0.0.1",
    fields: validApplication,
    spamReason: null,
    ...overrides,
  };
}
const photos = [Buffer.from("photo one"), Buffer.from("photo two")];

const parsedContact = parseContact({ name: "Carla", email: "carla@example.com", subject: "booking", message: "Olá", talents: [{ id: 3, name: "Ana" }] });
if (!parsedContact.ok) throw new Error("the test message does not validate");
const validContact = parsedContact.value;
function contact(overrides: Partial<NewContact> = {}): NewContact {
  clock += 1000;
  return { id: randomUUID(), idempotencyKey: randomUUID(), payloadHash: "hash", receivedAt: clock, clientIp: "10.0.0.1", fields: validContact, spamReason: null, ...overrides };
}

describe.each(backends)("the site store on $name", (backend) => {
  it("migrates once, and again finds nothing to do", async () => {
    const location = await backend.fresh();
    const first = await location.open();
    await expect(first.check()).resolves.toBeUndefined();
    const application1 = application();
    expect(await first.applications.insert(application1, photos)).toBe(true);
    const second = await location.open();
    await expect(second.check()).resolves.toBeUndefined();
    expect(await second.applications.ids()).toEqual(new Set([application1.id]));
    expect((backend.name === "sqlite" ? siteMigrations : postgresSiteMigrations).length).toBe(5);
  });

  it("commits an application with its photos, and refuses a second one under the same key without keeping its photos", async () => {
    const store = (await (await backend.fresh()).open()).applications;
    const original = application();
    expect(await store.insert(original, photos)).toBe(true);
    const status = await store.status(original.id);
    expect(status).toMatchObject({ state: "pending", attempts: 0, lastError: null, platformId: null, interruptedSince: null });
    const names = JSON.parse(status?.photos ?? "[]") as string[];
    expect(names).toHaveLength(2);
    expect(await Promise.all(names.map((name) => store.readPhoto(original.id, name)))).toEqual(photos);
    expect(await store.byKey(original.idempotencyKey)).toEqual({ id: original.id, payloadHash: "hash" });

    const twin = application({ idempotencyKey: original.idempotencyKey, payloadHash: "other" });
    expect(await store.insert(twin, [Buffer.from("twin")])).toBe(false);
    expect(await store.status(twin.id)).toBeUndefined();
    await expect(store.readPhoto(twin.id, names[0] ?? "")).rejects.toThrow();
    expect(await store.byKey(original.idempotencyKey)).toEqual({ id: original.id, payloadHash: "hash" });
    expect(await store.counts()).toEqual({ pending: 1, delivered: 0, failed: 0, spam: 0 });
  });

  it("lets one of two servers inserting the same key at the same instant win, every time", async () => {
    const location = await backend.fresh();
    const [a, b] = [await location.open(), await location.open()];
    for (let round = 0; round < 20; round++) {
      const key = randomUUID();
      const results = await Promise.all([a.applications.insert(application({ idempotencyKey: key }), photos), b.applications.insert(application({ idempotencyKey: key }), photos)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
    expect((await a.applications.ids()).size).toBe(20);
  });

  it("keeps spam out of the outbox", async () => {
    const store = (await (await backend.fresh()).open()).applications;
    const spam = application({ spamReason: "honeypot" });
    await store.insert(spam, photos);
    expect(await store.claimDue(clock + 10_000, 1000)).toBeUndefined();
    expect(await store.status(spam.id)).toMatchObject({ state: "spam", spamReason: "honeypot" });
    expect(await store.nextDueAt()).toBeUndefined();
  });

  it("hands a due application to one claim until its lease runs out, then to the next, saying the last attempt was interrupted", async () => {
    const store = (await (await backend.fresh()).open()).applications;
    const older = application();
    const newer = application();
    await store.insert(newer, photos);
    await store.insert(older, photos);
    const now = clock + 1000;

    const first = await store.claimDue(now, 5000);
    expect(first).toMatchObject({ id: older.id, attempts: 1, interruptedSince: null, photos: expect.any(Array), fields: validApplication });
    const second = await store.claimDue(now, 5000);
    expect(second?.id).toBe(newer.id);
    expect(await store.claimDue(now + 4999, 5000)).toBeUndefined();
    expect(await store.nextDueAt()).toBe(now + 5000);

    // The first server renews its lease; the second's runs out (it died).
    expect(await store.extendLease(older.id, first?.lease ?? "", now + 9000)).toBe(true);
    const takeover = await store.claimDue(now + 5000, 5000);
    expect(takeover).toMatchObject({ id: newer.id, attempts: 2, interruptedSince: now });
    expect(takeover?.lease).not.toBe(second?.lease);

    // The dead server's late writes no longer count: the lease is not its own.
    expect(await store.extendLease(newer.id, second?.lease ?? "", now + 20_000)).toBe(false);
    await store.retryAt(newer.id, second?.lease ?? "", now + 6000, "late");
    await store.failed(newer.id, second?.lease ?? "", "late");
    expect(await store.status(newer.id)).toMatchObject({ state: "pending", lastError: null, attempts: 2 });

    await store.delivered(newer.id, "77", now + 5100);
    await store.retryAt(older.id, first?.lease ?? "", now + 7000, "platform answered 503");
    expect(await store.status(older.id)).toMatchObject({ state: "pending", attempts: 1, lastError: "platform answered 503" });
    expect(await store.status(newer.id)).toMatchObject({ state: "delivered", platformId: "77", attempts: 2 });
    expect(await store.nextDueAt()).toBe(now + 7000);

    const retried = await store.claimDue(now + 7000, 5000);
    expect(retried).toMatchObject({ id: older.id, attempts: 2, interruptedSince: null });
    await store.failed(older.id, retried?.lease ?? "", "422 invalid");
    expect(await store.status(older.id)).toMatchObject({ state: "failed", lastError: "422 invalid" });
    expect(await store.counts()).toEqual({ pending: 0, delivered: 1, failed: 1, spam: 0 });
    expect(await store.nextDueAt()).toBeUndefined();
  });

  it("releases the leases of a stopped run at once for a server alone on its store", async () => {
    const store = (await (await backend.fresh()).open()).applications;
    const one = application();
    await store.insert(one, photos);
    const claimed = await store.claimDue(clock, 60_000);
    expect(claimed?.id).toBe(one.id);
    expect(await store.releaseLeases(clock + 1)).toEqual([one.id]);
    expect(await store.claimDue(clock + 1, 60_000)).toMatchObject({ id: one.id, attempts: 2, interruptedSince: clock });
  });

  it("keeps contact messages apart from applications, one per key, spam out of the outbox, under the same leases", async () => {
    const location = await backend.fresh();
    const [a, b] = [await location.open(), await location.open()];
    const message = contact();
    const results = await Promise.all([a.contacts.insert(message), b.contacts.insert(contact({ idempotencyKey: message.idempotencyKey }))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = await a.contacts.byKey(message.idempotencyKey);
    expect(winner?.payloadHash).toBe("hash");
    await a.contacts.insert(contact({ spamReason: "too_fast" }));
    expect(await a.contacts.counts()).toEqual({ pending: 1, delivered: 0, failed: 0, spam: 1 });
    expect(await a.applications.counts()).toEqual({ pending: 0, delivered: 0, failed: 0, spam: 0 });

    const now = clock + 1;
    const claimed = await a.contacts.rows.claimDue(now, 5000);
    expect(claimed).toMatchObject({ id: winner?.id, attempts: 1, interruptedSince: null, fields: validContact });
    expect(await b.contacts.rows.claimDue(now, 5000)).toBeUndefined();
    expect(await a.applications.claimDue(now, 5000)).toBeUndefined();
    const takeover = await b.contacts.rows.claimDue(now + 5000, 5000);
    expect(takeover).toMatchObject({ id: winner?.id, attempts: 2, interruptedSince: now });
    await a.contacts.rows.retryAt(winner?.id ?? "", claimed?.lease ?? "", now + 9000, "late");
    await b.contacts.rows.delivered(winner?.id ?? "", "12", now + 5100);
    expect(await a.contacts.status(winner?.id ?? "")).toMatchObject({ state: "delivered", platformId: "12", attempts: 2, lastError: null });
    expect(await a.contacts.rows.nextDueAt()).toBeUndefined();
  });

  it("gives each due application to exactly one of two servers claiming at once", async () => {
    const location = await backend.fresh();
    const servers = [await location.open(), await location.open()];
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const one = application();
      ids.add(one.id);
      await servers[0]?.applications.insert(one, photos);
    }
    const now = clock + 1;
    const claims: string[] = [];
    await Promise.all(
      servers.flatMap((server) =>
        [0, 1, 2].map(async () => {
          for (let claimed = await server.applications.claimDue(now, 60_000); claimed; claimed = await server.applications.claimDue(now, 60_000)) {
            claims.push(claimed.id);
          }
        }),
      ),
    );
    expect(claims.sort()).toEqual([...ids].sort());
  });
});

describe.each(backends)("retention in the site store on $name", (backend) => {
  const day = 86_400_000;

  /** An application delivered at `at`, with its photos stored. */
  async function delivered(store: SiteStore, at: number, overrides: Partial<NewApplication> = {}): Promise<NewApplication> {
    const one = application({ receivedAt: at - 1000, ...overrides });
    await store.applications.insert(one, photos);
    const claimed = await store.applications.claimDue(at, 60_000);
    expect(claimed?.id).toBe(one.id);
    await store.applications.delivered(one.id, "p-1", at);
    return one;
  }

  /** The row as stored, every column, and whether any of the application's own data is still in it. */
  async function rawRow(store: SiteStore, id: string) {
    const [row] = await store.sql.all<Record<string, unknown>>("SELECT * FROM applications WHERE id = ?", [id]);
    const text = JSON.stringify(row);
    const personal = [validApplication.name, ...validApplication.email, validApplication.phone, validApplication.address, validApplication.instagram, "10.0.0.1"];
    return { row, holdsPersonalData: personal.some((value) => text.includes(value)) };
  }

  async function photoCount(store: SiteStore, id: string): Promise<number> {
    if (backend.name === "postgres") {
      const [row] = await store.sql.all<{ n: number }>("SELECT COUNT(*)::int AS n FROM application_photos WHERE application_id = ?", [id]);
      return row?.n ?? 0;
    }
    const folder = path.join(store.uploads.root, id);
    return existsSync(folder) ? readdirSync(folder).length : 0;
  }

  it("deletes a delivered application's photos and personal fields once its time is up, and keeps the anonymous record of its delivery", async () => {
    const store = await (await backend.fresh()).open();
    const at = clock + 10_000;
    const one = await delivered(store, at);
    const kept = application();
    await store.applications.insert(kept, photos);
    expect(await photoCount(store, one.id)).toBe(2);

    // A millisecond early: nothing goes.
    expect(await store.applications.purgeExpired(at - 1, at + 30 * day)).toEqual({ due: 0, purged: 0 });
    expect((await rawRow(store, one.id)).holdsPersonalData).toBe(true);

    const purgedAt = at + 30 * day;
    expect(await store.applications.purgeExpired(at, purgedAt)).toEqual({ due: 1, purged: 1 });
    const { row, holdsPersonalData } = await rawRow(store, one.id);
    expect(holdsPersonalData).toBe(false);
    expect(row).toMatchObject({ id: one.id, state: "delivered", fields: "{}", photos: "[]", client_ip: "", platform_id: "p-1", delivered_at: at, purged_at: purgedAt });
    expect(await photoCount(store, one.id)).toBe(0);
    expect(await store.applications.status(one.id)).toMatchObject({ state: "delivered", deliveredAt: at, purgedAt, photos: "[]" });
    // The key still answers with its application, so a copy re-sent later is not stored again.
    expect(await store.applications.byKey(one.idempotencyKey)).toEqual({ id: one.id, payloadHash: "hash" });

    // An application not yet delivered keeps everything; a second sweep finds nothing left.
    expect(await store.applications.purgeExpired(purgedAt, purgedAt)).toEqual({ due: 0, purged: 0 });
    expect((await rawRow(store, kept.id)).holdsPersonalData).toBe(true);
    expect(await photoCount(store, kept.id)).toBe(2);
  });

  it("deletes a delivered contact message's personal fields once its time is up, like an application's, and keeps the record", async () => {
    const store = await (await backend.fresh()).open();
    const message = contact();
    await store.contacts.insert(message);
    const claimed = await store.contacts.rows.claimDue(message.receivedAt, 5000);
    const at = message.receivedAt + 100;
    await store.contacts.rows.delivered(message.id, "c-1", at);
    expect(claimed?.lease).toBeTruthy();
    const waiting = contact();
    await store.contacts.insert(waiting);
    const spam = contact({ spamReason: "honeypot" });
    await store.contacts.insert(spam);
    const personal = async (id: string) => {
      const text = JSON.stringify(await store.sql.all("SELECT * FROM contacts WHERE id = ?", [id]));
      return [validContact.name, validContact.email, validContact.message, "10.0.0.1"].some((value) => text.includes(value));
    };

    expect(await store.contacts.purgeExpired(at - 1, at + day)).toEqual({ due: 0, purged: 0 });
    expect(await personal(message.id)).toBe(true);
    const purgedAt = spam.receivedAt + day;
    expect(await store.contacts.purgeExpired(spam.receivedAt, purgedAt)).toEqual({ due: 2, purged: 2 });
    expect(await personal(message.id)).toBe(false);
    expect(await personal(spam.id)).toBe(false);
    expect(await store.contacts.status(message.id)).toMatchObject({ state: "delivered", platformId: "c-1", fields: "{}" });
    expect(await store.contacts.byKey(message.idempotencyKey)).toEqual({ id: message.id, payloadHash: "hash" });
    // A message not yet delivered keeps everything; a second sweep finds nothing left.
    expect(await personal(waiting.id)).toBe(true);
    expect(await store.contacts.purgeExpired(purgedAt, purgedAt)).toEqual({ due: 0, purged: 0 });
  });

  it("keeps failed applications whole, and purges spam the same time after it was received", async () => {
    const store = await (await backend.fresh()).open();
    const spam = application({ spamReason: "honeypot" });
    await store.applications.insert(spam, photos);
    const failed = application();
    await store.applications.insert(failed, photos);
    const claimed = await store.applications.claimDue(failed.receivedAt, 60_000);
    await store.applications.failed(failed.id, claimed?.lease ?? "", "422 invalid");

    const later = clock + 365 * day;
    expect(await store.applications.purgeExpired(later, later)).toEqual({ due: 1, purged: 1 });
    expect(await store.applications.status(spam.id)).toMatchObject({ state: "spam", spamReason: "honeypot", purgedAt: later });
    expect((await rawRow(store, spam.id)).holdsPersonalData).toBe(false);
    expect(await photoCount(store, spam.id)).toBe(0);
    expect(await store.applications.status(failed.id)).toMatchObject({ state: "failed", purgedAt: null });
    expect((await rawRow(store, failed.id)).holdsPersonalData).toBe(true);
  });

  it("purges each application once when two servers sweep at the same instant", async () => {
    const location = await backend.fresh();
    const [a, b] = [await location.open(), await location.open()];
    const at = clock + 10_000;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await delivered(a, at + i)).id);
    const later = at + 100 * day;
    const [first, second] = await Promise.all([a.applications.purgeExpired(later, later, 5), b.applications.purgeExpired(later, later, 5)]);
    // Whatever the interleaving, no row is counted by both: with the rest, exactly the twelve.
    let rest = await a.applications.purgeExpired(later, later, 100);
    expect(first.purged + second.purged + rest.purged).toBe(12);
    rest = await b.applications.purgeExpired(later, later, 100);
    expect(rest).toEqual({ due: 0, purged: 0 });
    for (const id of ids) expect((await a.applications.status(id))?.purgedAt).toBe(later);
  });
});

// What only replicas need: counters in the database, migrations raced by several servers.
describe("the site store on postgres, for replicas", () => {
  const backend = backends[1] as Backend;

  it("shares rate-limit counters between servers, one fixed window per key", async () => {
    const location = await backend.fresh();
    const [a, b] = [await location.open(), await location.open()];
    const now = 1_000_000;
    const hits = await Promise.all(Array.from({ length: 10 }, (_, i) => hitCounter((i % 2 ? a : b).sql, "applications:10.0.0.9", 60_000, now + i)));
    expect(hits.map((h) => h.current).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The window starts with whichever of the ten racing hits (now … now + 9) is inserted first.
    const counter = await readCounter(a.sql, "applications:10.0.0.9", now + 30_000);
    expect(counter.current).toBe(10);
    expect(counter.ttl).toBeGreaterThanOrEqual(30_000);
    expect(counter.ttl).toBeLessThanOrEqual(30_009);
    expect(await readCounter(a.sql, "refused:10.0.0.9", now)).toEqual({ current: 0, ttl: 0 });
    // After the window, the count starts again.
    expect(await readCounter(b.sql, "applications:10.0.0.9", now + 60_010)).toEqual({ current: 0, ttl: 0 });
    expect(await hitCounter(b.sql, "applications:10.0.0.9", 60_000, now + 60_010)).toEqual({ current: 1, ttl: 60_000 });
    expect(await pruneCounters(a.sql, now + 120_010)).toBe(1);
  });

  it("runs the migrations once when several servers start at the same instant", async () => {
    const location = await backend.fresh();
    const stores = await Promise.all([0, 1, 2, 3].map(() => location.open()));
    for (const store of stores) await expect(store.check()).resolves.toBeUndefined();
    const versions = await stores[0]?.sql.all<{ version: number }>("SELECT version FROM site_schema ORDER BY version");
    expect(versions?.map((v) => v.version)).toEqual([1, 2, 3, 4, 5]);
  });
});
