import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiPaths } from "../../../src/contract/api-paths.js";
import { jsonBody } from "../bodies.js";
import type { SiteContent } from "../content.js";
import type { EncodedBodies } from "../encoded-bodies.js";
import { apiAnswer } from "../render/api-answers.js";

const idParam = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1, maximum: 2147483647 } } } as const;

/** Screen data may be a minute old in any cache, and a stale copy is fine while it revalidates. */
export const apiCacheControl = "public, max-age=60, stale-while-revalidate=600";

/**
 * The site API the browser calls: JSON shaped for each screen. Every answer
 * carries Cache-Control, and an ETag for revalidation. Answers are the content
 * cache's objects, so each is serialised and compressed once per version.
 */
export function apiRoutes(app: FastifyInstance, content: SiteContent, bodies: EncodedBodies): void {
  const send = async (request: FastifyRequest, reply: FastifyReply, answer: Promise<object>) => bodies.send(request, reply, jsonBody(await answer));
  app.register(
    async (api) => {
      api.addHook("onSend", async (_request, reply, payload) => {
        if (!reply.hasHeader("cache-control")) {
          reply.header("cache-control", reply.statusCode < 400 ? apiCacheControl : "no-store");
        }
        return payload;
      });

      api.get(apiPaths.talents, (request, reply) => send(request, reply, content.talents()));
      api.get<{ Params: { id: number } }>(apiPaths.profile(":id"), { schema: { params: idParam } }, (request, reply) => send(request, reply, content.profile(request.params.id)));

      api.get<{ Querystring: { page: number } }>(
        apiPaths.posts,
        { schema: { querystring: { type: "object", properties: { page: { type: "integer", minimum: 1, maximum: 10000, default: 1 } } } } },
        (request, reply) => send(request, reply, content.postPage(request.query.page)),
      );
      // The same wrapper object as long as the list is cached, as the pages use it.
      api.get(apiPaths.allPosts, (request, reply) => send(request, reply, apiAnswer(content, apiPaths.allPosts)));
      api.get<{ Params: { id: number } }>(apiPaths.post(":id"), { schema: { params: idParam } }, (request, reply) => send(request, reply, content.post(request.params.id)));

      api.get<{ Params: { type: string } }>(
        apiPaths.slides(":type"),
        { schema: { params: { type: "object", properties: { type: { type: "string", pattern: "^[a-z0-9-]{1,40}$" } } } } },
        (request, reply) => send(request, reply, content.slides(request.params.type)),
      );
      api.get(apiPaths.staff, (request, reply) => send(request, reply, content.staff()));
      api.get(apiPaths.about, (request, reply) => send(request, reply, content.about()));
      api.get(apiPaths.social, (request, reply) => send(request, reply, content.social()));
      api.get(apiPaths.options, (request, reply) => send(request, reply, content.options()));
      api.get<{ Params: { id: number } }>(apiPaths.cities(":id"), { schema: { params: idParam } }, (request, reply) =>
        send(request, reply, content.cities(request.params.id)),
      );
    },
  );
}
