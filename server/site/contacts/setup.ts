import type { FastifyInstance } from "fastify";
import type { PlatformClient } from "../../upstream/client.js";
import { failureReason, isPermanent } from "../outbox/failures.js";
import { Outbox } from "../outbox/outbox.js";
import type { RefusedPostPage } from "../routes/app-shell.js";
import type { SiteStore } from "../store/open.js";
import { contactForwarder } from "./forward.js";
import { contactRoutes } from "./intake.js";
import type { ClaimedContact, ContactStore } from "./store.js";

export interface ContactsOptions {
  store: SiteStore;
  client: PlatformClient;
  ratePerHour: number;
  /** Refused attempts per client address per 10 minutes before refusals become 429s. */
  invalidPer10Minutes: number;
  outbox: { startDelayMs: number; retryMaxMs: number; retryBaseMs?: number; leaseMs?: number; pollMs?: number };
  /** Answers a refused post without JavaScript with the contact page, showing it. */
  refusedPostPage?: RefusedPostPage;
  /** The site's public address, when set: the form's posts must come from its pages. */
  publicUrl?: URL | undefined;
}

export interface Contacts {
  store: ContactStore;
  outbox: Outbox<ClaimedContact>;
}

/**
 * The contact form's intake and its outbox, on the site's store. Set up after
 * the applications: its outbox stops (onClose hooks run last-added first)
 * before the applications' hook closes the store.
 */
export async function setUpContacts(app: FastifyInstance, options: ContactsOptions): Promise<Contacts> {
  const store = options.store.contacts;
  const outbox = new Outbox({
    noun: "contact message",
    store: store.rows,
    shared: options.store.shared,
    forward: contactForwarder(options.client),
    isPermanent,
    describe: failureReason,
    log: app.log,
    ...options.outbox,
  });
  app.addHook("onReady", async () => outbox.start());
  app.addHook("onClose", async () => outbox.stop());
  await contactRoutes(app, {
    store,
    outbox,
    ratePerWindow: options.ratePerHour,
    invalidPerWindow: options.invalidPer10Minutes,
    ...(options.refusedPostPage ? { refusedPostPage: options.refusedPostPage } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  });
  return { store, outbox };
}
