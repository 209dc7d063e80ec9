import { gunzipSync } from "node:zlib";
import { assert, type Struct } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Site from "../../src/contract/site-api.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// The site API through app.inject, backed by the embedded platform over real HTTP.
let site: TestSite;

beforeAll(async () => {
  site = await buildTestSite();
});
afterAll(() => site.close());

async function getJson<T>(url: string, schema: Struct<T>): Promise<T> {
  const response = await site.app.inject({ method: "GET", url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
  expect(response.headers.etag).toBeTruthy();
  const body: unknown = response.json();
  assert(body, schema);
  return body;
}

describe("screen data", () => {
  it("lists talents as cards only", async () => {
    const { talents } = await getJson("/api/talents", Site.TalentList);
    expect(talents.length).toBeGreaterThanOrEqual(60);
    // object() in the contract refuses extra fields: cards carry card fields only.
    expect(Object.keys(talents[0] ?? {}).sort()).toEqual(["cover", "curves", "gender", "id", "name", "slug"]);
    expect(talents.some((t) => t.curves)).toBe(true);
    expect(talents.some((t) => t.cover === null)).toBe(true);
    const withCover = talents.find((t) => t.cover);
    expect(withCover?.cover).toMatch(/^127\.0\.0\.1:\d+\/storage\/.+\/hr\//);
    const accented = talents.find((t) => /[À-ú]/.test(t.name));
    expect(accented?.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("keeps the card list small", async () => {
    const response = await site.app.inject({ method: "GET", url: "/api/talents", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).length).toBeGreaterThan(response.rawPayload.length);
  });

  it("serves one profile with album 1452 grouped by gallery type", async () => {
    const { talents } = await getJson("/api/talents", Site.TalentList);
    const woman = talents.find((t) => t.gender === "woman");
    const profile = await getJson(`/api/talents/${woman?.id ?? 0}`, Site.TalentProfile);
    expect(profile.name).toBe(woman?.name);
    expect(profile.galleries.book.length).toBeGreaterThan(0);
    expect(profile.measures.height).toMatch(/\d+ \/ /);

    const withVideos = await Promise.all(talents.slice(0, 20).map((t) => getJson(`/api/talents/${t.id}`, Site.TalentProfile)));
    const videos = withVideos.flatMap((p) => p.galleries.video);
    expect(new Set(videos.map((v) => v.source))).toEqual(new Set(["file", "youtube", "vimeo"]));
  });

  it("pages posts by 6 and returns one post with its images pointing at /media", async () => {
    const first = await getJson("/api/posts", Site.PostPage);
    expect(first.posts).toHaveLength(6);
    expect(first.page).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(14);
    const third = await getJson("/api/posts?page=3", Site.PostPage);
    expect(third.page).toBe(3);
    const all = await site.app.inject({ method: "GET", url: "/api/posts/all" });
    expect(all.json<{ posts: unknown[] }>().posts).toHaveLength(first.total);

    const post = await getJson(`/api/posts/${first.posts[0]?.id ?? 0}`, Site.Post);
    expect(post.content).toContain("<img");
    expect(post.content).not.toMatch(/src="\/storage\//);
    expect(post.content).toMatch(/src="\/media\/1280\/127\.0\.0\.1:\d+\/storage\//);
  });

  it("serves slides, staff, about, social links and the option lists", async () => {
    const { slides } = await getJson("/api/slides/home", Site.Slides);
    expect(slides.some((s) => s.kind === "image" && s.mobile)).toBe(true);
    expect(slides.some((s) => s.kind === "video")).toBe(true);
    // A video slide's poster is an image or nothing, never the video file repeated.
    for (const slide of slides) if (slide.kind === "video" && slide.poster) expect(slide.poster).toMatch(/\.(jpe?g|png|webp|avif|gif)$/i);
    expect(slides.find((s) => s.kind === "video")).toMatchObject({ source: "file", poster: null });

    const staff = await getJson("/api/staff", Site.Staff);
    expect(staff.cities.map((c) => c.key)).toEqual(["rio_de_janeiro", "sao_paulo"]);
    for (const city of staff.cities) {
      expect(city.address).toBeTruthy();
      expect(city.people.length).toBeGreaterThan(0);
    }
    expect(staff.general.length).toBeGreaterThan(0);

    const about = await getJson("/api/about", Site.About);
    expect(about.text).toMatch(/font-size:\s*26px/);
    const social = await getJson("/api/social", Site.Social);
    expect(social.links.map((l) => l.key)).toContain("instagram");

    const options = await getJson("/api/options", Site.Options);
    expect(options.states).toHaveLength(27);
    const sp = options.states.find((s) => s.uf === "SP");
    const { cities } = await getJson(`/api/options/states/${sp?.id ?? 0}/cities`, Site.Cities);
    expect(cities.map((c) => c.value)).toContain("São Paulo");
  });
});

describe("HTTP semantics", () => {
  it("answers 304 to a matching If-None-Match", async () => {
    const first = await site.app.inject({ method: "GET", url: "/api/staff" });
    const again = await site.app.inject({ method: "GET", url: "/api/staff", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers JSON 404 for unknown ids and unknown API paths, 400 for malformed ids", async () => {
    for (const url of ["/api/talents/987654", "/api/posts/987654", "/api/nothing", "/api"]) {
      const response = await site.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: "not_found", message: expect.any(String) });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    // A number is all digits in range: nothing is guessed from "1e3", "5.0" or " 5".
    for (const url of ["/api/talents/abc", "/api/talents/1e3", "/api/talents/5.0", "/api/talents/%205", "/api/talents/0", "/api/posts/99999999999", "/api/options/states/-1/cities", "/api/slides/Not_A_Type", "/api/posts?page=0", "/api/posts?page=abc"]) {
      const malformed = await site.app.inject({ method: "GET", url });
      expect(malformed.statusCode, url).toBe(400);
      expect(malformed.json(), url).toMatchObject({ error: "invalid_request", message: expect.any(String) });
      expect(malformed.headers["cache-control"], url).toBe("no-store");
    }
    // A query the route does not read is ignored, and a missing page is the first.
    const firstPage = await site.app.inject({ method: "GET", url: "/api/posts" });
    const named = await site.app.inject({ method: "GET", url: "/api/posts?page=1&utm_source=x" });
    expect(named.statusCode).toBe(200);
    expect(named.body).toBe(firstPage.body);
  });

  it("sends security headers with a CSP that allows no inline script but the boot script", async () => {
    const response = await site.app.inject({ method: "GET", url: "/api/social" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

describe("when the platform is down", () => {
  it("serves the last good answer, and 503 when nothing is cached", async () => {
    const down = await buildTestSite({ cacheTtlMs: 0 });
    try {
      const fresh = await down.app.inject({ method: "GET", url: "/api/about" });
      expect(fresh.statusCode).toBe(200);
      await down.platform.close();

      const stale = await down.app.inject({ method: "GET", url: "/api/about" });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(fresh.body);

      const missing = await down.app.inject({ method: "GET", url: "/api/staff" });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toMatchObject({ error: "platform_unavailable" });
      expect(missing.headers["cache-control"]).toBe("no-store");
    } finally {
      await down.close();
    }
  });
});
