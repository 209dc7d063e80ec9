import {
  array,
  assign,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  union,
  type Infer,
} from "superstruct";
import { cityKeys } from "./vocabulary.js";
import { galleryTypes, isImageGallery, type ImageGalleryType, type VideoGalleryType } from "./galleries.js";

/**
 * The site API: JSON shaped for the screens, served by the site server and
 * validated again in the browser. Image fields hold a media key (`host/path`)
 * that `lib/media` turns into a sized `/media/...` URL.
 */

const id = integer();
const text = nullable(string());
export const MediaKey = string();

export const Gender = nullable(enums(["man", "woman"]));
export type Gender = Infer<typeof Gender>;

export const TalentCard = object({
  id,
  name: string(),
  slug: string(),
  gender: Gender,
  curves: boolean(),
  cover: nullable(MediaKey),
});
export type TalentCard = Infer<typeof TalentCard>;

export const TalentList = object({ talents: array(TalentCard) });
export type TalentList = Infer<typeof TalentList>;

export const Measures = object({
  height: text,
  bust: text,
  waist: text,
  hips: text,
  shoes: text,
  hair: text,
  eyes: text,
});
export type Measures = Infer<typeof Measures>;

export const ImageItem = object({ kind: literal("image"), src: MediaKey, width: number(), height: number() });
export type ImageItem = Infer<typeof ImageItem>;

export const FileVideo = object({
  kind: literal("video"),
  source: literal("file"),
  /** Media key of the video file, streamed through `/media/video/...`. */
  src: MediaKey,
  poster: nullable(MediaKey),
  width: nullable(number()),
  height: nullable(number()),
});
export const EmbeddedVideo = object({ kind: literal("video"), source: enums(["youtube", "vimeo"]), id: string() });
export const VideoItem = union([FileVideo, EmbeddedVideo]);
export type VideoItem = Infer<typeof VideoItem>;

export { galleryTypes, type GalleryType } from "./galleries.js";

/** One value for each gallery type, made by its kind: the shape of a profile's galleries. */
export type ByGallery<I, V> = { [K in ImageGalleryType]: I } & { [K in VideoGalleryType]: V };
export function byGallery<I, V>(image: (type: ImageGalleryType) => I, video: (type: VideoGalleryType) => V): ByGallery<I, V> {
  const entries = galleryTypes.map((type) => [type, isImageGallery(type) ? image(type) : video(type)]);
  // Built from every key of the galleries table, each by its kind: exactly the mapped type.
  return Object.fromEntries(entries) as ByGallery<I, V>;
}

export const Galleries = object(
  byGallery(
    () => array(ImageItem),
    () => array(VideoItem),
  ),
);
export type Galleries = Infer<typeof Galleries>;

/** A talent's card and the rest of the profile. */
export const TalentProfile = assign(
  TalentCard,
  object({
    instagram: text,
    tiktok: text,
    measures: Measures,
    galleries: Galleries,
  }),
);
export type TalentProfile = Infer<typeof TalentProfile>;

export const PostCard = object({
  id,
  slug: string(),
  title: string(),
  subtitle: text,
  cover: nullable(MediaKey),
});
export type PostCard = Infer<typeof PostCard>;

/** `GET /api/posts/all`: every post, for the home page's marquee. */
export const PostList = object({ posts: array(PostCard) });
export type PostList = Infer<typeof PostList>;

export const PostPage = object({ posts: array(PostCard), page: integer(), lastPage: integer(), total: integer() });
export type PostPage = Infer<typeof PostPage>;

/** A post's card and the rest of the post. */
export const Post = assign(
  PostCard,
  object({
    description: text,
    /** CMS HTML with image sources already pointing at /media; sanitise before rendering. */
    content: string(),
    publishedAt: text,
  }),
);
export type Post = Infer<typeof Post>;

export const SizedImage = object({ src: MediaKey, width: nullable(number()), height: nullable(number()) });

export const ImageSlide = object({
  id,
  kind: literal("image"),
  description: text,
  desktop: SizedImage,
  mobile: nullable(SizedImage),
});
export const VideoSlide = object({
  id,
  kind: literal("video"),
  description: text,
  source: enums(["file", "youtube", "vimeo"]),
  /** Media key of the file for `file`, the provider's video id otherwise. */
  src: string(),
  poster: nullable(MediaKey),
});
export const Slide = union([ImageSlide, VideoSlide]);
export type Slide = Infer<typeof Slide>;
export const Slides = object({ slides: array(Slide) });
export type Slides = Infer<typeof Slides>;

export const Person = object({ id, name: string(), role: text, email: text, phone: text });
export type Person = Infer<typeof Person>;

export const City = object({ key: enums(cityKeys), address: text, phone: text, people: array(Person) });
export type City = Infer<typeof City>;
export const Staff = object({ cities: array(City), general: array(Person) });
export type Staff = Infer<typeof Staff>;

export const About = object({ text: string(), image: nullable(MediaKey) });
export type About = Infer<typeof About>;

export const SocialLink = object({ key: string(), url: string() });
export const Social = object({ links: array(SocialLink) });
export type Social = Infer<typeof Social>;

export const Option = object({ id, value: string() });
export type Option = Infer<typeof Option>;
export const Options = object({
  states: array(object({ id, value: string(), uf: optional(string()) })),
  hair: array(Option),
  eyes: array(Option),
});
export type Options = Infer<typeof Options>;
export const Cities = object({ cities: array(Option) });
export type Cities = Infer<typeof Cities>;

/** Every error the site API answers. */
export const ApiError = object({ error: string(), message: string(), fields: optional(record(string(), string())) });
export type ApiError = Infer<typeof ApiError>;

/**
 * Every answer the browser reads, by name. The browser validates what it
 * fetches against these in a chunk of its own (lib/validate-answer), loaded
 * beside the fetch: pages name an answer by its key and import only its type,
 * so no page's first load carries the schemas.
 */
export const siteApiAnswers = { TalentList, TalentProfile, PostList, PostPage, Post, Slides, Staff, About, Social, Options, Cities } as const;
export type SiteApiName = keyof typeof siteApiAnswers;
export type SiteApiAnswer<N extends SiteApiName> = Infer<(typeof siteApiAnswers)[N]>;
