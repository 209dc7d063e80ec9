import type { FastifyInstance } from "fastify";
import type { TokenAuthority } from "../auth.js";
import { sendError } from "../../shared/errors.js";

const signInSchema = (keyName: "api_key" | "api_token") => ({
  body: {
    type: "object",
    required: ["salt", keyName],
    properties: { salt: { type: "string", maxLength: 512 }, [keyName]: { type: "string", maxLength: 512 } },
  },
});

/** `POST /api/signin` (mf) and `POST /api/login` (panel) exchange keys for bearer tokens. */
export function authRoutes(app: FastifyInstance, tokens: TokenAuthority): void {
  app.post<{ Body: { salt: string; api_key: string } }>("/api/signin", { schema: signInSchema("api_key") }, async (request, reply) => {
    const token = tokens.signIn("mf", request.body.salt, request.body.api_key);
    if (!token) return sendError(reply, 401, "invalid_credentials", "Salt or API key is wrong.");
    return { access_token: token };
  });
  app.post<{ Body: { salt: string; api_token: string } }>("/api/login", { schema: signInSchema("api_token") }, async (request, reply) => {
    const token = tokens.signIn("panel", request.body.salt, request.body.api_token);
    if (!token) return sendError(reply, 401, "invalid_credentials", "Salt or API token is wrong.");
    return { access_token: token };
  });
}
