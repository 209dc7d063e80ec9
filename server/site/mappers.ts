import { isImageGallery, profileAlbumId } from "../../src/contract/galleries.js";
import { byGallery } from "../../src/contract/site-api.js";
import type * as Site from "../../src/contract/site-api.js";
import { mediaUrl } from "../../src/lib/media.js";
import { slugify } from "../../src/lib/slug.js";
import type * as Platform from "../upstream/schemas.js";
import type { MediaKeys } from "./media-keys.js";

/** Category id of the curves board. */
export const curvesCategoryId = 2574;

// The platform sends an image's size with each album item; an item without one is
// laid out as the usual 2:3 portrait rather than dropped.
const fallbackSize = { width: 1200, height: 1800 };

const imageFile = /\.(?:jpe?g|png|webp|avif|gif)$/i;

const gender = (value: string | null | undefined): Site.Gender => (value === "man" || value === "woman" ? value : null);

/** Platform → site shapes: only the fields a screen shows, images as media keys. */
export class Mappers {
  constructor(private readonly keys: MediaKeys) {}

  card(talent: Platform.TalentSummary): Site.TalentCard {
    return {
      id: talent.id,
      name: talent.name,
      slug: slugify(talent.name),
      gender: gender(talent.gender),
      curves: (talent.categories ?? []).some((c) => c.id === curvesCategoryId),
      cover: this.keys.toKey(talent.cover_web) ?? this.keys.toKey(talent.cover),
    };
  }

  private image(item: Platform.AlbumItem): Site.ImageItem | null {
    const src = this.keys.toKey(item.file);
    if (!src) return null;
    const known = item.width && item.height ? { width: item.width, height: item.height } : fallbackSize;
    return { kind: "image", src, ...known };
  }

  private video(item: Platform.AlbumItem): Site.VideoItem | null {
    if (item.provider) return { kind: "video", source: item.provider, id: item.file };
    const src = this.keys.toKey(item.url ?? item.file);
    if (!src) return null;
    // With a url, `file` is the poster still of the video.
    const poster = item.url ? this.keys.toKey(item.file) : null;
    return { kind: "video", source: "file", src, poster, width: item.width ?? null, height: item.height ?? null };
  }

  profile(talent: Platform.TalentProfile): Site.TalentProfile {
    const galleries: Site.Galleries = byGallery<Site.ImageItem[], Site.VideoItem[]>(
      () => [],
      () => [],
    );
    const album = talent.albums.find((a) => a.id === profileAlbumId);
    for (const item of album?.items ?? []) {
      const type = item.type;
      if (isImageGallery(type)) {
        const image = this.image(item);
        if (image) galleries[type].push(image);
      } else {
        const video = this.video(item);
        if (video) galleries[type].push(video);
      }
    }
    return {
      ...this.card(talent),
      instagram: talent.instagram ?? null,
      tiktok: talent.tiktok ?? null,
      measures: {
        height: talent.height ?? null,
        bust: talent.bust ?? null,
        waist: talent.waist ?? null,
        hips: talent.hips ?? null,
        shoes: talent.shoes ?? null,
        hair: talent.hair ?? null,
        eyes: talent.eyes ?? null,
      },
      galleries,
    };
  }

  postCard(post: Platform.Post): Site.PostCard {
    return { id: post.id, slug: post.slug || slugify(post.title), title: post.title, subtitle: post.subtitle ?? null, cover: this.keys.toKey(post.cover) };
  }

  post(post: Platform.Post): Site.Post {
    return {
      ...this.postCard(post),
      description: post.description ?? null,
      content: this.rewriteImages(post.content ?? ""),
      publishedAt: post.published_at ?? null,
    };
  }

  /**
   * Points CMS image sources at `/media`, so the browser never calls the platform.
   * Images of hosts that are not allowed are left as they are; the browser's CSP
   * (img-src 'self') keeps them from loading.
   */
  rewriteImages(html: string): string {
    return html.replace(/(<img\b[^>]*?\ssrc\s*=\s*)(["'])(.*?)\2/gi, (whole, head: string, quote: string, src: string) => {
      const key = this.keys.toKey(src.replace(/&amp;/g, "&"));
      return key ? `${head}${quote}${mediaUrl(key, 1280)}${quote}` : whole;
    });
  }

  slide(slide: Platform.Slide, index: number): Site.Slide | null {
    const id = slide.id ?? index + 1;
    const description = slide.description ?? null;
    if (slide.type === "video") {
      if (slide.video_provider && slide.video_id) {
        return { id, kind: "video", description, source: slide.video_provider, src: slide.video_id, poster: null };
      }
      const src = this.keys.toKey(slide.url.desktop);
      // The mobile URL of a video slide is its poster when it names an image (platforms often repeat the video there).
      const mobile = this.keys.toKey(slide.url.mobile);
      const poster = mobile && mobile !== src && imageFile.test(mobile) ? mobile : null;
      return src ? { id, kind: "video", description, source: "file", src, poster } : null;
    }
    const desktop = this.keys.toKey(slide.url.desktop);
    if (!desktop) return null;
    const mobile = this.keys.toKey(slide.url.mobile);
    return {
      id,
      kind: "image",
      description,
      desktop: { src: desktop, width: slide.width ?? null, height: slide.height ?? null },
      mobile: mobile ? { src: mobile, width: null, height: null } : null,
    };
  }

  staff(entries: Platform.StaffEntry[]): Site.Staff {
    const person = (entry: Platform.StaffEntry): Site.Person => ({
      id: entry.id,
      name: entry.name ?? "",
      role: entry.role ?? null,
      email: entry.email ?? null,
      phone: entry.phone ?? null,
    });
    const cities = (["rio_de_janeiro", "sao_paulo"] as const).map((key) => {
      const own = entries.filter((e) => e.city === key);
      const address = own.find((e) => e.kind === "address");
      return {
        key,
        address: address?.address ?? null,
        phone: address?.phone ?? null,
        people: own.filter((e) => e.kind === "person" && e.name).map(person),
      };
    });
    return { cities, general: entries.filter((e) => e.city === "general" && e.kind === "person" && e.name).map(person) };
  }

  about(list: { text: string; image?: string | null }[]): Site.About {
    const first = list[0];
    return { text: this.rewriteImages(first?.text ?? ""), image: this.keys.toKey(first?.image) };
  }
}
