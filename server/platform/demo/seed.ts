import { copyFileSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../db.js";
import { about, slides, socialMedia, staff } from "./pages.js";
import { brazilCountryId, cityId, eyeColours, hairColours, states } from "./places.js";
import { renderPool, type ImageRef, type Pool } from "./pool.js";
import { buildPosts, postType } from "./posts.js";
import { archiveAlbum, buildTalents, categories, siteAlbum } from "./talents.js";

/**
 * Fills an empty platform database and its storage folder with demo content:
 * talents with galleries, gallery posts, home slides, staff, about text,
 * social links and the form's option lists.
 *
 * Deterministic: the same seed gives the same rows and the same file bytes.
 * Not idempotent on purpose: on a database that already has content it throws
 * DemoAlreadySeededError instead of mixing demo rows into it. Callers check
 * isSeeded() first (as the platform's start-up does) or start from an empty
 * folder (the CLI's --reset).
 */

export interface SeedOptions {
  /** Number of talents; default 60. */
  talents?: number;
  /** Seed of the generator; default 1. */
  seed?: number;
}

export interface SeedSummary {
  talents: number;
  posts: number;
  /** Image files written to storage (JPEGs, counting each stored path once). */
  images: number;
  ms: number;
}

export const defaultTalents = 60;
export const maxTalents = 20_000;

export class DemoAlreadySeededError extends Error {
  constructor() {
    super("The platform database already has content; the demo seed only fills an empty database (delete DATA_DIR/platform, or run the seed with --reset).");
    this.name = "DemoAlreadySeededError";
  }
}

const seededTables = [
  "categories", "talents", "albums", "album_items", "posts", "slides", "staff",
  "about_content", "social_media", "states", "cities", "hair", "eyes",
] as const;

/** True when any table the demo fills already has a row, whoever wrote it. */
export function isSeeded(db: Db): boolean {
  const sql = seededTables.map((table) => `SELECT 1 FROM ${table}`).join(" UNION ALL ") + " LIMIT 1";
  return db.prepare(sql).get() !== undefined;
}

/** Folders of storage the demo owns; emptied first so no stale file (or its medium copy) survives. */
const demoFolders = ["talents", "posts", "slides", "about"] as const;

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), "assets");

/**
 * Writes stored files. The first path that receives some bytes gets a real
 * write; later paths with the same bytes become hard links to it (a copy
 * where links are not supported), so 1,000 talents cost little disk or time.
 */
class StoredFiles {
  private readonly first = new Map<Buffer, string>();
  private readonly folders = new Set<string>();
  images = 0;

  constructor(private readonly root: string) {}

  put(relative: string, bytes: Buffer): void {
    const target = path.join(this.root, relative);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    if (relative.endsWith(".jpg")) this.images++;
    // Never write through an existing link: that would change every file sharing it.
    rmSync(target, { force: true });
    const source = this.first.get(bytes);
    if (!source) {
      writeFileSync(target, bytes);
      this.first.set(bytes, target);
      return;
    }
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
  }
}

