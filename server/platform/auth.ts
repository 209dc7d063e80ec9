import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PlatformCredentials } from "../config.js";
import type { Db } from "./db.js";
import { sendError } from "../shared/errors.js";

export type Scope = "mf" | "panel";

const tokenLifetimeMs = 12 * 60 * 60 * 1000;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Issues and checks the bearer tokens of the two platform clients (mf and panel). */
export class TokenAuthority {
  constructor(
    private readonly db: Db,
    private readonly credentials: PlatformCredentials,
    private readonly now: () => number = Date.now,
  ) {}

  signIn(scope: Scope, salt: string, key: string): string | undefined {
    const expected = scope === "mf" ? this.credentials.mfApiKey : this.credentials.panelApiToken;
    if (!same(salt, this.credentials.salt) || !same(key, expected)) return undefined;
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    this.db.prepare("DELETE FROM access_tokens WHERE expires_at < ?").run(now);
    this.db.prepare("INSERT INTO access_tokens (token, scope, expires_at) VALUES (?, ?, ?)").run(token, scope, now + tokenLifetimeMs);
    return token;
  }

  verify(scope: Scope, token: string): boolean {
    const row = this.db.prepare("SELECT scope, expires_at FROM access_tokens WHERE token = ?").get(token) as
      | { scope: Scope; expires_at: number }
      | undefined;
    return row !== undefined && row.scope === scope && row.expires_at > this.now();
  }

  /** Drops every token, as a platform does when keys are rotated. */
  revokeAll(): void {
    this.db.prepare("DELETE FROM access_tokens").run();
  }

  guard(scope: Scope) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const header = request.headers.authorization ?? "";
      const match = /^Bearer (\S+)$/.exec(header);
      if (!match?.[1] || !this.verify(scope, match[1])) {
        await sendError(reply, 401, "unauthorized", `A valid ${scope} bearer token is required.`);
      }
    };
  }
}
