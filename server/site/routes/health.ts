import type { FastifyInstance } from "fastify";
import { sendError } from "../../shared/errors.js";
import type { PlatformClient } from "../../upstream/client.js";
import type { SiteStore } from "../store/open.js";

export interface HealthOptions {
  store: SiteStore;
  client: PlatformClient;
}

const noStore = "no-store";

/** The load balancer's probes: some send HTTP/1.0 without a Host header (see connections/host-required). */
export const healthPaths: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/**
 * For the load balancer: `/healthz` says the process answers; `/readyz` that
 * this replica can take visitors: its store answers with every migration, and
 * it is signed in to the platform, or has paused calls to a platform that is
 * down (it then serves what it has cached). Neither calls the platform on the
 * request's path, and neither is ever cached.
 */
export function healthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const { store, client } = options;
  let signingIn: Promise<void> | undefined;

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", noStore);
    return { status: "ok" };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", noStore);
    try {
      await store.check(1000);
    } catch (error) {
      request.log.warn({ err: error }, "not ready: the site's store does not answer");
      return sendError(reply, 503, "not_ready", "The site's store is not reachable or not up to date.");
    }
    if (client.http.signedIn) return { status: "ready", store: store.shared ? "postgres" : "sqlite", platform: "signed_in" };
    if (client.http.paused) return { status: "ready", store: store.shared ? "postgres" : "sqlite", platform: "paused" };
    // Not signed in yet (the platform was down at start-up): try in the background, once at a time,
    // so that a replica nobody sends visitors to still becomes ready when the platform answers.
    signingIn ??= client.signIn().then(
      () => undefined,
      () => undefined,
    ).finally(() => (signingIn = undefined));
    return sendError(reply, 503, "not_ready", "The site has not signed in to the platform yet.");
  });
}
