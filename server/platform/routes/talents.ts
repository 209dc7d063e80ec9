import type { FastifyInstance } from "fastify";
import type { TokenAuthority } from "../auth.js";
import { sendError } from "../../shared/errors.js";
import type { OptionStore } from "../store/options.js";
import type { TalentStore } from "../store/talents.js";

const idParam = { type: "integer", minimum: 1 };

interface TalentsQuery {
  language?: string;
  paginate?: number;
  page?: number;
}
interface TalentsBody {
  gender?: "man" | "woman";
  category?: number;
  name?: string;
}
interface ProfileQuery {
  id: number;
  "albums[]"?: number | number[];
  albums?: number | number[];
}
interface OptionsQuery {
  countries?: number;
  states?: number;
  "cities[country]"?: number;
  "cities[state]"?: number;
  hair?: number;
  eyes?: number;
}

/** The mf backend: talents, their profile and attributes, the form's option lists. */
export function talentRoutes(app: FastifyInstance, tokens: TokenAuthority, talents: TalentStore, options: OptionStore): void {
  app.register(async (mf) => {
    mf.addHook("preHandler", tokens.guard("mf"));

    mf.post<{ Querystring: TalentsQuery; Body: TalentsBody | null }>(
      "/api/talents",
      {
        schema: {
          querystring: {
            type: "object",
            properties: {
              language: { type: "string", maxLength: 5 },
              paginate: { type: "integer", minimum: 1, maximum: 5000, default: 20 },
              page: { type: "integer", minimum: 1, default: 1 },
              cover_web: { type: "integer" },
              cover_web_secondary: { type: "integer" },
            },
          },
          body: {
            type: ["object", "null"],
            additionalProperties: false,
            properties: {
              gender: { enum: ["man", "woman"] },
              category: idParam,
              name: { type: "string", maxLength: 100 },
            },
          },
        },
      },
      async (request) => {
        const body = request.body ?? {};
        return { data: talents.list(body, request.query.paginate ?? 20, request.query.page ?? 1) };
      },
    );

    mf.get<{ Querystring: ProfileQuery }>(
      "/api/talent/profile",
      {
        schema: {
          querystring: {
            type: "object",
            required: ["id"],
            properties: {
              language: { type: "string", maxLength: 5 },
              id: idParam,
              "albums[]": { anyOf: [idParam, { type: "array", items: idParam, maxItems: 20 }] },
              albums: { anyOf: [idParam, { type: "array", items: idParam, maxItems: 20 }] },
            },
          },
        },
      },
      async (request, reply) => {
        const raw = request.query["albums[]"] ?? request.query.albums ?? [];
        const albumIds = Array.isArray(raw) ? raw : [raw];
        const profile = talents.profile(request.query.id, albumIds);
        if (!profile) return sendError(reply, 404, "not_found", `No talent with id ${request.query.id}.`);
        return { data: profile };
      },
    );

    mf.get("/api/talents/attributes", async () => ({ data: talents.attributes() }));

    // The options load of the platform contract: each parameter asks for one list.
    mf.get<{ Querystring: OptionsQuery }>(
      "/api/options",
      {
        schema: {
          querystring: {
            type: "object",
            properties: {
              language: { type: "string", maxLength: 5 },
              countries: { type: "integer" },
              states: idParam,
              "cities[country]": idParam,
              "cities[state]": idParam,
              hair: { type: "integer" },
              eyes: { type: "integer" },
            },
          },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const data: Record<string, unknown> = {};
        if (q.countries) data.countries = [{ id: 21, value: "Brasil" }];
        if (q.states !== undefined) data.states = options.states(q.states);
        const cityCountry = q["cities[country]"];
        const cityState = q["cities[state]"];
        if (cityCountry !== undefined || cityState !== undefined) {
          if (cityCountry === undefined || cityState === undefined) {
            return sendError(reply, 400, "invalid_request", "cities needs both cities[country] and cities[state].");
          }
          data.cities = options.cities(cityCountry, cityState);
        }
        if (q.hair) data.hair = options.hair();
        if (q.eyes) data.eyes = options.eyes();
        return { data };
      },
    );
  });
}
