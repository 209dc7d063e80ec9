import { createHash, randomUUID } from "node:crypto";
import type * as NodeFs from "node:fs";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { assert } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError } from "../helpers/api-error.js";
import { ApplicationReceipt } from "../../src/contract/application.js";
import { privacyNoticeVersion } from "../../src/contract/privacy.js";
import { forwardedFields, validFields } from "../helpers/applicant.js";
import { applicationForm, encodeForm, noisePhoto, platformApplications, postApplication, waitFor } from "../helpers/application.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// The application intake through app.inject, forwarding to a real embedded platform over loopback HTTP.
let site: TestSite;
let photos: Buffer[];

beforeAll(async () => {
  site = await buildTestSite({ env: { APPLICATION_RATE_LIMIT: "3" } });
  photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(360 + i * 20, 540)));
});
afterAll(() => site.close());

const sha = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const rowOf = (id: string) => site.applications.store.status(id);
const settled = () => waitFor(async () => (await site.applications.store.counts()).pending === 0, 15_000, "the outbox to settle");


describe("a valid application", () => {
  it("is committed, answered 201 and reaches the platform in exactly the contract shape", async () => {
    const before = platformApplications(site.platform.db).length;
    const started = performance.now();
    const response = await postApplication(site.app, applicationForm(photos));
    const acceptMs = performance.now() - started;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const receipt: unknown = response.json();
    assert(receipt, ApplicationReceipt);
    expect(receipt.status).toBe("received");
    expect(acceptMs).toBeLessThan(5000);
    // The consent is stored with the notice's version, and the time the site received it.
    const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
    const row = db.prepare("SELECT fields, received_at FROM applications WHERE id = ?").get(receipt.id) as { fields: string; received_at: number };
    db.close();
    expect((JSON.parse(row.fields) as { consent: string }).consent).toBe(privacyNoticeVersion);
    expect(Math.abs(row.received_at - Date.now())).toBeLessThan(60_000);

    await settled();
    expect((await rowOf(receipt.id))?.state).toBe("delivered");
    const received = platformApplications(site.platform.db);
    expect(received).toHaveLength(before + 1);
    const forwarded = received.at(-1);
    expect(forwarded?.fields).toEqual({
      ...forwardedFields,
      // When the consent was given: when the site received it.
      privacy_consent_at: new Date(row.received_at).toISOString(),
    });

    // The platform holds the four photos the site re-encoded, slot by slot.
    const sitePhotos = JSON.parse((await rowOf(receipt.id))?.photos ?? "[]") as string[];
    expect(Object.keys(forwarded?.photos ?? {}).sort()).toEqual(["image_1", "image_2", "image_3", "image_4"]);
    for (const [index, slot] of ["image_1", "image_2", "image_3", "image_4"].entries()) {
      const onPlatform = readFileSync(path.join(site.dataDir, "platform", "applications", forwarded?.photos[slot] ?? ""));
      const onSite = readFileSync(path.join(site.dataDir, "applications", receipt.id, sitePhotos[index] ?? ""));
      expect(sha(onPlatform)).toBe(sha(onSite));
      const meta = await sharp(onPlatform).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(360 + index * 20);
    }
  });

  it("keeps photos outside any web root, re-encoded under random names without metadata", async () => {
    const tagged = await sharp(photos[0]).withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "GPS secret" } } }).jpeg().toBuffer();
    const huge = await noisePhoto(3000, 1000, 70, 10);
    const response = await postApplication(site.app, applicationForm(photos, { files: { image_1: { data: tagged, name: "me at home.jpg" }, image_2: { data: huge } } }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ApplicationReceipt>();
    const names = readdirSync(path.join(site.dataDir, "applications", id));
    expect(names).toHaveLength(4);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const stored = JSON.parse((await rowOf(id))?.photos ?? "[]") as string[];
    const first = readFileSync(path.join(site.dataDir, "applications", id, stored[0] ?? ""));
    const meta = await sharp(first).metadata();
    // Turned upright by its EXIF orientation (360×540 rotated), with the EXIF gone.
    expect([meta.width, meta.height]).toEqual([540, 360]);
    expect(meta.exif).toBeUndefined();
    expect(first.includes("GPS secret")).toBe(false);
    const second = await sharp(readFileSync(path.join(site.dataDir, "applications", id, stored[1] ?? ""))).metadata();
    expect([second.width, second.height]).toEqual([2400, 800]);
    // Nothing is served from there.
    expect((await site.app.inject({ method: "GET", url: `/applications/${id}/${stored[0] ?? ""}` })).body).not.toContain("JFIF");
    await settled();
  });
});

