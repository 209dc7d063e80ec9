import type { RouteMatch } from "./routes.js";

/** Site API paths the browser reads, named once for the pages and for the server's preloads. */
export const apiPaths = {
  homeSlides: "/api/slides/home",
  allPosts: "/api/posts/all",
  postPage: (page: number) => `/api/posts?page=${page}`,
  post: (id: number) => `/api/posts/${id}`,
  about: "/api/about",
  staff: "/api/staff",
  social: "/api/social",
  options: "/api/options",
} as const;

/**
 * The answers a page needs before it can show its main content. The server
 * preloads them with the page's HTML, so they arrive while the app's code does.
 */
export function firstDataOf(match: RouteMatch): string[] {
  switch (match.name) {
    case "home":
      return [apiPaths.homeSlides];
    case "gallery":
      return [apiPaths.postPage(1)];
    case "galleryItemDetails":
      return [apiPaths.post(match.params.id)];
    case "about":
      return [apiPaths.about];
    case "contact":
      return [apiPaths.staff];
    default:
      return [];
  }
}
