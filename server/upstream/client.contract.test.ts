import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "../../tests/helpers/platform.js";
import { profileAlbumId } from "../../src/contract/galleries.js";
import { PlatformClient } from "./client.js";
import { UpstreamError } from "./errors.js";

// The platform client against the embedded platform over real HTTP on loopback:
// every call of the platform contract, its payload and its answer's shape.
let test: TestPlatform;
let client: PlatformClient;

beforeAll(async () => {
  test = await startTestPlatform();
  client = new PlatformClient({ baseUrl: test.platform.url, credentials: test.credentials, retries: 1, retryDelayMs: 10 });
  await client.signIn();
});
afterAll(() => test.close());

describe("sign-in", () => {
  it("refuses wrong credentials with a rejected error", async () => {
    const wrong = new PlatformClient({ baseUrl: test.platform.url, credentials: { ...test.credentials, mfApiKey: "wrong-key-123" } });
    await expect(wrong.signIn()).rejects.toMatchObject({ kind: "rejected", status: 401 });
  });

  it("answers 401 to calls without a token or with the other backend's token", async () => {
    const anonymous = await fetch(`${test.platform.url}/api/staff`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "unauthorized" });

    const signin = await fetch(`${test.platform.url}/api/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ salt: test.credentials.salt, api_key: test.credentials.mfApiKey }),
    });
    const { access_token } = (await signin.json()) as { access_token: string };
    const crossed = await fetch(`${test.platform.url}/api/staff`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(crossed.status).toBe(401);
    const own = await fetch(`${test.platform.url}/api/talents/attributes`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(own.status).toBe(200);
  });

  it("signs in again once when its tokens are revoked", async () => {
    test.platform.tokens.revokeAll();
    const staff = await client.staff();
    expect(staff.length).toBeGreaterThan(0);
    test.platform.tokens.revokeAll();
    expect((await client.talents()).length).toBeGreaterThan(0);
  });
});

describe("talents (mf)", () => {
  it("lists every talent with page size 1000 and card fields", async () => {
    const talents = await client.talents();
    expect(talents.length).toBeGreaterThanOrEqual(60);
    const first = talents[0];
    expect(first).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(talents.some((t) => t.categories?.some((c) => c.id === 2574))).toBe(true);
    expect(talents.some((t) => t.gender === "man")).toBe(true);
    expect(talents.some((t) => t.gender === "woman")).toBe(true);
    expect(talents.some((t) => !t.cover_web && !t.cover)).toBe(true);
  });

  it("filters by gender and category in the body", async () => {
    const women = await client.talents({ gender: "woman" });
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((t) => t.gender === "woman")).toBe(true);
    const curves = await client.talents({ category: 2574 });
    expect(curves.length).toBeGreaterThan(0);
    expect(curves.every((t) => t.categories?.some((c) => c.id === 2574))).toBe(true);
  });

  it("loads a profile with album 1452 and its typed items", async () => {
    const [someone] = await client.talents();
    const profile = await client.profile(someone?.id ?? 0);
    const album = profile.albums.find((a) => a.id === profileAlbumId);
    expect(album).toBeDefined();
    expect(album?.items.length).toBeGreaterThan(0);
    for (const item of album?.items ?? []) {
      expect(["book", "snap", "compo", "video"]).toContain(item.type);
      if (item.type !== "video") expect(item.width && item.height).toBeGreaterThan(0);
    }
  });

  it("sends the profile query of the platform contract", async () => {
    const url = client.http.url("/api/talent/profile", { language: "pt", id: 7, albums: [1452] });
    expect(url.search).toBe("?language=pt&id=7&albums%5B%5D=1452");
  });

  it("answers not_found for an unknown talent", async () => {
    await expect(client.profile(987654)).rejects.toMatchObject({ kind: "not_found", status: 404 });
  });

  it("reads the talent attributes, the option lists and cities by state", async () => {
    const attributes = await client.attributes();
    expect(attributes.categories.some((c) => c.id === 2574)).toBe(true);
    expect(attributes.hair.length).toBeGreaterThan(0);

    const options = await client.options();
    expect(options.states).toHaveLength(27);
    expect(options.hair.length).toBeGreaterThan(3);
    expect(options.eyes.length).toBeGreaterThan(3);
    const rio = options.states.find((s) => s.uf === "RJ");
    const cities = await client.cities(rio?.id ?? 0);
    expect(cities.length).toBeGreaterThanOrEqual(10);
    expect(cities.map((c) => c.value)).toContain("Rio de Janeiro");
    expect(await client.cities(999999)).toEqual([]);
  });
});

describe("panel content", () => {
  it("reads social media, about content and staff", async () => {
    const social = await client.socialMedia();
    expect(social.map((s) => s.key).sort()).toEqual(["facebook", "instagram", "site", "tiktok"]);
    const about = await client.aboutContent();
    expect(about[0]?.text).toContain("<p");
    const staff = await client.staff();
    for (const city of ["rio_de_janeiro", "sao_paulo"]) {
      expect(staff.some((s) => s.city === city && s.kind === "address")).toBe(true);
      expect(staff.some((s) => s.city === city && s.kind === "person")).toBe(true);
    }
    expect(staff.some((s) => s.city === "general")).toBe(true);
  });

  it("pages posts 6 at a time and loads them all with paginate 1000", async () => {
    const all = await client.posts("new-blog", 1000);
    expect(all.total).toBeGreaterThanOrEqual(14);
    expect(all.data).toHaveLength(all.total);
    const second = await client.posts("new-blog", 6, 2);
    expect(second.current_page).toBe(2);
    expect(second.data).toHaveLength(6);
    expect(second.last_page).toBe(Math.ceil(all.total / 6));
    expect(second.data.map((p) => p.id)).toEqual(all.data.slice(6, 12).map((p) => p.id));
    const post = await client.post("new-blog", all.data[0]?.id ?? 0);
    expect(post.content).toMatch(/font-size:\s*26px/);
    await expect(client.post("new-blog", 999999)).rejects.toMatchObject({ kind: "not_found" });
  });

  it("reads the home slides with image and video kinds", async () => {
    const slides = await client.slides("home");
    expect(slides.some((s) => s.type === "image" && s.url.mobile)).toBe(true);
    expect(slides.some((s) => s.type === "video")).toBe(true);
    expect(await client.slides("nothing-here")).toEqual([]);
  });
});

describe("applications", () => {
  it("stores a contact message", async () => {
    const created = await client.forwardContact({ name: "Ana", email: "ana@example.com", message: "Olá" }, "contact-ana");
    expect(created.id).toEqual(expect.any(Number));
    const row = test.platform.db.prepare("SELECT name, message FROM contacts WHERE id = ?").get(created.id);
    expect(row).toEqual({ name: "Ana", message: "Olá" });
  });

  it("answers a contact message sent again with its key with the first copy, and stores it once", async () => {
    const message = { name: "Bia", email: "bia@example.com", message: "De novo?" };
    const first = await client.forwardContact(message, "contact-bia");
    const again = await client.forwardContact(message, "contact-bia");
    expect(again.id).toBe(first.id);
    expect(test.platform.db.prepare("SELECT COUNT(*) AS n FROM contacts WHERE email = ?").get("bia@example.com")).toEqual({ n: 1 });
    const other = await client.forwardContact(message, "contact-bia-2");
    expect(other.id).not.toBe(first.id);
    // A key the platform cannot keep is refused, and nothing is stored.
    await expect(client.forwardContact({ ...message, email: "long@example.com" }, "k".repeat(201))).rejects.toMatchObject({ status: 400 });
    expect(test.platform.db.prepare("SELECT COUNT(*) AS n FROM contacts WHERE email = ?").get("long@example.com")).toEqual({ n: 0 });
  });

  it("accepts an application in the multipart shape of the platform contract and refuses an incomplete one", async () => {
    const photo = await sharp({ create: { width: 40, height: 60, channels: 3, background: "#886655" } }).jpeg().toBuffer();
    const form = new FormData();
    const fields: Record<string, string> = {
      version: "2024", name: "Bia Lima", gender: "Feminino", id_gender: "2", birthdate: "2001-04-09",
      email: "bia@example.com,bia.lima@example.com", phone: "+55 (21) 98888-7777", instagram: "@bia", tiktok: "@bia",
      address: "Rua A, 1", state: "Rio de Janeiro", id_state: "33", city: "Niterói", id_city: "33002", height: "170",
      jeans: "38", bust: "86", waist: "62", hips: "90", shoes: "37", hair: "Castanho", id_hair: "3", eyes: "Verdes", id_eyes: "5",
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    for (const slot of ["image_1", "image_2", "image_3", "image_4"]) form.set(slot, new Blob([photo], { type: "image/jpeg" }), `${slot}.jpg`);
    const created = await client.forwardApplication(form, "contract-first");
    const row = test.platform.db.prepare("SELECT fields, photos FROM applications WHERE id = ?").get(created.id) as { fields: string; photos: string };
    expect(JSON.parse(row.fields)).toMatchObject({ version: "2024", email: "bia@example.com,bia.lima@example.com", id_city: "33002" });
    expect(Object.keys(JSON.parse(row.photos) as object).sort()).toEqual(["image_1", "image_2", "image_3", "image_4"]);

    // A repeat with the same key (its first answer lost on the way) is the first copy, not a second one.
    const count = () => (test.platform.db.prepare("SELECT count(*) AS n FROM applications").get() as { n: number }).n;
    const before = count();
    const repeat = await client.forwardApplication(form, "contract-first");
    expect(repeat.id).toBe(created.id);
    expect(count()).toBe(before);
    const racing = await Promise.all([client.forwardApplication(form, "contract-race"), client.forwardApplication(form, "contract-race")]);
    expect(racing[1].id).toBe(racing[0].id);
    expect(count()).toBe(before + 1);
    const other = await client.forwardApplication(form, "contract-other");
    expect(other.id).not.toBe(created.id);

    const badKey = await client.forwardApplication(form, "spaces are not allowed").catch((e: unknown) => e);
    expect(badKey).toMatchObject({ kind: "rejected", status: 400, body: { error: "invalid_idempotency_key" } });

    form.delete("image_4");
    form.set("phone", "");
    const refused = await client.forwardApplication(form, "contract-refused").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect(refused).toMatchObject({ kind: "rejected", status: 422, body: { fields: { image_4: "is required", phone: "is required" } } });
  });
});

describe("PDF", () => {
  it("renders a gallery PDF and downloads it from /pdf/{file name}", async () => {
    const [someone] = await client.talents({ gender: "woman" });
    const profile = await client.profile(someone?.id ?? 0);
    const items = (profile.albums[0]?.items ?? []).filter((i) => i.type === "book").map((i) => ({ ...i, file: i.file.replace("/hr/", "/medium/") }));
    const { fileName, bytes } = await client.pdf("book", { ...profile, albums: undefined, gallery: { type: "book", items } });
    expect(fileName).toMatch(/-portfolio-[0-9a-f]+\.pdf$/);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });

  it("refuses a model that does not match the contract", async () => {
    await expect(client.pdf("book", { name: "Sem id" })).rejects.toMatchObject({ kind: "rejected", status: 400 });
  });
});

describe("transport", () => {
  let silent: Server;
  let attempts = 0;
  beforeAll(async () => {
    // A platform that accepts connections and never answers: only timeouts end the wait.
    silent = createServer(() => {
      attempts++;
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it("times out, retries reads and reports the platform unavailable", async () => {
    const port = (silent.address() as AddressInfo).port;
    const slow = new PlatformClient({ baseUrl: `http://127.0.0.1:${port}`, credentials: test.credentials, timeoutMs: 150, retries: 2, retryDelayMs: 5 });
    attempts = 0;
    const started = Date.now();
    await expect(slow.staff()).rejects.toMatchObject({ kind: "unavailable", message: expect.stringMatching(/timed out after 150 ms/) });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(attempts).toBe(3);
  });

  it("never repeats a write, so a slow platform cannot receive an application twice", async () => {
    const port = (silent.address() as AddressInfo).port;
    const slow = new PlatformClient({ baseUrl: `http://127.0.0.1:${port}`, credentials: test.credentials, timeoutMs: 150, retries: 2, retryDelayMs: 5 });
    attempts = 0;
    await expect(slow.forwardContact({ name: "A", email: "a@example.com", message: "m" }, "contact-slow")).rejects.toMatchObject({ kind: "unavailable" });
    expect(attempts).toBe(1);
  });

  it("reports a closed port as unavailable", async () => {
    const closed = new PlatformClient({ baseUrl: "http://127.0.0.1:9", credentials: test.credentials, retries: 0 });
    await expect(closed.talents()).rejects.toMatchObject({ kind: "unavailable" });
  });
});
