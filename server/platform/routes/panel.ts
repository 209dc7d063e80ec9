import type { FastifyInstance } from "fastify";
import type { TokenAuthority } from "../auth.js";
import { sendError } from "../../shared/errors.js";
import type { PanelStore } from "../store/panel.js";

const typeParam = { type: "string", pattern: "^[a-z0-9-]{1,40}$" };

/** The panel backend's read side: CMS content shown on the site. */
export function panelRoutes(app: FastifyInstance, tokens: TokenAuthority, panel: PanelStore): void {
  app.register(async (scope) => {
    scope.addHook("preHandler", tokens.guard("panel"));

    scope.get("/api/social-media", async () => ({ data: panel.socialMedia() }));
    scope.get("/api/about-content", async () => ({ data: panel.about() }));
    scope.get("/api/staff", async () => ({ data: panel.staff() }));

    scope.get<{ Params: { type: string }; Querystring: { paginate: number; page: number } }>(
      "/api/posts/:type/pt/post",
      {
        schema: {
          params: { type: "object", properties: { type: typeParam } },
          querystring: {
            type: "object",
            properties: {
              paginate: { type: "integer", minimum: 1, maximum: 1000, default: 1000 },
              page: { type: "integer", minimum: 1, default: 1 },
            },
          },
        },
      },
      async (request) => panel.posts(request.params.type, request.query.paginate, request.query.page),
    );

    scope.get<{ Params: { type: string; id: number } }>(
      "/api/post/:type/pt/:id",
      {
        schema: {
          params: { type: "object", properties: { type: typeParam, id: { type: "integer", minimum: 1 } } },
        },
      },
      async (request, reply) => {
        const post = panel.post(request.params.type, request.params.id);
        if (!post) return sendError(reply, 404, "not_found", `No ${request.params.type} post with id ${request.params.id}.`);
        return { data: post };
      },
    );

    scope.get<{ Params: { type: string } }>(
      "/api/slides/:type",
      { schema: { params: { type: "object", properties: { type: typeParam } } } },
      async (request) => ({ data: panel.slides(request.params.type) }),
    );
  });
}
