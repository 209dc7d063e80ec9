import { apiPaths } from "../../../src/contract/api-paths.js";
import type { Post, PostPage, TalentProfile } from "../../../src/contract/site-api.js";
import { galleryPageParam, galleryPagesOf } from "../../../src/lib/gallery-pages.js";
import { pathFor, type RouteMatch } from "../../../src/lib/routes.js";
import type { PageMoved } from "./server-pages.js";

/**
 * Where a talent's or a post's page lives when the address names it otherwise:
 * `/modelos/1001` without the name, or a name it no longer has. The server
 * redirects there, rather than have the page rewrite its own address as it
 * hydrates: that rewrite renders the page again, and the parts whose code
 * comes later would drop their server HTML for a stand-in.
 *
 * The gallery list asked for more pages than there are (`?pagina=99`) is
 * its last page's address for now: the list ends there, instead of showing
 * no posts. Its first answer says where the list ends.
 *
 * Read from the answers the page is made from; undefined when the address is
 * already the page's own. The query (`search`, without "?") is kept, but for the gallery's page number.
 */
export function canonicalAddress(match: RouteMatch, search: string, answers: Readonly<Record<string, object>>): PageMoved | undefined {
  const query = search ? `?${search}` : "";
  if (match.name === "talent") {
    const profile = answers[apiPaths.profile(match.params.id)] as TalentProfile | undefined;
    if (profile && match.params.name !== profile.slug) return { movedTo: pathFor("talent", { id: profile.id, name: profile.slug }, match.locale) + query, permanent: true };
  } else if (match.name === "galleryItemDetails") {
    const post = answers[apiPaths.post(match.params.id)] as Post | undefined;
    if (post && match.params.slug !== post.slug) return { movedTo: pathFor("galleryItemDetails", { id: post.id, slug: post.slug }, match.locale) + query, permanent: true };
  } else if (match.name === "gallery") {
    const pages = galleryPagesOf(new URLSearchParams(search));
    const first = answers[apiPaths.postPage(pages[0] ?? 1)] as PostPage | undefined;
    const asked = pages.at(-1) ?? 1;
    if (first && asked > Math.max(1, first.lastPage)) {
      // For now: the page may exist once more posts are published.
      return { movedTo: pathFor("gallery", {}, match.locale) + (first.lastPage > 1 ? `?${galleryPageParam}=${first.lastPage}` : ""), permanent: false };
    }
  }
  return undefined;
}
