import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorBody } from "../../shared/errors.js";

/**
 * Writes an error answer straight onto the socket and closes it: for the cases
 * where no Fastify reply can be used, because the request never got as far as
 * a route (headers too slow, malformed HTTP) or because the route is still
 * waiting for a body that will not come. The body is the API's error shape.
 */
export function writeErrorAndClose(socket: Duplex, status: number, error: string, message: string): void {
  if (socket.writable) {
    const body = JSON.stringify({ error, message } satisfies ErrorBody);
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
        "Content-Type: application/json; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Cache-Control: no-store",
        "X-Content-Type-Options: nosniff",
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
  }
  // Everything the client sent so far has been read, so closing sends the answer and a FIN, not a reset.
  socket.destroy();
}
