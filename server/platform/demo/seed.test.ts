import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db.js";
import { initialOf } from "./names.js";
import { DemoAlreadySeededError, isSeeded, seedDemo, type SeedSummary } from "./seed.js";
import { buildTalents } from "./talents.js";

interface Seeded {
  dir: string;
  db: Db;
  storage: string;
  summary: SeedSummary;
}

async function seedInto(prefix: string): Promise<Seeded> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const db = openDb(path.join(dir, "platform.db"));
  const storage = path.join(dir, "storage");
  const summary = await seedDemo(db, storage);
  return { dir, db, storage, summary };
}

const all = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const count = (db: Db, sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;

describe("seedDemo (default options)", () => {
  let first: Seeded;
  let second: Seeded;

  beforeAll(async () => {
    first = await seedInto("passarela-seed-a-");
    second = await seedInto("passarela-seed-b-");
  }, 120_000);

  afterAll(() => {
    for (const seeded of [first, second]) {
      seeded.db.close();
      rmSync(seeded.dir, { recursive: true, force: true });
    }
  });

  it("finishes well within the start-up budget", () => {
    expect(first.summary.ms).toBeLessThan(15_000);
    expect(first.summary).toMatchObject({ talents: 60, posts: 16 });
    expect(first.summary.images).toBeGreaterThan(500);
  });

  it("is deterministic: same rows and same image bytes", () => {
    for (const table of ["talents", "talent_categories", "album_items", "posts", "slides", "staff", "states", "cities"]) {
      expect(all(second.db, `SELECT * FROM ${table} ORDER BY rowid`), table).toEqual(all(first.db, `SELECT * FROM ${table} ORDER BY rowid`));
    }
    const samples = all<{ cover_web: string }>(first.db, "SELECT cover_web FROM talents WHERE cover_web IS NOT NULL ORDER BY id LIMIT 3");
    samples.push({ cover_web: "slides/1/hr/desktop.jpg" }, { cover_web: "about/hr/about.jpg" });
    for (const { cover_web: file } of samples) {
      expect(readFileSync(path.join(second.storage, file)).equals(readFileSync(path.join(first.storage, file))), file).toBe(true);
    }
  });

  it("refuses to seed a database that has content", async () => {
    expect(isSeeded(first.db)).toBe(true);
    await expect(seedDemo(first.db, first.storage)).rejects.toBeInstanceOf(DemoAlreadySeededError);
    expect(count(first.db, "SELECT COUNT(*) AS n FROM talents")).toBe(60);
  });

  it("has talents for every filter, letters and accents", () => {
    const { db } = first;
    expect(count(db, "SELECT COUNT(*) AS n FROM talents")).toBeGreaterThanOrEqual(60);
    expect(count(db, "SELECT COUNT(*) AS n FROM talents WHERE gender = 'woman'")).toBeGreaterThan(10);
    expect(count(db, "SELECT COUNT(*) AS n FROM talents WHERE gender = 'man'")).toBeGreaterThan(10);
    expect(count(db, "SELECT COUNT(*) AS n FROM talents WHERE gender IS NULL")).toBeGreaterThanOrEqual(3);
    expect(all(db, "SELECT name FROM categories WHERE id = 2574")).toEqual([{ name: "Curves" }]);
    expect(count(db, "SELECT COUNT(*) AS n FROM talent_categories WHERE category_id = 2574")).toBeGreaterThanOrEqual(5);

    const names = all<{ name: string }>(db, "SELECT name FROM talents").map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => name.includes(" "))).toBe(true);
    expect(new Set(names.map(initialOf)).size).toBeGreaterThanOrEqual(15);
    expect(names.filter((name) => /[À-ÿ]/.test(name)).length).toBeGreaterThanOrEqual(5);
    expect(names.some((name) => /^[ÁÉÍÓÚÂÊÔ]/.test(name))).toBe(true);

    const positions = all<{ position: number }>(db, "SELECT position FROM talents ORDER BY position").map((row) => row.position);
    expect(positions).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it("stores measures, colours and handles in the platform's format", () => {
    const talents = all<Record<string, string | null>>(first.db, "SELECT * FROM talents");
    for (const t of talents) {
      expect(t.height).toMatch(/^\d{3} \/ \d'\d{1,2}"$/);
      for (const key of ["bust", "waist", "hips"]) expect(t[key]).toMatch(/^\d{2,3} \/ \d{2}"$/);
      expect(t.shoes).toMatch(/^\d{2} \/ \d{1,2}(\.5)?$/);
      expect(t.hair).toBeTruthy();
      expect(t.eyes).toBeTruthy();
      if (t.instagram) expect(t.instagram).toMatch(/^@[a-z0-9._]+$/);
      if (t.tiktok) expect(t.tiktok).toMatch(/^@[a-z0-9._]+$/);
    }
    const hair = all<{ value: string }>(first.db, "SELECT value FROM hair").map((row) => row.value);
    expect(talents.every((t) => hair.includes(t.hair ?? ""))).toBe(true);
    expect(talents.filter((t) => t.tiktok).length).toBeGreaterThan(20);
  });

  it("leaves a few talents without a cover and one with only the generic cover", () => {
    const { db } = first;
    const none = count(db, "SELECT COUNT(*) AS n FROM talents WHERE cover IS NULL AND cover_web IS NULL AND cover_web_secondary IS NULL");
    expect(none).toBeGreaterThanOrEqual(3);
    expect(none).toBeLessThanOrEqual(5);
    expect(count(db, "SELECT COUNT(*) AS n FROM talents WHERE cover IS NOT NULL AND cover_web IS NULL")).toBe(1);
  });

  it("fills album 1452 with every gallery type, both orientations and the three video sources", () => {
    const { db } = first;
    expect(all(db, "SELECT name FROM albums WHERE id = 1452")).toEqual([{ name: "Site" }]);
    for (const type of ["book", "snap", "compo"]) {
      const where = `album_id = 1452 AND type = '${type}'`;
      expect(count(db, `SELECT COUNT(*) AS n FROM album_items WHERE ${where} AND width < height`), `${type} portrait`).toBeGreaterThan(0);
      expect(count(db, `SELECT COUNT(*) AS n FROM album_items WHERE ${where} AND width > height`), `${type} landscape`).toBeGreaterThan(0);
      expect(count(db, `SELECT COUNT(*) AS n FROM album_items WHERE ${where} AND (width IS NULL OR height IS NULL)`)).toBe(0);
    }
    const videos = all<{ file: string; url: string | null; provider: string | null }>(db, "SELECT file, url, provider FROM album_items WHERE type = 'video'");
    expect(videos.some((v) => v.provider === null && v.url?.endsWith(".mp4") && v.file.endsWith(".jpg"))).toBe(true);
    expect(videos.some((v) => v.provider === "youtube" && /^[\w-]{11}$/.test(v.file))).toBe(true);
    expect(videos.some((v) => v.provider === "vimeo" && /^\d+$/.test(v.file))).toBe(true);

    // Not every talent has every tab, but most have book and snap.
    const types = all<{ talent_id: number; types: string }>(
      db,
      "SELECT talent_id, group_concat(DISTINCT type) AS types FROM album_items WHERE album_id = 1452 GROUP BY talent_id",
    ).map((row) => row.types.split(","));
    expect(types.filter((t) => !t.includes("compo")).length).toBeGreaterThan(5);
    expect(types.filter((t) => !t.includes("video")).length).toBeGreaterThan(5);
    expect(types.filter((t) => t.includes("book") && t.includes("snap")).length).toBeGreaterThan(40);
  });

  it("writes gallery posts with the CMS's markup", () => {
    const posts = all<{ id: number; type: string; slug: string; title: string; subtitle: string; cover: string; content: string; published_at: string }>(
      first.db,
      "SELECT * FROM posts",
    );
    expect(posts.length).toBeGreaterThanOrEqual(14);
    for (const post of posts) {
      expect(post.type).toBe("new-blog");
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(post.subtitle).toBeTruthy();
      expect(post.cover).toBe(`posts/${post.id}/hr/cover.jpg`);
      expect(new Date(post.published_at).toISOString()).toBe(post.published_at);
      for (const fragment of ['<span style="font-size: 26px">', '<span style="font-size: 18px">', "<p>", "<h2>", "<ul>", "<a href=", `<img src="/storage/posts/${post.id}/hr/inline-1.jpg"`]) {
        expect(post.content, `${post.slug}: ${fragment}`).toContain(fragment);
      }
    }
    expect(posts.some((post) => post.content.includes('src="https://www.youtube-nocookie.com/embed/'))).toBe(true);
    const dates = posts.map((post) => Date.parse(post.published_at));
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(365 * 86_400_000);
  });

  it("writes home slides, staff, about text, social links and option lists", () => {
    const { db } = first;
    const slides = all<Record<string, string | number | null>>(db, "SELECT * FROM slides WHERE type = 'home' ORDER BY position");
    const images = slides.filter((s) => s.kind === "image");
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(slides[0]?.kind).toBe("image");
    for (const slide of images) {
      expect(slide).toMatchObject({ width: 1920, height: 1080 });
      expect(slide.url_desktop).toMatch(/^slides\/\d+\/hr\/desktop\.jpg$/);
      expect(slide.url_mobile).toMatch(/^slides\/\d+\/hr\/mobile\.jpg$/);
      expect(slide.description).toBeTruthy();
    }
    expect(slides.filter((s) => s.kind === "video")).toEqual([
      expect.objectContaining({ url_desktop: expect.stringMatching(/\.mp4$/) as unknown, video_provider: null }),
    ]);

    for (const city of ["rio_de_janeiro", "sao_paulo"]) {
      expect(count(db, "SELECT COUNT(*) AS n FROM staff WHERE city = ? AND kind = 'address' AND address IS NOT NULL AND phone IS NOT NULL", city)).toBe(1);
      const people = all<{ email: string; phone: string; role: string }>(db, "SELECT * FROM staff WHERE city = ? AND kind = 'person'", city);
      expect(people.length).toBeGreaterThanOrEqual(3);
      for (const p of people) {
        expect(p.email).toMatch(/@passarela\.example$/);
        expect(p.phone).toMatch(/^\+55 \(\d{2}\) \d{4,5}-\d{4}$/);
        expect(p.role).toBeTruthy();
      }
    }
    expect(count(db, "SELECT COUNT(*) AS n FROM staff WHERE city = 'general' AND kind = 'person' AND email IS NOT NULL")).toBeGreaterThanOrEqual(2);

    const about = all<{ text: string; image: string }>(db, "SELECT text, image FROM about_content");
    expect(about).toHaveLength(1);
    expect(about[0]?.text).toContain('<span style="font-size: 26px">');
    expect(about[0]?.text).toContain('<span style="font-size: 18px">');
    expect(all(db, "SELECT key FROM social_media ORDER BY key")).toEqual(["facebook", "instagram", "site", "tiktok"].map((key) => ({ key })));

    expect(count(db, "SELECT COUNT(*) AS n FROM states WHERE country_id = 21")).toBe(27);
    expect(count(db, "SELECT COUNT(DISTINCT uf) AS n FROM states")).toBe(27);
    expect(count(db, "SELECT COUNT(*) AS n FROM states s WHERE NOT EXISTS (SELECT 1 FROM cities c WHERE c.state_id = s.id)")).toBe(0);
    for (const uf of ["RJ", "SP"]) {
      expect(count(db, "SELECT COUNT(*) AS n FROM cities c JOIN states s ON s.id = c.state_id WHERE s.uf = ?", uf)).toBeGreaterThanOrEqual(10);
    }
    expect(count(db, "SELECT COUNT(*) AS n FROM hair")).toBeGreaterThan(5);
    expect(count(db, "SELECT COUNT(*) AS n FROM eyes")).toBeGreaterThan(5);
  });

  it("stores every media path the database names as a real file", () => {
    const { db, storage } = first;
    const paths = [
      ...all<{ p: string }>(db, "SELECT cover AS p FROM talents UNION SELECT cover_web FROM talents UNION SELECT cover_web_secondary FROM talents"),
      ...all<{ p: string }>(db, "SELECT file AS p FROM album_items WHERE provider IS NULL UNION SELECT url FROM album_items"),
      ...all<{ p: string }>(db, "SELECT cover AS p FROM posts UNION SELECT url_desktop FROM slides UNION SELECT url_mobile FROM slides"),
      ...all<{ p: string }>(db, "SELECT image AS p FROM about_content"),
    ]
      .map((row) => row.p)
      .filter(Boolean);
    for (const { content } of all<{ content: string }>(db, "SELECT content FROM posts")) {
      for (const match of content.matchAll(/src="\/storage\/([^"]+)"/g)) paths.push(match[1] ?? "");
    }
    expect(paths.length).toBeGreaterThan(1000);
    const missing = paths.filter((p) => !existsSync(path.join(storage, p)));
    expect(missing).toEqual([]);
    // Originals only: the platform makes medium copies on demand.
    expect(paths.filter((p) => p.endsWith(".jpg")).every((p) => p.includes("/hr/"))).toBe(true);
  });
});

describe("buildTalents", () => {
  it("depends on the seed", () => {
    const names = (seed: number) => buildTalents(60, seed).map((t) => t.name);
    expect(names(1)).toEqual(names(1));
    expect(names(2)).not.toEqual(names(1));
  });

  it("scales to a thousand unique talents", () => {
    const talents = buildTalents(1000, 1);
    expect(new Set(talents.map((t) => t.name)).size).toBe(1000);
    expect(new Set(talents.map((t) => t.instagram).filter(Boolean)).size).toBe(talents.filter((t) => t.instagram).length);
    expect(new Set(talents.map((t) => t.position)).size).toBe(1000);
  });
});
