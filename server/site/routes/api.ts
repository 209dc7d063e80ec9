import type { FastifyInstance } from "fastify";
import type { SiteContent } from "../content.js";

const idParam = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1, maximum: 2147483647 } } } as const;

/** Screen data may be a minute old in any cache, and a stale copy is fine while it revalidates. */
export const apiCacheControl = "public, max-age=60, stale-while-revalidate=600";

/**
 * The site API the browser calls: JSON shaped for each screen. Every answer
 * carries Cache-Control, and an ETag (from the etag plugin) for revalidation.
 */
export function apiRoutes(app: FastifyInstance, content: SiteContent): void {
  app.register(
    async (api) => {
      api.addHook("onSend", async (_request, reply, payload) => {
        if (!reply.hasHeader("cache-control")) {
          reply.header("cache-control", reply.statusCode < 400 ? apiCacheControl : "no-store");
        }
        return payload;
      });

      api.get("/talents", () => content.talents());
      api.get<{ Params: { id: number } }>("/talents/:id", { schema: { params: idParam } }, (request) => content.profile(request.params.id));

      api.get<{ Querystring: { page: number } }>(
        "/posts",
        { schema: { querystring: { type: "object", properties: { page: { type: "integer", minimum: 1, maximum: 10000, default: 1 } } } } },
        (request) => content.postPage(request.query.page),
      );
      api.get("/posts/all", async () => ({ posts: await content.allPosts() }));
      api.get<{ Params: { id: number } }>("/posts/:id", { schema: { params: idParam } }, (request) => content.post(request.params.id));

      api.get<{ Params: { type: string } }>(
        "/slides/:type",
        { schema: { params: { type: "object", properties: { type: { type: "string", pattern: "^[a-z0-9-]{1,40}$" } } } } },
        (request) => content.slides(request.params.type),
      );
      api.get("/staff", () => content.staff());
      api.get("/about", () => content.about());
      api.get("/social", () => content.social());
      api.get("/options", () => content.options());
      api.get<{ Params: { id: number } }>("/options/states/:id/cities", { schema: { params: idParam } }, (request) =>
        content.cities(request.params.id),
      );
    },
    { prefix: "/api" },
  );
}
