import type * as Site from "../../src/contract/site-api.js";
import { perObject } from "../../src/lib/per-object.js";
import type { PlatformClient } from "../upstream/client.js";
import type * as Platform from "../upstream/schemas.js";
import type { UpstreamCache } from "./cache.js";
import type { Mappers } from "./mappers.js";

/** Posts shown on the gallery page and in the home marquee are of this CMS type. */
export const galleryPostType = "new-blog";
/** A gallery page holds 6 posts: the "load more" step. */
export const postsPerPage = 6;
/** The full post load. */
const allPosts = 1000;

/**
 * What the site shows, read through the platform client and its cache and
 * shaped for the screens. The site API, link previews and the sitemap all read here.
 */
export class SiteContent {
  /** Each site profile made from a platform profile, kept as long as that object is cached. */
  private readonly profiles = perObject((platform: Platform.TalentProfile) => this.map.profile(platform));

  constructor(
    private readonly client: PlatformClient,
    private readonly cache: UpstreamCache,
    private readonly map: Mappers,
  ) {}

  talents(): Promise<Site.TalentList> {
    return this.cache.get("talents", async () => ({ talents: (await this.client.talents()).map((t) => this.map.card(t)) }));
  }

  /** Made from the cached platform profile, not cached apart: one entry per talent, refreshed once, with one identity. */
  async profile(id: number): Promise<Site.TalentProfile> {
    return this.profiles(await this.platformProfile(id));
  }

  /** The profile as the platform sends it: the PDF calls echo the talent back to the platform. */
  platformProfile(id: number): Promise<Platform.TalentProfile> {
    return this.cache.get(`talent:${id}:platform`, () => this.client.profile(id));
  }

  postPage(page: number): Promise<Site.PostPage> {
    return this.cache.get(`posts:${page}`, async () => {
      const answer = await this.client.posts(galleryPostType, postsPerPage, page);
      return { posts: answer.data.map((p) => this.map.postCard(p)), page: answer.current_page, lastPage: answer.last_page, total: answer.total };
    });
  }

  async allPosts(): Promise<Site.PostCard[]> {
    return (await this.allPostsDated()).cards;
  }

  /**
   * Every post with the date the platform published it, by id (the sitemap's
   * lastmod). One cache entry, so the cards keep their identity while it lasts.
   */
  allPostsDated(): Promise<{ cards: Site.PostCard[]; publishedAt: Record<number, string | null> }> {
    return this.cache.get("posts:all", async () => {
      const posts = (await this.client.posts(galleryPostType, allPosts)).data;
      return { cards: posts.map((p) => this.map.postCard(p)), publishedAt: Object.fromEntries(posts.map((p) => [p.id, p.published_at ?? null])) };
    });
  }

  post(id: number): Promise<Site.Post> {
    return this.cache.get(`post:${id}`, async () => this.map.post(await this.client.post(galleryPostType, id)));
  }

  slides(type: string): Promise<Site.Slides> {
    return this.cache.get(`slides:${type}`, async () => ({
      slides: (await this.client.slides(type)).map((s, i) => this.map.slide(s, i)).filter((s): s is Site.Slide => s !== null),
    }));
  }

  staff(): Promise<Site.Staff> {
    return this.cache.get("staff", async () => this.map.staff(await this.client.staff()));
  }

  about(): Promise<Site.About> {
    return this.cache.get("about", async () => this.map.about(await this.client.aboutContent()));
  }

  social(): Promise<Site.Social> {
    return this.cache.get("social", async () => ({ links: (await this.client.socialMedia()).map((s) => ({ key: s.key, url: s.link })) }));
  }

  options(): Promise<Site.Options> {
    return this.cache.get("options", () => this.client.options());
  }

  cities(stateId: number): Promise<Site.Cities> {
    return this.cache.get(`cities:${stateId}`, async () => ({ cities: await this.client.cities(stateId) }));
  }
}
