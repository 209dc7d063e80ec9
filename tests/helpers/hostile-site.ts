import path from "node:path";
import Database from "better-sqlite3";
import { platformPaths } from "../../server/platform/platform.js";
import type { PostCard, TalentCard, TalentList } from "../../src/contract/site-api.js";
import { buildTestSite, type TestSite } from "./site.js";

export interface HostileSite {
  site: TestSite;
  cards: TalentCard[];
  posts: PostCard[];
  /** The post whose title is `title`. */
  hostilePost: PostCard;
  /** The talent whose name is `name`. */
  hostileTalent: TalentCard;
}

/**
 * A test site on the built app whose platform holds content that tries to break
 * out of the page's scripts and markup: one post titled `title` and one talent
 * named `name`, the `skip`-th of each (newest post, lowest talent id).
 */
export async function buildHostileSite({ title, name, skip = 0 }: { title: string; name: string; skip?: number }): Promise<HostileSite> {
  const site = await buildTestSite({ distDir: path.resolve("dist") });
  const db = new Database(platformPaths(site.dataDir).database);
  const post = db.prepare("SELECT id FROM posts ORDER BY published_at DESC, id DESC LIMIT 1 OFFSET ?").get(skip) as { id: number };
  db.prepare("UPDATE posts SET title = ? WHERE id = ?").run(title, post.id);
  const talent = db.prepare("SELECT id FROM talents ORDER BY id LIMIT 1 OFFSET ?").get(skip) as { id: number };
  db.prepare("UPDATE talents SET name = ? WHERE id = ?").run(name, talent.id);
  db.close();
  const cards = (await site.app.inject({ url: "/api/talents" })).json<TalentList>().talents;
  const posts = (await site.app.inject({ url: "/api/posts/all" })).json<{ posts: PostCard[] }>().posts;
  return {
    site,
    cards,
    posts,
    hostilePost: posts.find((p) => p.id === post.id) as PostCard,
    hostileTalent: cards.find((c) => c.id === talent.id) as TalentCard,
  };
}