describe("bad input", () => {
  it("answers 400 with a code per missing field and photo", async () => {
    const form = applicationForm(photos, { fields: { name: undefined, birthdate: "", email: undefined }, files: { image_3: undefined } });
    const body = expectApiError(await postApplication(site.app, form), 400, "invalid_application");
    expect(body.fields).toEqual({ name: "required", birthdate: "required", email: "required", image_3: "required" });
  });

  it("answers 400 to an application without consent to the privacy notice, or with a consent to no published version", async () => {
    for (const [consent, code] of [[undefined, "required"], ["", "required"], ["on", "invalid"]] as const) {
      const body = expectApiError(await postApplication(site.app, applicationForm(photos, { fields: { consent } })), 400, "invalid_application");
      expect(body.fields, String(consent)).toEqual({ consent: code });
    }
  });

  it("answers 400 for a bad phone, e-mail or date, and a future date", async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, string | string[]>, Record<string, string>][] = [
      [{ phone: "21 98765-4321" }, { phone: "invalid_phone" }],
      [{ email: ["ana@example.com", "not an email"] }, { email: "invalid_email" }],
      [{ email: ["ana@example.com", "ANA@example.com"] }, { email: "duplicate_email" }],
      [{ birthdate: "2001-02-30" }, { birthdate: "invalid_date" }],
      [{ birthdate: tomorrow }, { birthdate: "future_date" }],
      [{ height: "250", gender: "robot" }, { height: "invalid_option", gender: "invalid_option" }],
      [{ name: ["Ana", "Bia"] }, { name: "invalid" }],
    ];
    for (const [fields, codes] of cases) {
      const body = expectApiError(await postApplication(site.app, applicationForm(photos, { fields })), 400, "invalid_application");
      expect(body.fields, JSON.stringify(fields)).toEqual(codes);
    }
  });

  it("answers 400 for an absurd field length, without reading it all", async () => {
    const body = expectApiError(await postApplication(site.app, applicationForm(photos, { fields: { name: "A".repeat(200_000), address: "x".repeat(301) } })), 400, "invalid_application");
    expect(body.fields).toEqual({ name: "too_long", address: "too_long" });
  });

  it("answers 400 for option ids that the platform does not list", async () => {
    const body = expectApiError(await postApplication(site.app, applicationForm(photos, { fields: { city: "35001", hair: "999" } })), 400, "invalid_application");
    expect(body.fields).toEqual({ city: "invalid_option", hair: "invalid_option" });
  });

  it("answers 413 for a photo over 8 MB", async () => {
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0x20);
    photos[0]?.copy(big);
    const body = expectApiError(await postApplication(site.app, applicationForm(photos, { files: { image_2: { data: big } } })), 413, "payload_too_large");
    expect(body.fields).toEqual({ image_2: "too_large" });
  });

  it("answers 413 for a photo that is a small file but a huge picture, with every other problem", async () => {
    // One colour compresses about a thousand to one: 81 megapixels in a file of about 250 KB.
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#8a7060" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(300 * 1024);
    const form = applicationForm(photos, { fields: { phone: "123" }, files: { image_2: { data: bomb, name: "photo.png", type: "image/png" } } });
    const body = expectApiError(await postApplication(site.app, form), 413, "payload_too_large");
    expect(body.fields).toEqual({ image_2: "too_large", phone: "invalid_phone" });
    expect(body.message).toContain("40 megapixels");
  });

  it("answers 413 for more than four files", async () => {
    const form = applicationForm(photos, { files: { image_5: { data: photos[0] ?? Buffer.alloc(0) } } });
    expectApiError(await postApplication(site.app, form), 413, "payload_too_large");
  });

  it("answers 415 for files that are not images, whatever their names say", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(2048, 1)]);
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`);
    const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    const truncated = photos[1]?.subarray(0, 600) ?? Buffer.alloc(0);
    const cases: [string, { data: Uint8Array; name: string; type: string }, string][] = [
      ["an executable renamed .jpg", { data: exe, name: "photo.jpg", type: "image/jpeg" }, "unsupported_type"],
      ["an SVG", { data: svg, name: "photo.svg", type: "image/svg+xml" }, "unsupported_type"],
      ["an HTML page", { data: html, name: "photo.jpg", type: "image/jpeg" }, "unsupported_type"],
      ["a JPEG that does not decode", { data: truncated, name: "photo.jpg", type: "image/jpeg" }, "invalid_image"],
    ];
    for (const [what, file, code] of cases) {
      const body = expectApiError(await postApplication(site.app, applicationForm(photos, { files: { image_4: file } })), 415, "unsupported_media_type");
      expect(body.fields, what).toEqual({ image_4: code });
    }
  });

  it("accepts a JPEG/HTML polyglot but stores only its pixels", async () => {
    const payload = "<html><body><script>alert('polyglot')</script></body></html>";
    const jpeg = photos[2] ?? Buffer.alloc(0);
    // A comment segment right after the SOI marker, and the same payload after the image's end.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0, payload.length + 2]), Buffer.from(payload)]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from(payload)]);
    expect(polyglot.includes("<script>")).toBe(true);
    const response = await postApplication(site.app, applicationForm(photos, { files: { image_3: { data: polyglot, name: "x.jpg.html" } } }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ApplicationReceipt>();
    for (const name of readdirSync(path.join(site.dataDir, "applications", id))) {
      const stored = readFileSync(path.join(site.dataDir, "applications", id, name));
      expect(stored.includes("<script>")).toBe(false);
      expect(stored.includes("polyglot")).toBe(false);
    }
    await settled();
  });

  it("answers 400 to a multipart body that is cut short or has no boundary", async () => {
    const { payload, contentType } = await encodeForm(applicationForm(photos));
    const headers = { "idempotency-key": randomUUID(), "content-type": contentType };
    const cut = await site.app.inject({ method: "POST", url: "/api/applications", headers, payload: payload.subarray(0, payload.length / 2) });
    expectApiError(cut, 400, "malformed_form");
    const noBoundary = await site.app.inject({ method: "POST", url: "/api/applications", headers: { ...headers, "content-type": "multipart/form-data" }, payload });
    expectApiError(noBoundary, 400, "malformed_form");
    expect(readdirSync(path.join(site.dataDir, "applications", ".incoming"))).toEqual([]);
  });

  it("leaves no photo file behind when a body is cut short while the disk is slow to create the file", async () => {
    // A loaded disk opens files late; before the fix, the failed upload's clean-up ran
    // before the open and the file appeared afterwards, left over for good.
    const fs = createRequire(import.meta.url)("node:fs") as typeof NodeFs;
    const realOpen = fs.open;
    const slowOpen = (...args: unknown[]) => setTimeout(() => (realOpen as (...a: unknown[]) => void)(...args), 150);
    fs.open = slowOpen as unknown as typeof fs.open;
    try {
      const { payload, contentType } = await encodeForm(applicationForm(photos));
      const headers = { "idempotency-key": randomUUID(), "content-type": contentType };
      const cut = await site.app.inject({ method: "POST", url: "/api/applications", headers, payload: payload.subarray(0, payload.length / 2) });
      expectApiError(cut, 400, "malformed_form");
      await new Promise((resolve) => setTimeout(resolve, 400));
    } finally {
      fs.open = realOpen;
    }
    expect(readdirSync(path.join(site.dataDir, "applications", ".incoming"))).toEqual([]);
  });

  it("refuses a request without a UUID Idempotency-Key, or one that is not multipart", async () => {
    expectApiError(await postApplication(site.app, applicationForm(photos), { key: null }), 400, "invalid_idempotency_key");
    expectApiError(await postApplication(site.app, applicationForm(photos), { key: "1234" }), 400, "invalid_idempotency_key");
    const json = await site.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { "idempotency-key": randomUUID(), "content-type": "application/json" },
      payload: JSON.stringify(validFields),
    });
    expectApiError(json, 415, "unsupported_media_type");
  });
});

describe("a minor's application", () => {
  // Ten years old, whatever day the tests run.
  const minor = { birthdate: `${new Date().getFullYear() - 10}-01-01` };
  const guardian = { guardian_name: "Maria Souza", guardian_consent: privacyNoticeVersion };
  const storedFields = (id: string) => {
    const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
    const row = db.prepare("SELECT fields, received_at FROM applications WHERE id = ?").get(id) as { fields: string; received_at: number };
    db.close();
    return { fields: JSON.parse(row.fields) as Record<string, unknown>, receivedAt: row.received_at };
  };

  it("is refused without a parent or guardian who consents, with the codes the form shows", async () => {
    const cases: [Record<string, string | undefined>, Record<string, string>][] = [
      [{}, { guardian_name: "required", guardian_consent: "required" }],
      [{ guardian_name: "Maria Souza" }, { guardian_consent: "required" }],
      [{ guardian_consent: privacyNoticeVersion, guardian_name: "  " }, { guardian_name: "required" }],
      [{ ...guardian, guardian_consent: "on" }, { guardian_consent: "invalid" }],
    ];
    for (const [fields, codes] of cases) {
      const body = expectApiError(await postApplication(site.app, applicationForm(photos, { fields: { ...minor, ...fields } })), 400, "invalid_application");
      expect(body.fields, JSON.stringify(fields)).toEqual(codes);
    }
  });

  it("with its guardian is stored and forwarded with the guardian's name and consent beside the contract's fields", async () => {
    const response = await postApplication(site.app, applicationForm(photos, { fields: { ...minor, ...guardian, name: "Menina Souza" } }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ApplicationReceipt>();
    const stored = storedFields(id);
    expect(stored.fields).toMatchObject({ birthdate: minor.birthdate, guardian_name: "Maria Souza", guardian_consent: privacyNoticeVersion });
    await settled();
    expect((await rowOf(id))?.state).toBe("delivered");
    const forwarded = platformApplications(site.platform.db).find((p) => p.fields.name === "Menina Souza");
    expect(forwarded?.fields).toMatchObject({
      birthdate: minor.birthdate,
      privacy_consent_version: privacyNoticeVersion,
      guardian_name: "Maria Souza",
      guardian_consent_version: privacyNoticeVersion,
      guardian_consent_at: new Date(stored.receivedAt).toISOString(),
    });
  });

  it("of an adult needs no guardian, and one sent anyway is neither kept nor forwarded", async () => {
    const response = await postApplication(site.app, applicationForm(photos, { fields: { ...guardian, name: "Adulta com responsável" } }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ApplicationReceipt>();
    expect(Object.keys(storedFields(id).fields).filter((key) => key.startsWith("guardian_"))).toEqual([]);
    await settled();
    const forwarded = platformApplications(site.platform.db).find((p) => p.fields.name === "Adulta com responsável");
    expect(Object.keys(forwarded?.fields ?? {}).filter((key) => key.startsWith("guardian_"))).toEqual([]);
  });

  it("does not change what an adult's application queued before the form asked for a guardian is: it goes through, and its replay matches", async () => {
    // Queued under the notice before this one, with no guardian fields at all.
    const key = randomUUID();
    const queued = applicationForm(photos, { fields: { consent: "2026-11-25", name: "Fila antiga" } });
    const first = await postApplication(site.app, queued, { key });
    expect(first.statusCode, first.body).toBe(201);
    // The same application re-sent by a form that now adds the (empty) guardian fields is the same payload.
    const again = await postApplication(site.app, applicationForm(photos, { fields: { consent: "2026-11-25", name: "Fila antiga", guardian_name: "", guardian_consent: "" } }), { key });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    await settled();
    const forwarded = platformApplications(site.platform.db).filter((p) => p.fields.name === "Fila antiga");
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]?.fields.privacy_consent_version).toBe("2026-11-25");
  });
});

describe("idempotency", () => {
  it("answers a replay with the same answer and stores one row; another payload under the key gets 422", async () => {
    const key = randomUUID();
    const count = () => site.applications.store.counts();
    const total = async () => Object.values(await count()).reduce((a, b) => a + b, 0);
    const first = await postApplication(site.app, applicationForm(photos), { key });
    expect(first.statusCode).toBe(201);
    const rows = await total();
    // A replay a minute later: started_at and the honeypot are not part of the payload.
    const again = await postApplication(site.app, applicationForm(photos, { startedAt: Date.now() - 120_000 }), { key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await total()).toBe(rows);

    const otherName = await postApplication(site.app, applicationForm(photos, { fields: { name: "Bia" } }), { key });
    expectApiError(otherName, 422, "idempotency_key_reused");
    const otherPhoto = await postApplication(site.app, applicationForm([photos[1], photos[0], photos[2], photos[3]] as Buffer[]), { key });
    expectApiError(otherPhoto, 422, "idempotency_key_reused");
    expect(await total()).toBe(rows);
    await settled();
  });

  it("stores one row when the same application arrives twice at once", async () => {
    const key = randomUUID();
    const form = applicationForm(photos, { fields: { name: "Twin" } });
    const [a, b] = await Promise.all([postApplication(site.app, form, { key }), postApplication(site.app, form, { key })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    await settled();
    expect(platformApplications(site.platform.db).filter((p) => p.fields.name === "Twin")).toHaveLength(1);
    expect(readdirSync(path.join(site.dataDir, "applications")).filter((n) => n !== ".incoming")).toHaveLength((await site.applications.store.ids()).size);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After after the hourly allowance, but never to a replay", async () => {
    const ip = "192.0.2.77";
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    for (const [i, key] of keys.entries()) {
      const response = await postApplication(site.app, applicationForm(photos, { fields: { name: `Limit ${i}` } }), { key, ip });
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await postApplication(site.app, applicationForm(photos, { fields: { name: "Limit 3" } }), { ip });
    const body = expectApiError(refused, 429, "rate_limited");
    expect(body.message).toMatch(/try again in \d+ minutes/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);

    // The browser re-sending an accepted application still gets its answer.
    const replay = await postApplication(site.app, applicationForm(photos, { fields: { name: "Limit 0" } }), { key: keys[0], ip });
    expect(replay.statusCode).toBe(201);
    // Another address is not affected.
    expect((await postApplication(site.app, applicationForm(photos, { fields: { name: "Limit 4" } }))).statusCode).toBe(201);
    await settled();
  });

  it("limits a flood of refused attempts on its own, for 10 minutes, and still takes a well-formed application", async () => {
    const ip = "192.0.2.79";
    const answers: Awaited<ReturnType<typeof postApplication>>[] = [];
    for (let i = 0; i < 50; i++) answers.push(await postApplication(site.app, applicationForm(photos, { fields: { phone: "123" } }), { ip }));
    // The default allowance: 30 refusals, then 429s for the rest of the 10 minutes.
    expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(30).fill(400), ...Array<number>(20).fill(429)]);
    // Someone else behind the same address, with a well-formed application, is not locked out.
    const valid = await postApplication(site.app, applicationForm(photos, { fields: { name: "After the flood" } }), { ip });
    expect(valid.statusCode, valid.body).toBe(201);
    const last = answers[49] as (typeof answers)[number];
    expect(expectApiError(last, 429, "rate_limited").message).toMatch(/refused applications .* try again in \d+ minutes/);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(500);
    expect(Number(last.headers["retry-after"])).toBeLessThanOrEqual(600);
    await settled();
  });

  it("does not count rejected attempts as applications", async () => {
    const ip = "192.0.2.78";
    for (let i = 0; i < 5; i++) {
      expectApiError(await postApplication(site.app, applicationForm(photos, { fields: { phone: "123" } }), { ip }), 400, "invalid_application");
    }
    expect((await postApplication(site.app, applicationForm(photos), { ip })).statusCode).toBe(201);
    await settled();
  });
});

describe("spam", () => {
  it("answers bots like everyone else but stores their applications as spam and never forwards them", async () => {
    const before = platformApplications(site.platform.db).length;
    const cases: [Parameters<typeof applicationForm>[1], string][] = [
      [{ honeypot: "https://spam.example" }, "honeypot"],
      [{ startedAt: Date.now() - 1500 }, "too_fast"],
      [{ startedAt: null }, "no_start_time"],
    ];
    for (const [options, reason] of cases) {
      const response = await postApplication(site.app, applicationForm(photos, { ...options, fields: { name: `Bot ${reason}` } }));
      expect(response.statusCode).toBe(201);
      const receipt = response.json<ApplicationReceipt>();
      assert(receipt, ApplicationReceipt);
      expect(await rowOf(receipt.id)).toMatchObject({ state: "spam", spamReason: reason });
    }
    // A visitor whose clock runs ahead is not a bot.
    const ahead = await postApplication(site.app, applicationForm(photos, { startedAt: Date.now() + 120_000, fields: { name: "Clock ahead" } }));
    expect((await rowOf(ahead.json<ApplicationReceipt>().id))?.spamReason).toBeNull();
    await settled();
    await site.applications.outbox.flush();
    const names = platformApplications(site.platform.db).slice(before).map((p) => p.fields.name);
    expect(names).toEqual(["Clock ahead"]);
  });
});

describe("load", () => {
  it("takes 30 applications at once, stores them all and forwards each exactly once", async () => {
    const before = platformApplications(site.platform.db).length;
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postApplication(site.app, applicationForm(photos, { fields: { name: `Parallel ${i}` } }))),
    );
    const acceptedMs = performance.now() - started;
    expect(responses.map((r) => r.statusCode)).toEqual(Array<number>(30).fill(201));
    await settled();
    const forwardedMs = performance.now() - started;
    const names = platformApplications(site.platform.db).slice(before).map((p) => p.fields.name);
    expect(names.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Parallel ${i}`).sort());
    console.log(`30 parallel applications: all answered in ${Math.round(acceptedMs)} ms, all forwarded in ${Math.round(forwardedMs)} ms`);
  });
});
