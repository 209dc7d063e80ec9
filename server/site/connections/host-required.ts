import type { FastifyInstance } from "fastify";
import { sendError } from "../../shared/errors.js";
import { healthPaths } from "../routes/health.js";

/**
 * Every request must name the host it is for: HTTP/1.1 requires the header, and
 * without PUBLIC_URL the site writes its own links (canonical addresses, the
 * sitemap, link previews) from it, which would otherwise read `http:///`. Node's
 * own check (turned off in server-options) answers HTTP/1.1 alone, with an empty
 * 400; this one answers either version in the API's error shape, and closes.
 * The health probes are spared: a load balancer's may send HTTP/1.0 without one.
 */
export function requireHostHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.headers.host || healthPaths.has(request.routeOptions.url ?? "")) return;
    await sendError(reply.header("connection", "close").header("cache-control", "no-store"), 400, "invalid_request", "The request has no Host header.");
  });
}
