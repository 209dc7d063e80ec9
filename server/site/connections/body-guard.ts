import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../shared/errors.js";
import { clientAddress } from "../client-address.js";
import type { ConnectionLimits } from "./limits.js";
import { writeErrorAndClose } from "./raw-error.js";

function hasBody(raw: IncomingMessage): boolean {
  return raw.headers["transfer-encoding"] !== undefined || Number(raw.headers["content-length"] ?? 0) > 0;
}

/**
 * Watches every request body while it arrives, from the moment its headers are
 * in until its last byte is (which may be after the answer: Node reads the rest
 * of a body nobody wanted before it reuses the connection).
 *
 * - **Pace.** Over each window of `bodyRateWindowMs`, at least
 *   `bodyMinBytesPerSecond` × the window must arrive, counted on the socket (so
 *   no stream is touched). A slower body is cut: a 408 in the API's shape if
 *   nothing was answered yet, and the connection closed either way. A route still
 *   waiting for that body then finds its request aborted; its late answer goes
 *   nowhere.
 * - **Count.** One client address may be sending `bodiesPerAddress` bodies at
 *   once. Past that it is answered 429 at once and the connection closed, so a
 *   crowd of slow uploads from one address holds a handful of sockets, not hundreds.
 *
 * `app.inject` requests have no socket and so no pace; they are left alone.
 */
export function installBodyGuard(app: FastifyInstance, limits: ConnectionLimits): void {
  const sending = new Map<string, number>();
  const minBytesPerWindow = Math.ceil((limits.bodyMinBytesPerSecond * limits.bodyRateWindowMs) / 1000);
  const retryAfter = String(Math.ceil(limits.bodyRateWindowMs / 1000));

  app.addHook("onRequest", async (request, reply) => {
    const { raw } = request;
    const { socket } = raw;
    if (!(socket instanceof Socket) || !hasBody(raw) || raw.complete) return;

    const address = clientAddress(request);
    const count = sending.get(address) ?? 0;
    if (count >= limits.bodiesPerAddress) {
      reply.header("connection", "close").header("retry-after", retryAfter).header("cache-control", "no-store");
      await sendError(reply, 429, "rate_limited", "Too many uploads from this address at once; please try again in a moment.");
      return reply;
    }
    sending.set(address, count + 1);

    let lastBytes = socket.bytesRead;
    let done = false;
    const stop = () => {
      if (done) return;
      done = true;
      clearInterval(timer);
      raw.off("end", stop);
      socket.off("close", stop);
      const left = (sending.get(address) ?? 1) - 1;
      if (left > 0) sending.set(address, left);
      else sending.delete(address);
    };
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        stop();
        return;
      }
      const arrived = socket.bytesRead - lastBytes;
      lastBytes = socket.bytesRead;
      if (arrived >= minBytesPerWindow) return;
      stop();
      request.log.info({ address, arrived, windowMs: limits.bodyRateWindowMs }, "request body too slow; connection closed");
      if (reply.raw.headersSent) socket.destroy();
      else {
        const message = `The request body arrived slower than ${limits.bodyMinBytesPerSecond} bytes a second; please send it again.`;
        writeErrorAndClose(socket, 408, "request_timeout", message);
      }
    }, limits.bodyRateWindowMs);
    timer.unref();
    raw.once("end", stop);
    socket.once("close", stop);
  });
}
