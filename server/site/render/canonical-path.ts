import { pathFor, type RouteMatch } from "../../../src/lib/routes.js";
import type { SiteContent } from "../content.js";

/**
 * Where a talent's or a post's page lives when the address names it otherwise:
 * `/modelos/1001` without the name, or a name it no longer has. The server
 * redirects there, rather than have the page rewrite its own address as it
 * hydrates: that rewrite renders the page again, and the parts whose code
 * comes later would drop their server HTML for a stand-in.
 *
 * Undefined when the address is already the page's own, and when the talent
 * or post cannot be loaded: the page itself then answers 404 or 503.
 */
export async function canonicalPath(content: SiteContent, match: RouteMatch): Promise<string | undefined> {
  try {
    if (match.name === "talent") {
      const { id, slug } = await content.profile(match.params.id);
      return match.params.name === slug ? undefined : pathFor("talent", { id, name: slug }, match.locale);
    }
    if (match.name === "galleryItemDetails") {
      const { id, slug } = await content.post(match.params.id);
      return match.params.slug === slug ? undefined : pathFor("galleryItemDetails", { id, slug }, match.locale);
    }
  } catch {
    return undefined;
  }
  return undefined;
}
