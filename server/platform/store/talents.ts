import type { Db } from "../db.js";
import type { MediaUrl } from "./media-url.js";

export interface TalentFilters {
  gender?: "man" | "woman" | undefined;
  category?: number | undefined;
  name?: string | undefined;
}

interface TalentRow {
  id: number;
  name: string;
  gender: "man" | "woman" | null;
  cover: string | null;
  cover_web: string | null;
  cover_web_secondary: string | null;
  instagram: string | null;
  tiktok: string | null;
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  shoes: string | null;
  hair: string | null;
  eyes: string | null;
}

interface ItemRow {
  id: number;
  album_id: number;
  type: string;
  file: string;
  width: number | null;
  height: number | null;
  url: string | null;
  provider: string | null;
}

const columns =
  "t.id, t.name, t.gender, t.cover, t.cover_web, t.cover_web_secondary, t.instagram, t.tiktok, t.height, t.bust, t.waist, t.hips, t.shoes, t.hair, t.eyes";

export class TalentStore {
  constructor(
    private readonly db: Db,
    private readonly mediaUrl: MediaUrl,
  ) {}

  private categoriesOf(ids: number[]): Map<number, { id: number; name: string }[]> {
    const byTalent = new Map<number, { id: number; name: string }[]>();
    if (ids.length === 0) return byTalent;
    const rows = this.db
      .prepare(
        `SELECT tc.talent_id, c.id, c.name FROM talent_categories tc JOIN categories c ON c.id = tc.category_id
         WHERE tc.talent_id IN (SELECT value FROM json_each(?)) ORDER BY c.id`,
      )
      .all(JSON.stringify(ids)) as { talent_id: number; id: number; name: string }[];
    for (const row of rows) {
      const list = byTalent.get(row.talent_id) ?? [];
      list.push({ id: row.id, name: row.name });
      byTalent.set(row.talent_id, list);
    }
    return byTalent;
  }

  private present(row: TalentRow, categories: { id: number; name: string }[]) {
    return {
      ...row,
      cover: this.mediaUrl(row.cover),
      cover_web: this.mediaUrl(row.cover_web),
      cover_web_secondary: this.mediaUrl(row.cover_web_secondary),
      categories,
    };
  }

  list(filters: TalentFilters, perPage: number, page: number) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filters.gender) {
      where.push("t.gender = ?");
      params.push(filters.gender);
    }
    if (filters.category !== undefined) {
      where.push("EXISTS (SELECT 1 FROM talent_categories tc WHERE tc.talent_id = t.id AND tc.category_id = ?)");
      params.push(filters.category);
    }
    if (filters.name) {
      where.push("t.name LIKE ? ESCAPE '\\'");
      params.push(`%${filters.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM talents t ${clause}`).get(...params) as { n: number }).n;
    const rows = this.db
      .prepare(`SELECT ${columns} FROM talents t ${clause} ORDER BY t.position, t.name LIMIT ? OFFSET ?`)
      .all(...params, perPage, (page - 1) * perPage) as TalentRow[];
    const categories = this.categoriesOf(rows.map((r) => r.id));
    return {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      data: rows.map((row) => this.present(row, categories.get(row.id) ?? [])),
    };
  }

  profile(id: number, albumIds: number[]) {
    const row = this.db.prepare(`SELECT ${columns} FROM talents t WHERE t.id = ?`).get(id) as TalentRow | undefined;
    if (!row) return undefined;
    const albums = this.db
      .prepare("SELECT id, name FROM albums WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id")
      .all(JSON.stringify(albumIds)) as { id: number; name: string }[];
    const items = this.db
      .prepare(
        `SELECT id, album_id, type, file, width, height, url, provider FROM album_items
         WHERE talent_id = ? AND album_id IN (SELECT value FROM json_each(?)) ORDER BY position, id`,
      )
      .all(id, JSON.stringify(albumIds)) as ItemRow[];
    return {
      ...this.present(row, this.categoriesOf([id]).get(id) ?? []),
      albums: albums.map((album) => ({
        ...album,
        items: items
          .filter((item) => item.album_id === album.id)
          .map((item) => ({
            id: item.id,
            type: item.type,
            // Provider videos keep their id in `file`; everything else is a stored media path.
            file: item.provider ? item.file : (this.mediaUrl(item.file) ?? ""),
            width: item.width,
            height: item.height,
            url: item.url ? this.mediaUrl(item.url) : null,
            provider: item.provider,
          })),
      })),
    };
  }

  attributes() {
    return {
      categories: this.db.prepare("SELECT id, name FROM categories ORDER BY id").all(),
      hair: this.db.prepare("SELECT id, value FROM hair ORDER BY value").all(),
      eyes: this.db.prepare("SELECT id, value FROM eyes ORDER BY value").all(),
    };
  }
}
