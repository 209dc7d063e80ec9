import type { Socket } from "node:net";
import type { ConnectionError, FastifyInstance } from "fastify";
import { clientError } from "../../shared/errors.js";
import type { ConnectionLimits } from "./limits.js";
import { writeErrorAndClose } from "./raw-error.js";

/** Requests one connection may carry (see connectionServerOptions). */
export const requestsPerConnection = 100;

/** Node's HTTP server checks its header deadline only this often, so the check runs a few times per deadline. */
function checkingInterval(headersTimeoutMs: number): number {
  return Math.max(25, Math.min(1000, Math.floor(headersTimeoutMs / 4)));
}

/**
 * Fastify server options for slow clients and malformed HTTP. Node cuts a
 * request whose headers are not complete after `headersTimeoutMs` (its default
 * is 60 s, checked every 30 s: 62.7 s measured), and Node's errors before any
 * route runs (that timeout, headers too large, a request that is not HTTP)
 * are answered in the API's error shape rather than Fastify's. A connection
 * idle both ways for `idleTimeoutMs` is closed, and one connection carries at
 * most {@link requestsPerConnection} requests.
 * The body's pace is watched by {@link installBodyGuard}.
 */
export function connectionServerOptions(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    // Requests sent one after another without reading the answers (pipelined) are all
    // handled and their answers held until the client reads: past this many on one
    // connection, Node answers 503 at once and asks the client to reconnect. Browsers
    // never pipeline; a visit reconnects every hundred requests at most.
    maxRequestsPerSocket: requestsPerConnection,
    // A request without Host is answered by requireHostHeader, in the API's error shape.
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: checkingInterval(limits.headersTimeoutMs), requireHostHeader: false },
    clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
      // A reset connection has nobody left to answer.
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      this.log.debug({ err: error }, "client error");
      if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
        const seconds = limits.headersTimeoutMs / 1000;
        writeErrorAndClose(socket, 408, "request_timeout", `The request headers did not arrive within ${seconds} seconds.`);
        return;
      }
      const { status, error: code, message } = clientError(error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400);
      writeErrorAndClose(socket, status, code, message);
    },
  };
}
