import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";

export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

export async function sendError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  fields?: Record<string, string>,
): Promise<void> {
  const body: ErrorBody = fields ? { error, message, fields } : { error, message };
  await reply.code(status).type("application/json").send(body);
}

export interface MappedError {
  status: number;
  error: string;
  message: string;
  /** Not logged per request: the cause is logged where it is known once (a platform outage). */
  quiet?: boolean;
}

/**
 * Turns every failure into the JSON error shape: validation and parse errors
 * become 4xx with a clear message, anything unexpected a 500 without internals.
 * `map` lets a server translate its own domain errors first.
 */
export function installErrorHandling(app: FastifyInstance, map?: (error: unknown) => MappedError | undefined): void {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const mapped = map?.(err);
    if (mapped) {
      if (mapped.status >= 500 && !mapped.quiet) request.log.warn({ err }, mapped.message);
      reply.header("cache-control", "no-store");
      await sendError(reply, mapped.status, mapped.error, mapped.message);
      return;
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) request.log.error({ err }, "request failed");
    if (err.validation) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const missing = issue.params.missingProperty;
        const name = issue.instancePath.replace(/^\//, "") || (typeof missing === "string" ? missing : "body");
        fields[name] = issue.message ?? "is invalid";
      }
      await sendError(reply, 400, "invalid_request", err.message, fields);
      return;
    }
    if (status < 500) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- plain errors carry no code
      await sendError(reply, status, (err.code ?? "bad_request").toLowerCase(), err.message);
      return;
    }
    await sendError(reply, 500, "internal_error", "Something went wrong on our side.");
  });
}

/** A JSON 404 for every path no route answers. */
export function installJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    await sendError(reply, 404, "not_found", `No route for ${request.method} ${request.url.split("?")[0] ?? ""}.`);
  });
}
