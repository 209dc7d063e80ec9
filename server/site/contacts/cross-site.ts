import type { FastifyRequest } from "fastify";

/**
 * Whether a form post came from a page of another site. Such a post would
 * send another site's text as this visitor's message (from the visitor's
 * address, past the per-address limits) or show it in our form as theirs.
 *
 * Browsers say where a request comes from in `Sec-Fetch-Site`. Our pages send
 * no referrer, so their posts carry `Origin: null`, which tells nothing: a
 * browser too old to send `Sec-Fetch-Site` is judged only by an `Origin` that
 * names a host, against the site's public address or the request's host.
 */
export function isCrossSitePost(request: FastifyRequest, publicUrl: URL | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (origin === undefined || origin === "null") return false;
  try {
    // Through URL both ways: a default port is written in neither.
    return new URL(origin).host !== (publicUrl ?? new URL(`${request.protocol}://${request.host}`)).host;
  } catch {
    return true;
  }
}
