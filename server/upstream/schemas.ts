import {
  array,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
  type Infer,
} from "superstruct";
import { galleryTypes } from "../../src/contract/galleries.js";

/**
 * The platform contract as the site server expects to receive it.
 * `type()` tolerates extra fields the real platform may add; `object()` is not
 * used so that a new platform field never breaks the site.
 */

const id = integer();
const text = nullable(string());

export const Category = type({ id, name: optional(string()) });

export const TalentSummary = type({
  id,
  name: string(),
  gender: nullable(optional(enums(["man", "woman", "undefined"]))),
  cover: optional(text),
  cover_web: optional(text),
  cover_web_secondary: optional(text),
  categories: optional(array(Category)),
  instagram: optional(text),
  tiktok: optional(text),
  height: optional(text),
  bust: optional(text),
  waist: optional(text),
  hips: optional(text),
  shoes: optional(text),
  hair: optional(text),
  eyes: optional(text),
});
export type TalentSummary = Infer<typeof TalentSummary>;

export const AlbumItem = type({
  id: optional(id),
  type: enums(galleryTypes),
  file: string(),
  width: optional(nullable(number())),
  height: optional(nullable(number())),
  url: optional(text),
  provider: optional(nullable(enums(["youtube", "vimeo"]))),
});
export type AlbumItem = Infer<typeof AlbumItem>;

export const Album = type({ id, name: optional(string()), items: array(AlbumItem) });

export const TalentProfile = type({
  ...TalentSummary.schema,
  albums: array(Album),
});
export type TalentProfile = Infer<typeof TalentProfile>;

export const TalentListResponse = type({
  data: type({ data: array(TalentSummary), current_page: optional(number()), total: optional(number()) }),
});

export const TalentProfileResponse = type({ data: TalentProfile });

export const OptionItem = type({ id, value: string() });
export type OptionItem = Infer<typeof OptionItem>;

export const TalentAttributesResponse = type({
  data: type({ categories: array(Category), hair: array(OptionItem), eyes: array(OptionItem) }),
});

export const OptionsResponse = type({
  data: type({
    states: optional(array(type({ id, value: string(), uf: optional(string()) }))),
    cities: optional(array(OptionItem)),
    hair: optional(array(OptionItem)),
    eyes: optional(array(OptionItem)),
  }),
});

export const SocialMedia = type({ key: string(), link: string() });
export const SocialMediaResponse = type({ data: array(SocialMedia) });

export const AboutContent = type({ id: optional(id), text: string(), image: optional(text) });
export const AboutContentResponse = type({ data: array(AboutContent) });

export const StaffEntry = type({
  id,
  city: string(),
  kind: enums(["person", "address"]),
  name: optional(text),
  role: optional(text),
  email: optional(text),
  phone: optional(text),
  address: optional(text),
});
export type StaffEntry = Infer<typeof StaffEntry>;
export const StaffResponse = type({ data: array(StaffEntry) });

export const Post = type({
  id,
  slug: string(),
  cover: optional(text),
  title: string(),
  subtitle: optional(text),
  description: optional(text),
  content: optional(string()),
  published_at: optional(string()),
});
export type Post = Infer<typeof Post>;

export const PostPageResponse = type({
  data: array(Post),
  current_page: number(),
  last_page: number(),
  per_page: optional(number()),
  total: number(),
});
export const PostResponse = type({ data: Post });

export const Slide = type({
  id: optional(id),
  type: enums(["image", "video"]),
  description: optional(text),
  url: type({ desktop: text, mobile: optional(text) }),
  video_provider: optional(nullable(enums(["youtube", "vimeo"]))),
  video_id: optional(text),
  width: optional(nullable(number())),
  height: optional(nullable(number())),
});
export type Slide = Infer<typeof Slide>;
export const SlidesResponse = type({ data: array(Slide) });

export const AccessTokenResponse = type({ access_token: string() });

export const PdfResponse = type({ data: string() });

export const CreatedResponse = type({ data: type({ id: union([id, string()]) }) });

export const ErrorBody = object({ error: string(), message: string(), fields: optional(record(string(), string())) });

export const Version2024 = literal("2024");
