import { mkdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { PlatformClient } from "../../upstream/client.js";
import type { SiteContent } from "../content.js";
import { openSiteDb } from "../db.js";
import { failureReason, isPermanent, platformDelivery } from "./deliver.js";
import { intakeRoutes } from "./intake.js";
import { Outbox } from "./outbox.js";
import { PhotoFiles } from "./photo-files.js";
import { ApplicationStore } from "./store.js";

export interface ApplicationsOptions {
  dataDir: string;
  client: PlatformClient;
  content: SiteContent;
  ratePerHour: number;
  /** Refused attempts per client address per 10 minutes before refusals become 429s. */
  invalidPer10Minutes: number;
  outbox: { startDelayMs: number; retryMaxMs: number; retryBaseMs?: number };
}

export interface Applications {
  store: ApplicationStore;
  outbox: Outbox;
  photos: PhotoFiles;
}

/**
 * Application intake and its outbox, in the site server's own database
 * (DATA_DIR/site.db) and photo folder (DATA_DIR/applications). The outbox
 * starts when the app is ready and stops, waiting briefly for forwards in
 * flight, before the database closes.
 */
export async function setUpApplications(app: FastifyInstance, options: ApplicationsOptions): Promise<Applications> {
  mkdirSync(options.dataDir, { recursive: true });
  const db = openSiteDb(path.join(options.dataDir, "site.db"));
  const store = new ApplicationStore(db);
  const photos = new PhotoFiles(path.join(options.dataDir, "applications"));
  const { orphans } = photos.prepare(store.ids());
  if (orphans > 0) app.log.warn({ orphans }, "removed photo folders of applications that were never committed");

  const outbox = new Outbox({
    store,
    deliver: platformDelivery(options.client, options.content, photos),
    isPermanent,
    describe: failureReason,
    log: app.log,
    ...options.outbox,
  });
  app.addHook("onReady", async () => outbox.start());
  app.addHook("onClose", async () => {
    await outbox.stop();
    db.close();
  });

  await intakeRoutes(app, {
    store,
    photos,
    outbox,
    content: options.content,
    ratePerWindow: options.ratePerHour,
    invalidPerWindow: options.invalidPer10Minutes,
  });
  return { store, outbox, photos };
}
