import type { ImageGalleryType } from "./galleries.js";

/**
 * Every path of the site API, built in one place for the pages, the service
 * worker and the server. The server registers its routes from the same
 * builders, given the route's `:name` placeholders instead of values.
 */
export const apiPrefix = "/api";

/** A path's parameter: a value, or the `:name` placeholder of the route that answers it. */
type Param<T> = T | `:${string}`;

export const apiPaths = {
  talents: "/api/talents",
  profile: (id: Param<number>) => `/api/talents/${id}`,
  /** One talent's gallery PDF (GET, so it also works as a plain download link). */
  talentPdf: (id: Param<number>, type: Param<ImageGalleryType>) => `/api/talents/${id}/pdf/${type}`,
  selectionPdf: "/api/selection/pdf",
  slides: (type: Param<string>) => `/api/slides/${type}`,
  homeSlides: "/api/slides/home",
  posts: "/api/posts",
  postPage: (page: Param<number>) => `/api/posts?page=${page}`,
  allPosts: "/api/posts/all",
  post: (id: Param<number>) => `/api/posts/${id}`,
  about: "/api/about",
  staff: "/api/staff",
  social: "/api/social",
  options: "/api/options",
  cities: (stateId: Param<number>) => `/api/options/states/${stateId}/cities`,
  applications: "/api/applications",
  contacts: "/api/contacts",
} as const;

/**
 * The paths a route stands for, from its template (a builder given `:name`
 * placeholders): each placeholder captures what `segments` says for its name,
 * or one path segment.
 */
export function pathPattern(template: string, segments: Readonly<Record<string, string>> = {}): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/:(\w+)/g, (_, name: string) => `(${segments[name] ?? "[^/?]+"})`)}$`);
}
