import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import {
  cardImageSizes,
  cardImageSources,
  desktopSlideQuery,
  desktopSlideShape,
  desktopSlideSources,
  galleryPhotoSources,
  mobileSlideQuery,
  mobileSlideShape,
  mobileSlideSources,
  slideSizes,
} from "../../../src/lib/lcp-images.js";
import { locales, switchLocale, type Locale, type RouteMatch } from "../../../src/lib/routes.js";
import { canonicalQuery, fullTitle, noIndexRoutes, pageSeo, seoOf, talentSeoValues } from "../../../src/lib/seo.js";
import { previewImageWidth } from "../../../src/contract/media.js";
import { mediaUrl } from "../../../src/lib/media.js";
import { galleryTypes, type Galleries } from "../../../src/contract/site-api.js";
import { openGallery } from "../../../src/contract/galleries.js";
import { isUpstreamError } from "../../upstream/errors.js";
import type { SiteContent } from "../content.js";
import type { HeadData, ImagePreload } from "./head.js";
import { articleLd, organizationLd, personLd, type JsonLd } from "./structured-data.js";
import type { Translations } from "./translations.js";

/** The menu's name for its language buttons (t`Idioma`, an id made from its text), for the links that stand in for them. */
const languagesLabel = { id: generateMessageId("Idioma"), message: "Idioma" };

export interface ShellPage {
  status: 200 | 404;
  head: HeadData;
}


/**
 * Decides the status and the head of a navigation: the route table says
 * whether the page exists; for a talent or a post, the platform says whether
 * that id exists, and gives the name, title and cover for the preview.
 */
export class PageHeads {
  constructor(
    private readonly content: SiteContent,
    private readonly translations: Translations,
  ) {}

  private text(locale: Locale, descriptor: { id: string; message?: string }, values?: Record<string, string>): string {
    return this.translations[locale]._(descriptor.id, values, { message: descriptor.message });
  }

  notFound(locale: Locale): ShellPage {
    const seo = pageSeo.notFound;
    return {
      status: 404,
      head: {
        locale,
        title: fullTitle(this.text(locale, seo.title), "notFound"),
        description: this.text(locale, seo.description),
        type: "website",
        noindex: true,
      },
    };
  }

  async page(match: RouteMatch, origin: string, search = ""): Promise<ShellPage> {
    const params = new URLSearchParams(search);
    const seo = seoOf(match.name, params);
    let values: Record<string, string> | undefined;
    let image: HeadData["image"];
    let type: HeadData["type"] = "website";
    let canonicalMatch = match;
    let preloads: ImagePreload[] | undefined;
    let describe: ((url: string) => JsonLd) | undefined;
    try {
      if (match.name === "talent") {
        const talent = await this.content.profile(match.params.id);
        describe = (url) => personLd(origin, url, talent);
        values = talentSeoValues(talent, (descriptor, messageValues) => this.text(match.locale, descriptor, messageValues));
        type = "profile";
        canonicalMatch = { ...match, params: { id: talent.id, name: talent.slug } };
        const cover = talent.cover ?? talent.galleries.book[0]?.src ?? null;
        if (cover) image = { url: `${origin}${mediaUrl(cover, previewImageWidth)}`, alt: talent.name };
        preloads = firstPhotoPreload(talent.galleries, params);
      } else if (match.name === "galleryItemDetails") {
        const post = await this.content.post(match.params.id);
        describe = (url) => articleLd(origin, url, post);
        values = { title: post.title, subtitle: post.subtitle ?? post.description ?? "" };
        type = "article";
        canonicalMatch = { ...match, params: { id: post.id, slug: post.slug } };
        if (post.cover) image = { url: `${origin}${mediaUrl(post.cover, previewImageWidth)}`, alt: post.title };
      }
    } catch (error) {
      if (isUpstreamError(error, "not_found")) return this.notFound(match.locale);
      // The platform is down: the page still loads (the app shows its own error); the preview stays generic.
      if (match.name === "talent" || match.name === "galleryItemDetails") {
        const list = match.name === "talent" ? pageSeo.talents : pageSeo.gallery;
        return this.generic(match, origin, list.title, list.description);
      }
      throw error;
    }
    const query = canonicalQuery(match.name, params);
    const alternates = Object.fromEntries(locales.map((l) => [l, origin + switchLocale(canonicalMatch, l) + query])) as Record<Locale, string>;
    if (match.name === "home") preloads = await this.homePreloads();
    else if (match.name === "gallery") preloads = await this.galleryPreloads();
    const canonical = alternates[match.locale];
    const structuredData = describe ? [describe(canonical)] : match.name === "home" || match.name === "contact" ? await this.agencyData(origin) : undefined;
    return {
      status: 200,
      head: {
        preloads,
        structuredData,
        locale: match.locale,
        title: fullTitle(this.text(match.locale, seo.title, values), match.name),
        description: this.text(match.locale, seo.description, values),
        canonical,
        alternates,
        languagesLabel: this.text(match.locale, languagesLabel),
        image,
        type,
        noindex: noIndexRoutes.has(match.name),
      },
    };
  }