function checkOptions(options: SeedOptions): { count: number; seed: number } {
  const count = options.talents ?? defaultTalents;
  const seed = options.seed ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > maxTalents) {
    throw new RangeError(`talents must be a whole number from 1 to ${maxTalents}, got ${count}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`seed must be a whole number from 0 to 4294967295, got ${seed}`);
  }
  return { count, seed };
}

export async function seedDemo(db: Db, storageDir: string, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { count, seed } = checkOptions(options);
  if (isSeeded(db)) throw new DemoAlreadySeededError();

  const talents = buildTalents(count, seed);
  const posts = buildPosts(seed);
  const pool = await renderPool(seed);
  const image = (ref: ImageRef) => {
    const found = pool[ref.set][ref.index];
    if (!found) throw new Error(`Demo pool has no image ${ref.set}[${ref.index}]`);
    return found;
  };

  for (const folder of demoFolders) rmSync(path.join(storageDir, folder), { recursive: true, force: true });
  const files = new StoredFiles(storageDir);
  const video = readFileSync(path.join(assets, "demo-video.mp4"));
  const poster = readFileSync(path.join(assets, "demo-video-poster.jpg"));
  for (const talent of talents) {
    for (const cover of [talent.cover, talent.coverWeb, talent.coverWebSecondary]) {
      if (cover) files.put(cover.path, image(cover.image).bytes);
    }
    for (const item of talent.items) {
      if (item.type !== "video") files.put(item.file, image(item.image).bytes);
      else if (item.source === "file") {
        files.put(item.file, video);
        files.put(item.poster, poster);
      }
    }
  }
  for (const post of posts) {
    for (const picture of [post.cover, ...post.inline]) files.put(picture.path, image(picture.image).bytes);
  }
  for (const slide of slides) {
    if (slide.kind === "image") {
      files.put(slide.desktop.path, image(slide.desktop.image).bytes);
      files.put(slide.mobile.path, image(slide.mobile.image).bytes);
    } else {
      files.put(slide.video, video);
    }
  }
  files.put(about.image.path, image(about.image.image).bytes);

  db.transaction(() => {
    if (isSeeded(db)) throw new DemoAlreadySeededError();
    writeRows(db, talents, posts, pool);
  })();

  return { talents: talents.length, posts: posts.length, images: files.images, ms: Math.round(performance.now() - started) };
}

function writeRows(db: Db, talents: ReturnType<typeof buildTalents>, posts: ReturnType<typeof buildPosts>, pool: Pool): void {
  const insertCategory = db.prepare("INSERT INTO categories (id, name) VALUES (?, ?)");
  for (const category of categories) insertCategory.run(category.id, category.name);
  const insertAlbum = db.prepare("INSERT INTO albums (id, name) VALUES (?, ?)");
  for (const album of [siteAlbum, archiveAlbum]) insertAlbum.run(album.id, album.name);

  const insertTalent = db.prepare(
    `INSERT INTO talents (id, name, gender, cover, cover_web, cover_web_secondary, instagram, tiktok,
       height, bust, waist, hips, shoes, hair, eyes, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTalentCategory = db.prepare("INSERT INTO talent_categories (talent_id, category_id) VALUES (?, ?)");
  const insertItem = db.prepare(
    `INSERT INTO album_items (id, album_id, talent_id, type, file, width, height, url, provider, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let itemId = 0;
  for (const t of talents) {
    insertTalent.run(
      t.id, t.name, t.gender, t.cover?.path ?? null, t.coverWeb?.path ?? null, t.coverWebSecondary?.path ?? null,
      t.instagram, t.tiktok, t.height, t.bust, t.waist, t.hips, t.shoes, t.hair, t.eyes, t.position,
    );
    for (const category of t.categories) insertTalentCategory.run(t.id, category);
    t.items.forEach((item, position) => {
      itemId++;
      if (item.type !== "video") {
        const { width, height } = pool[item.image.set][item.image.index] ?? { width: null, height: null };
        insertItem.run(itemId, item.album, t.id, item.type, item.file, width, height, null, null, position);
      } else if (item.source === "file") {
        // A stored video: `url` is the video, `file` its poster.
        insertItem.run(itemId, item.album, t.id, "video", item.poster, 1280, 720, item.file, null, position);
      } else {
        // A provider video keeps the provider's id in `file`.
        insertItem.run(itemId, item.album, t.id, "video", item.videoId, null, null, null, item.source, position);
      }
    });
  }

  const insertPost = db.prepare(
    `INSERT INTO posts (id, type, slug, cover, title, subtitle, description, content, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of posts) {
    insertPost.run(p.id, postType, p.slug, p.cover.path, p.title, p.subtitle, p.description, p.content, p.publishedAt);
  }

  const insertSlide = db.prepare(
    `INSERT INTO slides (id, type, kind, description, url_desktop, url_mobile, video_provider, video_id, width, height, position)
     VALUES (?, 'home', ?, ?, ?, ?, NULL, NULL, ?, ?, ?)`,
  );
  slides.forEach((slide, position) => {
    if (slide.kind === "image") {
      const desktop = pool[slide.desktop.image.set][slide.desktop.image.index];
      insertSlide.run(slide.id, "image", slide.description, slide.desktop.path, slide.mobile.path, desktop?.width ?? null, desktop?.height ?? null, position);
    } else {
      // No separate mobile cut of the film: both variants name the same file.
      insertSlide.run(slide.id, "video", slide.description, slide.video, slide.video, slide.width, slide.height, position);
    }
  });

  const insertStaff = db.prepare(
    "INSERT INTO staff (city, kind, name, role, email, phone, address, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const positions = new Map<string, number>();
  for (const s of staff) {
    const position = positions.get(s.city) ?? 0;
    positions.set(s.city, position + 1);
    insertStaff.run(s.city, s.kind, s.name ?? null, s.role ?? null, s.email ?? null, s.phone ?? null, s.address ?? null, position);
  }

  db.prepare("INSERT INTO about_content (id, text, image) VALUES (1, ?, ?)").run(about.text, about.image.path);
  const insertSocial = db.prepare("INSERT INTO social_media (key, link) VALUES (?, ?)");
  for (const entry of socialMedia) insertSocial.run(entry.key, entry.link);

  const insertState = db.prepare("INSERT INTO states (id, country_id, uf, value) VALUES (?, ?, ?, ?)");
  const insertCity = db.prepare("INSERT INTO cities (id, state_id, value) VALUES (?, ?, ?)");
  for (const state of states) {
    insertState.run(state.id, brazilCountryId, state.uf, state.name);
    state.cities.forEach((city, index) => insertCity.run(cityId(state, index), state.id, city));
  }
  const insertHair = db.prepare("INSERT INTO hair (id, value) VALUES (?, ?)");
  hairColours.forEach((value, index) => insertHair.run(index + 1, value));
  const insertEyes = db.prepare("INSERT INTO eyes (id, value) VALUES (?, ?)");
  eyeColours.forEach((value, index) => insertEyes.run(index + 1, value));
}
