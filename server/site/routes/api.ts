import type { FastifyInstance } from "fastify";
import { superstructCompiler } from "../../shared/superstruct-validator.js";
import { jsonBody } from "../bodies.js";
import type { SiteContent } from "../content.js";
import type { EncodedBodies } from "../encoded-bodies.js";
import { answerRoutes } from "../render/api-answers.js";

/** Screen data may be a minute old in any cache, and a stale copy is fine while it revalidates. */
export const apiCacheControl = "public, max-age=60, stale-while-revalidate=600";

/**
 * The site API the browser calls: JSON shaped for each screen, one route per
 * entry of the answer table. Params and queries are checked with the
 * contract's schemas (src/contract/site-requests); a refusal is a 400 with
 * the fields at fault. Every answer carries Cache-Control, and an ETag for
 * revalidation. Answers are the content cache's objects, so each is
 * serialised and compressed once per version.
 */
export function apiRoutes(app: FastifyInstance, content: SiteContent, bodies: EncodedBodies): void {
  app.register(async (api) => {
    api.setValidatorCompiler(superstructCompiler);
    api.addHook("onSend", async (_request, reply, payload) => {
      if (!reply.hasHeader("cache-control")) {
        reply.header("cache-control", reply.statusCode < 400 ? apiCacheControl : "no-store");
      }
      return payload;
    });
    for (const entry of answerRoutes) {
      const schema = { ...(entry.params ? { params: entry.params } : {}), ...(entry.query ? { querystring: entry.query } : {}) };
      api.get(entry.path, { schema }, async (request, reply) => {
        // Only the parts a schema made: a stray `?id=` must not stand in for the path's id.
        const input = { ...(entry.params ? (request.params as object) : {}), ...(entry.query ? (request.query as object) : {}) };
        return bodies.send(request, reply, jsonBody(await entry.make(content, input)));
      });
    }
  });
}
