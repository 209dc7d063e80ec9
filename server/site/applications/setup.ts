import type { FastifyInstance } from "fastify";
import type { PlatformClient } from "../../upstream/client.js";
import type { SiteContent } from "../content.js";
import type { SiteStore } from "../store/open.js";
import { failureReason, isPermanent } from "../outbox/failures.js";
import { Outbox } from "../outbox/outbox.js";
import { applicationForwarder } from "./forward.js";
import { intakeRoutes } from "./intake.js";
import { dayMs, Retention } from "./retention.js";
import type { ApplicationStore, ClaimedApplication } from "./store.js";

export interface ApplicationsOptions {
  store: SiteStore;
  client: PlatformClient;
  content: SiteContent;
  ratePerHour: number;
  /** Refused attempts per client address per 10 minutes before refusals become 429s. */
  invalidPer10Minutes: number;
  outbox: { startDelayMs: number; retryMaxMs: number; retryBaseMs?: number; leaseMs?: number; pollMs?: number };
  /** Days a delivered application keeps its photos and personal fields in the site's store. */
  retentionDays: number;
}

export interface Applications {
  store: ApplicationStore;
  outbox: Outbox<ClaimedApplication>;
  retention: Retention;
}

/**
 * Application intake, its outbox and the retention sweep, on the site's store
 * (see store/open.ts). The outbox and the sweep start when the app is ready
 * and stop, waiting briefly for work in flight, before the store closes.
 */
export async function setUpApplications(app: FastifyInstance, options: ApplicationsOptions): Promise<Applications> {
  const { store: site } = options;
  const store = site.applications;
  if (site.orphans > 0) app.log.warn({ orphans: site.orphans }, "removed photo folders of applications that were never committed");

  const outbox = new Outbox({
    noun: "application",
    store,
    shared: site.shared,
    forward: applicationForwarder(options.client, options.content, store),
    isPermanent,
    describe: failureReason,
    log: app.log,
    ...options.outbox,
  });
  const retention = new Retention({ stores: [store, site.contacts], retentionMs: options.retentionDays * dayMs, log: app.log });
  app.addHook("onReady", async () => {
    await outbox.start();
    // Not awaited: a long backlog to purge must not hold up the server's start.
    void retention.start();
  });
  app.addHook("onClose", async () => {
    await outbox.stop();
    await retention.stop();
    await site.close();
  });

  await intakeRoutes(app, {
    store,
    uploads: site.uploads,
    outbox,
    content: options.content,
    ratePerWindow: options.ratePerHour,
    invalidPerWindow: options.invalidPer10Minutes,
  });
  return { store, outbox, retention };
}
