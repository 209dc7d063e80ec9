import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "../../tests/helpers/platform.js";

// Bad input to the embedded platform: a 4xx with a JSON error, never a crash.
let test: TestPlatform;
let mf: string;
let panel: string;

async function signIn(path: string, body: object): Promise<string> {
  const response = await fetch(`${test.platform.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return ((await response.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  test = await startTestPlatform();
  mf = await signIn("/api/signin", { salt: test.credentials.salt, api_key: test.credentials.mfApiKey });
  panel = await signIn("/api/login", { salt: test.credentials.salt, api_token: test.credentials.panelApiToken });
});
afterAll(() => test.close());

const call = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${test.platform.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) } });

async function expectError(response: Response, status: number, error?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string; message: string };
  expect(body.message).toEqual(expect.any(String));
  if (error) expect(body.error).toBe(error);
  return body;
}

describe("embedded platform input checks", () => {
  it("answers 401 to wrong credentials and a malformed sign-in with 400", async () => {
    const wrong = await fetch(`${test.platform.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ salt: "x", api_token: "y" }) });
    await expectError(wrong, 401, "invalid_credentials");
    const malformed = await fetch(`${test.platform.url}/api/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    await expectError(malformed, 400);
    const missing = await fetch(`${test.platform.url}/api/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await expectError(missing, 400, "invalid_request");
  });

  it("checks talent queries and filters", async () => {
    await expectError(await call("/api/talent/profile?language=pt", mf), 400, "invalid_request");
    await expectError(await call("/api/talent/profile?id=abc", mf), 400, "invalid_request");
    const badFilter = await call("/api/talents?paginate=10", mf, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ gender: "robot" }) });
    await expectError(badFilter, 400, "invalid_request");
    await expectError(await call("/api/options?cities[country]=21", mf), 400, "invalid_request");
    const page = await call("/api/talents?paginate=5&page=2", mf, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    const body = (await page.json()) as { data: { data: unknown[]; current_page: number } };
    expect(body.data.data).toHaveLength(5);
    expect(body.data.current_page).toBe(2);
  });

  it("refuses applications that are not multipart or carry a file that is not an image", async () => {
    const json = await call("/api/get-scouted/pt", panel, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await expectError(json, 415, "unsupported_media_type");
    const form = new FormData();
    form.set("version", "2023");
    form.set("image_1", new Blob([Buffer.from("MZ\x90\x00 this is an executable")], { type: "image/jpeg" }), "photo.jpg");
    const refused = await call("/api/get-scouted/pt", panel, { method: "POST", body: form });
    const body = (await expectError(refused, 422, "invalid_application")) as unknown as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({ version: "must be 2024", image_1: "must be a JPEG, PNG, GIF or WebP image", name: "is required" });
    expect(test.platform.db.prepare("SELECT COUNT(*) AS n FROM applications").get()).toEqual({ n: 0 });
  });

  it("refuses applications whose labels do not match their ids", async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } }).jpeg().toBuffer();
    const fields: Record<string, string> = {
      version: "2024", name: "Ana", gender: "Feminino", id_gender: "woman", birthdate: "2001-02-30", email: "ana@example.com,not-an-email",
      phone: "+55 (21) 98765-4321", instagram: "@ana", tiktok: "@ana", address: "Rua A", state: "Rio de Janeiro", id_state: "33",
      city: "São Paulo", id_city: "35001", height: "170", jeans: "38", bust: "84", waist: "62", hips: "90", shoes: "37",
      hair: "Loiro", id_hair: "1", eyes: "Azuis", id_eyes: "999",
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    for (const slot of ["image_1", "image_2", "image_3", "image_4"]) form.set(slot, new Blob([photo], { type: "image/jpeg" }), "p.jpg");
    const body = (await expectError(await call("/api/get-scouted/pt", panel, { method: "POST", body: form }), 422, "invalid_application")) as unknown as {
      fields: Record<string, string>;
    };
    expect(body.fields).toEqual({
      id_city: "is not a city of id_state",
      hair: 'must be the label of id_hair ("Preto")',
      id_eyes: "is not a known eyes",
      email: "must be e-mail addresses joined by commas",
      birthdate: "must be a date as yyyy-MM-dd",
    });
    expect(test.platform.db.prepare("SELECT COUNT(*) AS n FROM applications").get()).toEqual({ n: 0 });
  });

  it("checks PDF requests and never serves files outside its folder", async () => {
    const noModel = await call("/api/pdf/book/new", mf, { method: "POST", body: new FormData() });
    await expectError(noModel, 400, "invalid_request");
    const form = new FormData();
    form.set("model", "{broken");
    await expectError(await call("/api/pdf/book/new", mf, { method: "POST", body: form }), 400, "invalid_request");
    await expectError(await call("/api/pdf/video/new", mf, { method: "POST", body: form }), 400);
    await expectError(await fetch(`${test.platform.url}/pdf/..%2Fplatform.db`), 404);
    await expectError(await fetch(`${test.platform.url}/pdf/nothing.pdf`), 404);
  });

  it("serves stored media, derives the medium size on demand and refuses traversal", async () => {
    const row = test.platform.db.prepare("SELECT cover_web FROM talents WHERE cover_web IS NOT NULL LIMIT 1").get() as { cover_web: string };
    const original = await fetch(`${test.platform.url}/storage/${row.cover_web}`);
    expect(original.status).toBe(200);
    const medium = await fetch(`${test.platform.url}/storage/${row.cover_web.replace("/hr/", "/medium/")}`);
    expect(medium.status).toBe(200);
    const meta = await sharp(Buffer.from(await medium.arrayBuffer())).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1200);
    const traversal = await fetch(`${test.platform.url}/storage/..%2F..%2Fplatform-credentials.json`);
    expect([403, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain("salt");
    expect((await fetch(`${test.platform.url}/storage/talents/none/medium/x.jpg`)).status).toBe(404);
  });

  it("answers JSON 404 for unknown routes", async () => {
    await expectError(await fetch(`${test.platform.url}/api/unknown`), 404, "not_found");
  });
});
