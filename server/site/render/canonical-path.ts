import { apiPaths } from "../../../src/contract/api-paths.js";
import type { Post, TalentProfile } from "../../../src/contract/site-api.js";
import { pathFor, type RouteMatch } from "../../../src/lib/routes.js";

/**
 * Where a talent's or a post's page lives when the address names it otherwise:
 * `/modelos/1001` without the name, or a name it no longer has. The server
 * redirects there, rather than have the page rewrite its own address as it
 * hydrates: that rewrite renders the page again, and the parts whose code
 * comes later would drop their server HTML for a stand-in.
 *
 * Read from the answers the page is made from; undefined when the address is
 * already the page's own.
 */
export function canonicalPath(match: RouteMatch, answers: Readonly<Record<string, object>>): string | undefined {
  if (match.name === "talent") {
    const profile = answers[apiPaths.profile(match.params.id)] as TalentProfile | undefined;
    if (profile && match.params.name !== profile.slug) return pathFor("talent", { id: profile.id, name: profile.slug }, match.locale);
  } else if (match.name === "galleryItemDetails") {
    const post = answers[apiPaths.post(match.params.id)] as Post | undefined;
    if (post && match.params.slug !== post.slug) return pathFor("galleryItemDetails", { id: post.id, slug: post.slug }, match.locale);
  }
  return undefined;
}
