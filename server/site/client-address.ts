import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

const addresses = new WeakMap<FastifyRequest, string>();
const unknown = "unknown";

/** `request.ip` reads the socket, which has no address once the client has gone. */
const socketAddress = (request: FastifyRequest): string | undefined => request.ip;

/**
 * Keeps each request's client address from the moment it arrives, for the
 * rate limits, the upload guard and the stored `client_ip`: a phone that
 * loses its signal mid-upload would otherwise fail them with an internal
 * error instead of simply ending.
 */
export function rememberClientAddresses(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const address = socketAddress(request);
    if (address) addresses.set(request, address);
  });
}

/** The client's address as the request arrived; "unknown" for a client gone before it was read. */
export function clientAddress(request: FastifyRequest): string {
  return addresses.get(request) ?? socketAddress(request) ?? unknown;
}

/** The rate limits' key: the client's address, an IPv6 one by its subnet as the plugin does by default. */
export function clientKey(request: FastifyRequest): string {
  const address = clientAddress(request);
  return address === unknown ? address : normalizeIP(address);
}
