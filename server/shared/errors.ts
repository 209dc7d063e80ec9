import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

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
 * What the framework and its plugins answer on their own, in our words: their
 * codes (`FST_ERR_CTP_INVALID_MEDIA_TYPE`) and bare reasons ("Bad Request") are
 * not part of the API, and a client must never have to tell them apart.
 */
const byCode: Record<string, MappedError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: "malformed_json", message: "The body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: "malformed_json", message: "The body is empty; send a JSON object." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: "bad_request", message: "The body's length differs from its Content-Length." },
  FST_CP_ERR_INVALID_CONTENT: { status: 400, error: "bad_request", message: "The body could not be decompressed." },
  FST_ERR_BAD_URL: { status: 400, error: "bad_request", message: "The URL is not valid: it holds a malformed percent-encoding." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: "uri_too_long", message: "A part of the URL is too long." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: "payload_too_large", message: "The body is larger than this address takes." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: "unsupported_media_type", message: "This address does not take a body of this content type." },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, error: "unsupported_media_type", message: "The Content-Type header is not valid." },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, error: "unsupported_media_type", message: "The Content-Type header is empty." },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: { status: 415, error: "unsupported_media_type", message: "This Content-Encoding is not accepted." },
};

const unreadable = { error: "bad_request", message: "The request could not be read." };

/** Any other 4xx, by its status: a code of ours and a sentence that gives nothing of the server away. */
const byStatus: Record<number, Omit<MappedError, "status">> = {
  400: unreadable,
  401: { error: "unauthorized", message: "Credentials are required." },
  403: { error: "forbidden", message: "This is not allowed." },
  404: { error: "not_found", message: "Not found." },
  405: { error: "method_not_allowed", message: "This method is not allowed here." },
  406: { error: "not_acceptable", message: "No answer in an acceptable format." },
  408: { error: "request_timeout", message: "The request took too long to arrive." },
  411: { error: "length_required", message: "Send a Content-Length with the body." },
  413: { error: "payload_too_large", message: "The body is larger than this address takes." },
  414: { error: "uri_too_long", message: "The URL is too long." },
  415: { error: "unsupported_media_type", message: "This address does not take a body of this content type." },
  416: { error: "range_not_satisfiable", message: "The requested range is not in the file." },
  429: { error: "rate_limited", message: "Too many requests; please try again later." },
  431: { error: "headers_too_large", message: "The request headers are too large." },
};

/** A client error (4xx) of the framework, a plugin or Node in the site's error shape. */
export function clientError(status: number, code?: string): MappedError {
  const known = code === undefined ? undefined : byCode[code];
  return known ?? { status, ...(byStatus[status] ?? unreadable) };
}

function validationFields(err: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.validation ?? []) {
    const missing = issue.params.missingProperty;
    const name = issue.instancePath.replace(/^\//, "") || (typeof missing === "string" ? missing : "body");
    fields[name] = issue.message ?? "is invalid";
  }
  return fields;
}

/**
 * Turns every failure into the JSON error shape: validation and parse errors
 * become 4xx with a clear message, anything unexpected a 500 without internals.
 * `map` lets a server translate its own domain errors first.
 */
export function installErrorHandling(app: FastifyInstance, map?: (error: unknown) => MappedError | undefined): void {
  installClosingAnswer(app);
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
      await sendError(reply, 400, "invalid_request", `The request is invalid: ${err.message}.`, validationFields(err));
      return;
    }
    if (status >= 400 && status < 500) {
      const client = clientError(status, err.code);
      await sendError(reply, client.status, client.error, client.message);
      return;
    }
    await sendError(reply, 500, "internal_error", "Something went wrong on our side.");
  });
}

/**
 * Fastify options that keep its own answers in the error shape: a URL that does
 * not decode, a path parameter over the length limit (both answered before any
 * route or error handler runs), and requests that arrive while the server closes.
 */
export const errorShapeOptions = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const mapped = error.statusCode !== undefined && error.statusCode < 500 ? clientError(error.statusCode, error.code) : undefined;
    reply.header("cache-control", "no-store");
    if (mapped) void sendError(reply, mapped.status, mapped.error, mapped.message);
    else void sendError(reply, 500, "internal_error", "Something went wrong on our side.");
  },
  // Answered by installErrorHandling's own hook instead, in the error shape.
  return503OnClosing: false,
};

/**
 * While the server closes, requests that still arrive on open connections get a
 * 503 telling them to come back (and the connection is closed), rather than
 * starting work the shutdown would cut short.
 */
function installClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (!closing) return;
    reply.header("connection", "close").header("retry-after", "5").header("cache-control", "no-store");
    await sendError(reply, 503, "shutting_down", "The site is restarting; please try again in a few seconds.");
    return reply;
  });
}

/** A JSON 404 for every path no route answers. */
export function installJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    await sendError(reply, 404, "not_found", `No route for ${request.method} ${request.url.split("?")[0] ?? ""}.`);
  });
}
