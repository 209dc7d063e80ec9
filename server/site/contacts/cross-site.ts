import type { FastifyRequest } from "fastify";

/**
 * Whether a form post came from a page of another site. Such a post would
 * send another site's text as this visitor's message (from the visitor's
 * address, past the per-address limits) or show it in our form as theirs.
 *
 * Browsers say where a request comes from in `Sec-Fetch-Site` (to https
 * sites and localhost): only `same-origin`, and `none` (the visitor's own
 * action, never a form), are taken. Our pages send no referrer, so their posts
 * carry `Origin: null`, which tells nothing: a browser that sends no
 * `Sec-Fetch-Site` is judged only by an `Origin` that names a host, against
 * the site's public address and the request's host. Such a browser's post
 * from a page that also hides its origin (`Origin: null`) cannot be told
 * apart, and is taken.
 */
export function isCrossSitePost(request: FastifyRequest, publicUrl: URL | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (origin === undefined || origin === "null") return false;
  try {
    // Through URL both ways: a default port is written in neither.
    const from = new URL(origin).host;
    return from !== new URL(`${request.protocol}://${request.host}`).host && from !== publicUrl?.host;
  } catch {
    return true;
  }
}
