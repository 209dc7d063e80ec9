import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationReceipt } from "../../src/contract/application.js";
import type { ContactReceipt } from "../../src/contract/contact.js";
import { applicationForm, freshIp, noisePhoto, platformApplications, postApplication } from "../helpers/application.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// Rows the outbox reads back are checked against the contract: one that a hand edit or a bad
// restore broke is marked failed, kept and logged, and the rows after it are still forwarded.
let site: TestSite;
const logLines: string[] = [];
let photos: Buffer[];

beforeAll(async () => {
  site = await buildTestSite({
    env: { OUTBOX_START_DELAY_MS: "3600000" },
    logger: { level: "error", stream: { write: (line: string) => void logLines.push(line) } },
  });
  photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(200, 400 + i)));
});
afterAll(() => site.close());

async function accept(name: string): Promise<string> {
  const response = await postApplication(site.app, applicationForm(photos, { fields: { name } }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApplicationReceipt>().id;
}

const errorsAbout = (id: string) => logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => Object.values(entry).includes(id));

describe("a row the store gives back broken", () => {
  it("is an application marked failed with the reason and logged, while the others are still forwarded", async () => {
    const notJson = await accept("Not JSON");
    const wrongShape = await accept("Wrong shape");
    const photosBroken = await accept("Photos broken");
    const fine = await accept("Still forwarded");
    await site.store.sql.run("UPDATE applications SET fields = ? WHERE id = ?", ['{"name": "Not JS', notJson]);
    await site.store.sql.run("UPDATE applications SET fields = ? WHERE id = ?", ['{"name": "Wrong shape", "height": "tall"}', wrongShape]);
    await site.store.sql.run("UPDATE applications SET photos = ? WHERE id = ?", ["[1, 2]", photosBroken]);

    await site.applications.outbox.flush();

    expect(await site.applications.store.status(notJson)).toMatchObject({ state: "failed", lastError: "Unreadable in the store: its fields column is not valid JSON." });
    expect(await site.applications.store.status(wrongShape)).toMatchObject({ state: "failed", lastError: expect.stringMatching(/^Unreadable in the store: its fields column fails the contract: \{.*"height"/) });
    expect(await site.applications.store.status(photosBroken)).toMatchObject({ state: "failed", lastError: expect.stringMatching(/^Unreadable in the store: its photos column fails the contract/) });
    expect(await site.applications.store.status(fine)).toMatchObject({ state: "delivered" });
    expect(platformApplications(site.platform.db).map((a) => a.fields.name)).toEqual(["Still forwarded"]);
    for (const id of [notJson, wrongShape, photosBroken]) {
      expect(errorsAbout(id)).toEqual([expect.objectContaining({ level: 50, msg: expect.stringMatching(/^an application in the store cannot be read, so it is not forwarded; marked failed: its \w+ column/) })]);
    }
  });

  it("is a contact message marked failed with the reason and logged", async () => {
    const response = await site.app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      payload: JSON.stringify({ name: "Carla", email: "carla@agencia.example", subject: "booking", message: "Uma campanha em março.", website: "", started_at: Date.now() - 60_000 }),
      remoteAddress: freshIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ContactReceipt>();
    await site.store.sql.run("UPDATE contacts SET fields = ? WHERE id = ?", ['{"name": "Carla"}', id]);

    await site.contacts.outbox.flush();

    expect(await site.contacts.store.status(id)).toMatchObject({ state: "failed", lastError: expect.stringMatching(/^Unreadable in the store: its fields column fails the contract: \{.*"email"/) });
    expect(errorsAbout(id)).toEqual([expect.objectContaining({ level: 50, msg: expect.stringMatching(/^a contact message in the store cannot be read/) })]);
  });
});
