import type { Db } from "../db.js";
import type { MediaUrl } from "./media-url.js";

interface PostRow {
  id: number;
  slug: string;
  cover: string | null;
  title: string;
  subtitle: string | null;
  description: string | null;
  content: string;
  published_at: string;
}

interface SlideRow {
  id: number;
  kind: "image" | "video";
  description: string | null;
  url_desktop: string | null;
  url_mobile: string | null;
  video_provider: string | null;
  video_id: string | null;
  width: number | null;
  height: number | null;
}

/** Read side of the panel backend: CMS posts, slides, staff, about text and social links. */
export class PanelStore {
  constructor(
    private readonly db: Db,
    private readonly mediaUrl: MediaUrl,
  ) {}

  private presentPost(row: PostRow) {
    return { ...row, cover: this.mediaUrl(row.cover) };
  }

  posts(type: string, perPage: number, page: number) {
    const total = (this.db.prepare("SELECT COUNT(*) AS n FROM posts WHERE type = ?").get(type) as { n: number }).n;
    const rows = this.db
      .prepare("SELECT * FROM posts WHERE type = ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?")
      .all(type, perPage, (page - 1) * perPage) as PostRow[];
    return {
      data: rows.map((row) => this.presentPost(row)),
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
    };
  }

  post(type: string, id: number) {
    const row = this.db.prepare("SELECT * FROM posts WHERE type = ? AND id = ?").get(type, id) as PostRow | undefined;
    return row ? this.presentPost(row) : undefined;
  }

  slides(type: string) {
    const rows = this.db.prepare("SELECT * FROM slides WHERE type = ? ORDER BY position, id").all(type) as SlideRow[];
    return rows.map((row) => ({
      id: row.id,
      type: row.kind,
      description: row.description,
      url: { desktop: this.mediaUrl(row.url_desktop), mobile: this.mediaUrl(row.url_mobile) },
      video_provider: row.video_provider,
      video_id: row.video_id,
      width: row.width,
      height: row.height,
    }));
  }

  staff() {
    return this.db
      .prepare("SELECT id, city, kind, name, role, email, phone, address FROM staff ORDER BY city, position, id")
      .all();
  }

  about() {
    const rows = this.db.prepare("SELECT id, text, image FROM about_content ORDER BY id").all() as {
      id: number;
      text: string;
      image: string | null;
    }[];
    return rows.map((row) => ({ ...row, image: this.mediaUrl(row.image) }));
  }

  socialMedia() {
    return this.db.prepare("SELECT key, link FROM social_media ORDER BY id").all();
  }
}
