import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type SiteApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import type { ApplicationReceipt } from "../../src/contract/application.js";
import { validFields } from "../helpers/applicant.js";
import { applicationForm, noisePhoto, platformApplications, postApplication, waitFor } from "../helpers/application.js";
import { freshDatabase } from "../helpers/postgres.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// APPLICATION_RETENTION_DAYS through the whole site: intake, delivery to a real embedded
// platform, then the sweep, driven by the time it is given rather than by waiting.
const day = 86_400_000;

interface Backend {
  name: "sqlite" | "postgres";
  env(): Promise<Record<string, string>>;
}

const backends: Backend[] = [
  { name: "sqlite", env: async () => ({}) },
  { name: "postgres", env: async () => ({ DATABASE_URL: await freshDatabase() }) },
];

describe.each(backends)("retention of delivered applications on $name", { timeout: 60_000 }, (backend) => {
  let site: TestSite;
  let env: Record<string, string>;
  let photos: Buffer[];
  const others: SiteApp[] = [];

  beforeAll(async () => {
    env = { ...(await backend.env()), APPLICATION_RETENTION_DAYS: "45" };
    site = await buildTestSite({ env });
    await site.app.ready();
    photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(240, 320 + i)));
  });
  afterAll(async () => {
    for (const other of others) await other.app.close();
    await site.close();
  });

  /** Posts an application to `app` and waits until the platform has confirmed it. */
  async function deliveredApplication(target: SiteApp, name: string, key?: string) {
    const response = await postApplication(target.app, applicationForm(photos, { fields: { name } }), { key });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ApplicationReceipt>();
    await waitFor(async () => (await target.applications.store.status(id))?.state === "delivered", 15_000, "the delivery");
    const status = await target.applications.store.status(id);
    return { id, deliveredAt: status?.deliveredAt ?? 0 };
  }

  async function storedPhotos(target: SiteApp, id: string): Promise<number> {
    if (backend.name === "postgres") {
      const [row] = await target.store.sql.all<{ n: number }>("SELECT COUNT(*)::int AS n FROM application_photos WHERE application_id = ?", [id]);
      return row?.n ?? 0;
    }
    const folder = path.join(target.store.uploads.root, id);
    return existsSync(folder) ? readdirSync(folder).length : 0;
  }

  /** Every column of the row, as text, holds none of what the applicant sent nor their address. */
  async function rowText(target: SiteApp, id: string): Promise<string> {
    const [row] = await target.store.sql.all<Record<string, unknown>>("SELECT * FROM applications WHERE id = ?", [id]);
    return JSON.stringify(row);
  }
  const personal = [validFields.phone, validFields.address, ...validFields.email, validFields.instagram];

  it("deletes the photos and personal fields the configured days after delivery, keeps the record of the delivery, and answers a re-sent copy without storing it", async () => {
    const key = crypto.randomUUID();
    const name = `Retida ${backend.name}`;
    const { id, deliveredAt } = await deliveredApplication(site, name, key);
    expect(await storedPhotos(site, id)).toBe(4);

    // 45 days less a millisecond after the platform confirmed it: everything is still there.
    expect(await site.applications.retention.sweep(deliveredAt + 45 * day - 1)).toBe(0);
    expect(await storedPhotos(site, id)).toBe(4);
    expect(await rowText(site, id)).toContain(name);

    expect(await site.applications.retention.sweep(deliveredAt + 45 * day)).toBe(1);
    expect(await storedPhotos(site, id)).toBe(0);
    const text = await rowText(site, id);
    for (const value of [name, ...personal]) expect(text, value).not.toContain(value);
    expect(await site.applications.store.status(id)).toMatchObject({ state: "delivered", deliveredAt, purgedAt: expect.any(Number), photos: "[]" });
    // The agency's platform keeps its own copy: the site only forgets its own.
    expect(platformApplications(site.platform.db).filter((p) => p.fields.name === name)).toHaveLength(1);

    // The browser re-sending the same application (it never read the 201) gets its receipt; nothing is stored or sent again.
    const rows = (await site.applications.store.ids()).size;
    const replay = await postApplication(site.app, applicationForm(photos, { fields: { name } }), { key });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toEqual({ id, status: "received" });
    // Another application under that key is refused as before, and learns nothing of the first.
    const other = await postApplication(site.app, applicationForm(photos, { fields: { name: "Outra pessoa" } }), { key });
    expect(other.statusCode).toBe(422);
    expect(other.body).not.toContain(name);
    await site.applications.outbox.flush();
    expect((await site.applications.store.ids()).size).toBe(rows);
    expect(platformApplications(site.platform.db).filter((p) => p.fields.name === name)).toHaveLength(1);
    expect(await storedPhotos(site, id)).toBe(0);
  });

  it("states the configured number of days in the privacy notice, in each language", async () => {
    const expected: [string, string][] = [
      ["/privacidade", "conserva essa cópia por 45 dias"],
      ["/en/privacidade", "keeps that copy for 45 days"],
      ["/es/privacidade", "conserva esa copia durante 45 días"],
    ];
    for (const [url, sentence] of expected) {
      const page = await site.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(200);
      expect(page.body.replace(/\s+/g, " "), url).toContain(sentence);
    }
  });

  it("purges at start-up what was delivered before the server started, on a server set to keep nothing after delivery", async () => {
    const { id } = await deliveredApplication(site, `Antes do início ${backend.name}`);
    let next: SiteApp;
    if (backend.name === "postgres") {
      // A replica starting beside the first, on the same database.
      next = await buildTestSite({ env: { ...env, APPLICATION_RETENTION_DAYS: "0" }, replicaOf: site });
    } else {
      // SQLite belongs to one server: this one stops and another starts on the same DATA_DIR.
      await site.app.close();
      const config = loadConfig({ DATA_DIR: site.dataDir, PORT: "0", PLATFORM_PORT: "0", APPLICATION_RETENTION_DAYS: "0" });
      next = await buildApp({ config, client: site.client, platformUrl: site.platform.url });
    }
    others.push(next);
    await next.app.ready();
    await waitFor(async () => (await next.applications.store.status(id))?.purgedAt != null, 10_000, "the start-up sweep");
    expect(await storedPhotos(next, id)).toBe(0);
    expect(await rowText(next, id)).not.toContain("Antes do início");
    // The notice says so, in each language.
    for (const [url, sentence] of [
      ["/privacidade", "conserva essa cópia por até uma hora"],
      ["/en/privacidade", "keeps that copy for up to an hour"],
      ["/es/privacidade", "conserva esa copia durante hasta una hora"],
    ]) {
      const page = await next.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(page.body.replace(/\s+/g, " "), url).toContain(sentence);
    }
  });
});