  /**
   * The home's first slide is its largest paint: preloaded with the srcset the
   * page's <picture> uses, one link per variant (only the matching one loads).
   */
  private async homePreloads(): Promise<ImagePreload[] | undefined> {
    let first;
    try {
      first = (await this.content.slides("home")).slides[0];
    } catch {
      return undefined; // the platform is down: the page shows its own error
    }
    if (first?.kind !== "image") return undefined;
    const desktop = { ...desktopSlideSources(first.desktop.src), sizes: slideSizes(first.desktop, desktopSlideShape) };
    if (!first.mobile) return [{ href: desktop.src, srcSet: desktop.srcSet, sizes: desktop.sizes }];
    const mobile = mobileSlideSources(first.mobile.src);
    return [
      { href: mobile.src, srcSet: mobile.srcSet, sizes: slideSizes(first.mobile, mobileSlideShape), media: mobileSlideQuery },
      { href: desktop.src, srcSet: desktop.srcSet, sizes: desktop.sizes, media: desktopSlideQuery },
    ];
  }

  /** The agency as schema.org describes it, on the home and contact pages; nothing while the platform is down. */
  private async agencyData(origin: string): Promise<JsonLd[] | undefined> {
    try {
      const [staff, social] = await Promise.all([this.content.staff(), this.content.social().catch(() => undefined)]);
      return [organizationLd(origin, staff, social)];
    } catch {
      return undefined;
    }
  }

  /** The gallery's first cover is its largest paint on phones. */
  private async galleryPreloads(): Promise<ImagePreload[] | undefined> {
    let cover;
    try {
      cover = (await this.content.postPage(1)).posts[0]?.cover;
    } catch {
      return undefined;
    }
    if (!cover) return undefined;
    const sources = cardImageSources(cover);
    return [{ href: sources.src, srcSet: sources.srcSet, sizes: cardImageSizes }];
  }

  private generic(match: RouteMatch, origin: string, title: { id: string; message?: string }, description: { id: string; message?: string }): ShellPage {
    const alternates = Object.fromEntries(locales.map((l) => [l, origin + switchLocale(match, l)])) as Record<Locale, string>;
    return {
      status: 200,
      head: {
        locale: match.locale,
        title: fullTitle(this.text(match.locale, title), match.name),
        description: this.text(match.locale, description),
        canonical: alternates[match.locale],
        alternates,
        languagesLabel: this.text(match.locale, languagesLabel),
        type: "website",
        noindex: false,
      },
    };
  }
}

/** A profile's largest paint is the first photo of the gallery it opens on (the open tab); a video tab has none to preload. */
function firstPhotoPreload(galleries: Galleries, search: URLSearchParams): ImagePreload[] | undefined {
  const first = openGallery(galleryTypes.filter((type) => galleries[type].length > 0), search);
  const photo = first && first !== "video" ? galleries[first][0] : undefined;
  if (!photo) return undefined;
  const sources = galleryPhotoSources(photo);
  return [{ href: sources.src, srcSet: sources.srcSet, sizes: sources.sizes }];
}
