import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TalentList } from "../../src/contract/site-api.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

let site: TestSite;
let cover: string;

beforeAll(async () => {
  site = await buildTestSite();
  const list = (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>();
  cover = list.talents.find((t) => t.cover)?.cover ?? "";
});
afterAll(() => site.close());

describe("/media", () => {
  it("resizes to the asked width and picks AVIF, WebP or JPEG by Accept", async () => {
    for (const [accept, format, type] of [
      ["image/avif,image/webp,*/*", "heif", "image/avif"],
      ["image/webp,*/*", "webp", "image/webp"],
      ["*/*", "jpeg", "image/jpeg"],
    ] as const) {
      const response = await site.app.inject({ method: "GET", url: `/media/320/${cover}`, headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe(type);
      expect(response.headers.vary).toMatch(/Accept/);
      expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(320);
    }
  });

  it("keeps a card cover at card size within 30 KB", async () => {
    // Cards are at most 240 CSS px wide on phones; 480 covers a 2x screen.
    for (const accept of ["image/avif,image/webp", "image/webp"]) {
      const response = await site.app.inject({ method: "GET", url: `/media/480/${cover}`, headers: { accept } });
      expect(response.rawPayload.length, accept).toBeLessThanOrEqual(30 * 1024);
    }
  });

  it("serves the cached file again with a 304 on a matching ETag", async () => {
    const first = await site.app.inject({ method: "GET", url: `/media/240/${cover}`, headers: { accept: "image/webp" } });
    const again = await site.app.inject({ method: "GET", url: `/media/240/${cover}`, headers: { accept: "image/webp", "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("refuses widths outside the set, hosts not allowed and missing files", async () => {
    expect((await site.app.inject({ method: "GET", url: `/media/333/${cover}` })).statusCode).toBe(400);
    const foreign = await site.app.inject({ method: "GET", url: "/media/320/evil.example/photo.jpg" });
    expect(foreign.statusCode).toBe(404);
    const host = cover.split("/")[0] ?? "";
    const missing = await site.app.inject({ method: "GET", url: `/media/320/${host}/storage/talents/none/hr/x.jpg` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: "not_found" });
    const traversal = await site.app.inject({ method: "GET", url: `/media/320/${host}/storage/../platform.db` });
    expect(traversal.statusCode).toBe(404);
  });

  it("fetches only media from the platform's host, never its API", async () => {
    const host = cover.split("/")[0] ?? "";
    for (const url of [
      `/media/160/${host}/api/about-content`,
      `/media/video/${host}/api/about-content`,
      `/media/160/${host}/pdf/anything.pdf`,
      // Encoded twice: the route decodes once, the URL parser would resolve the rest.
      `/media/160/${host}/storage/%252e%252e/api/about-content`,
      `/media/video/${host}/storage/%252E%252E/api/staff`,
    ]) {
      const response = await site.app.inject({ method: "GET", url, headers: { accept: "image/webp" } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: "not_found" });
    }
  });

  it("answers 502, not a crash, when the source is not an image", async () => {
    const host = cover.split("/")[0] ?? "";
    // The platform answers its JSON 404 body for a non-storage path; a non-image 200 is the storage's own video file.
    const profiles = await Promise.all(
      (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>().talents.slice(0, 20).map((t) => site.app.inject({ method: "GET", url: `/api/talents/${t.id}` })),
    );
    const video = profiles
      .flatMap((p) => p.json<{ galleries: { video: { source: string; src?: string }[] } }>().galleries.video)
      .find((v) => v.source === "file");
    expect(video?.src).toMatch(new RegExp(`^${host.replace(".", "\\.")}`));
    const response = await site.app.inject({ method: "GET", url: `/media/320/${video?.src ?? ""}` });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: "media_unreadable" });
  });

  it("streams videos with Range support", async () => {
    const profiles = await Promise.all(
      (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>().talents.slice(0, 20).map((t) => site.app.inject({ method: "GET", url: `/api/talents/${t.id}` })),
    );
    const video = profiles
      .flatMap((p) => p.json<{ galleries: { video: { source: string; src?: string }[] } }>().galleries.video)
      .find((v) => v.source === "file");
    const whole = await site.app.inject({ method: "GET", url: `/media/video/${video?.src ?? ""}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toMatch(/^video\//);
    const part = await site.app.inject({ method: "GET", url: `/media/video/${video?.src ?? ""}`, headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers["content-range"]).toMatch(/^bytes 0-99\//);
    const image = await site.app.inject({ method: "GET", url: `/media/video/${cover}` });
    expect(image.statusCode).toBe(415);
    // A range past the end is the visitor's to fix: 416, not the host's failure.
    const length = Number(whole.headers["content-length"]);
    const past = await site.app.inject({ method: "GET", url: `/media/video/${video?.src ?? ""}`, headers: { range: `bytes=${length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.json()).toMatchObject({ error: "range_not_satisfiable" });
  });

  it("fetches and caches a file under its one key: other spellings of it are 404 (dot segments: media-keys.test), and a folder is no file", async () => {
    const files = () => readdirSync(path.join(site.dataDir, "media-cache")).length;
    const own = await site.app.inject({ method: "GET", url: `/media/640/${cover}`, headers: { accept: "image/webp" } });
    expect(own.statusCode).toBe(200);
    const cached = files();
    const host = cover.split("/")[0] ?? "";
    for (const url of [
      `/media/640/${cover}%3F1`,
      `/media/640/${cover}%3F2`,
      `/media/640/${cover}%23x`,
      `/media/video/${cover}%3F1`,
    ]) {
      const response = await site.app.inject({ method: "GET", url, headers: { accept: "image/webp" } });
      expect(response.statusCode, url).toBe(404);
    }
    expect(files()).toBe(cached);
    const folder = await site.app.inject({ method: "GET", url: `/media/640/${host}/storage/` });
    expect(folder.statusCode).toBe(404);
    expect(folder.json()).toMatchObject({ error: "not_found" });
  });
});
