import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";

const addresses = new WeakMap<FastifyRequest, string>();

/**
 * Keeps each request's client address from the moment it arrives. `request.ip`
 * reads the socket, which has no address once the client has gone: a phone
 * that loses its signal mid-upload would otherwise fail the rate limit's check
 * with an internal error instead of simply ending.
 */
export function rememberClientAddresses(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    addresses.set(request, request.ip);
  });
}

/** The rate limits' key: the client's address, an IPv6 one by its subnet as the plugin does by default. */
export function clientKey(request: FastifyRequest): string {
  const address = addresses.get(request) ?? request.ip;
  return address ? normalizeIP(address) : "unknown";
}
