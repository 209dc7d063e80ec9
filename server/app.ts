import path from "node:path";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyEtag from "@fastify/etag";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Dispatcher } from "undici-types";
import type { Config } from "./config.js";
import { errorShapeOptions, installErrorHandling, type MappedError } from "./shared/errors.js";
import { setUpApplications, type Applications } from "./site/applications/setup.js";
import { setUpContacts, type Contacts } from "./site/contacts/setup.js";
import { openSiteStore, type SiteStore } from "./site/store/open.js";
import { UpstreamCache } from "./site/cache.js";
import { clientKey, rememberClientAddresses } from "./site/client-address.js";
import { installBodyGuard } from "./site/connections/body-guard.js";
import { requireHostHeader } from "./site/connections/host-required.js";
import { connectionServerOptions } from "./site/connections/server-options.js";
import { SiteContent } from "./site/content.js";
import { EncodedBodies } from "./site/encoded-bodies.js";
import { Mappers } from "./site/mappers.js";
import { MediaKeys } from "./site/media-keys.js";
import { PdfGate } from "./site/pdf/gate.js";
import { loadTranslations } from "./site/shell/translations.js";
import { apiRoutes } from "./site/routes/api.js";
import { appShellRoutes, isAssetPath } from "./site/routes/app-shell.js";
import { healthRoutes } from "./site/routes/health.js";
import { mediaRoutes } from "./site/routes/media.js";
import { pdfRoutes } from "./site/routes/pdf.js";
import { securityHeaders } from "./site/security-headers.js";
import { installWaitBudget } from "./site/wait-budget.js";
import type { PlatformClient } from "./upstream/client.js";
import { isUpstreamError } from "./upstream/errors.js";

export interface AppOptions {
  config: Config;
  client: PlatformClient;
  /** Base URL of the platform the client talks to (its host is always allowed for media). */
  platformUrl: string;
  /** The built app, when not the configured one (tests). */
  distDir?: string;
  cacheTtlMs?: number;
  /** Platform renders the PDF routes may keep in flight (a selection counts 3); past it they answer 429. */
  pdfCapacity?: number;
  logger?: FastifyServerOptions["logger"];
  /** Outbox timings beyond the configuration (tests retry faster). */
  outbox?: { retryBaseMs?: number };
  /**
   * How `/media` connects to the MEDIA_ALLOWED_HOSTS, when not Node's default: a test's
   * media host is a loopback https server whose throwaway certificate only this trusts.
   */
  mediaDispatcher?: Dispatcher;
}

export interface SiteApp {
  app: FastifyInstance;
  content: SiteContent;
  cache: UpstreamCache;
  applications: Applications;
  contacts: Contacts;
  store: SiteStore;
  bodies: EncodedBodies;
}

/** Platform failures as the browser should see them: never the platform's own words. */
function mapUpstream(error: unknown): MappedError | undefined {
  if (!isUpstreamError(error)) return undefined;
  switch (error.kind) {
    case "not_found":
      return { status: 404, error: "not_found", message: "Not found." };
    case "unavailable":
      // The platform client logs an outage once, when it starts and when it ends.
      return { status: 503, error: "platform_unavailable", message: "The agency's platform is unavailable; please try again shortly.", quiet: true };
    case "invalid_response":
      return { status: 503, error: "platform_unavailable", message: "The agency's platform is unavailable; please try again shortly." };
    case "rejected":
      return { status: 502, error: "platform_rejected", message: "The agency's platform refused the request." };
  }
}

/**
 * Builds the site server (tests use it through `app.inject`; main.ts listens).
 * Plugins load in the order external → app → routes.
 */
export async function buildApp(options: AppOptions): Promise<SiteApp> {
  const { trustProxy } = options.config;
  const app = Fastify({
    logger: options.logger ?? false,
    // A hop count trusts that many proxies nearest to the server.
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    ...errorShapeOptions,
    frameworkErrors(error, request, reply) {
      // A page address that does not decode (`/en/100%`) names no page. Fastify refuses it before any route or hook
      // runs, so it is sent on to the same address with its "%" written as "%25", which decodes: the site's 404 page
      // in the address's language, with every header, instead of the API's JSON.
      const path = request.url.split("?")[0] ?? "";
      const page = request.method === "GET" || request.method === "HEAD";
      if (error.code === "FST_ERR_BAD_URL" && page && !isAssetPath(path)) {
        void reply.header("cache-control", "no-store").redirect(path.replaceAll("%", "%25"), 301);
        return;
      }
      errorShapeOptions.frameworkErrors(error, request, reply);
    },
    ...connectionServerOptions(options.config.connections),
  });

  securityHeaders(app, { publicUrl: options.config.publicUrl, trustProxy });
  requireHostHeader(app);
  installWaitBudget(app, options.config.upstream.waitMs);
  await app.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(fastifyEtag);
  // Limits are set where the parts are read (site/applications/multipart.ts); a file over
  // its limit is marked truncated rather than thrown, so one answer lists every problem.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  // The store first: with PostgreSQL the rate-limit counters live there, shared by every replica.
  const store = await openSiteStore({ dataDir: options.config.dataDir, databaseUrl: options.config.databaseUrl });
  // Only routes that ask for it are limited (the application and contact intakes).
  await app.register(fastifyRateLimit, { global: false, keyGenerator: clientKey, ...(store.rateLimitStore ? { store: store.rateLimitStore } : {}) });
  rememberClientAddresses(app);
  installErrorHandling(app, mapUpstream);
  installBodyGuard(app, options.config.connections);

  const keys = new MediaKeys(options.platformUrl, options.config.mediaAllowedHosts);
  const cache = new UpstreamCache({ ttlMs: options.cacheTtlMs ?? 60_000 });
  const content = new SiteContent(options.client, cache, new Mappers(keys));

  const applications = await setUpApplications(app, {
    store,
    client: options.client,
    content,
    ratePerHour: options.config.applicationRateLimit,
    invalidPer10Minutes: options.config.applicationInvalidLimit,
    outbox: { ...options.config.outbox, ...options.outbox },
    retentionDays: options.config.applicationRetentionDays,
  });
  const bodies = new EncodedBodies();
  healthRoutes(app, { store, client: options.client });
  apiRoutes(app, content, bodies);
  pdfRoutes(app, { content, client: options.client, gate: new PdfGate(options.pdfCapacity ?? 4), idleTimeoutMs: options.config.connections.idleTimeoutMs });
  const { timeoutMs, pauseMs } = options.config.upstream;
  await mediaRoutes(app, {
    keys,
    platform: options.client.http,
    hosts: { timeoutMs, pauseMs, ...(options.mediaDispatcher ? { dispatcher: options.mediaDispatcher } : {}) },
    cacheDir: path.join(options.config.dataDir, "media-cache"),
  });
  const refusedPostPage = await appShellRoutes(app, {
    distDir: options.distDir ?? options.config.distDir,
    content,
    translations: await loadTranslations(path.resolve(import.meta.dirname, "../locales")),
    provider: options.config.platformProvider,
    retentionDays: options.config.applicationRetentionDays,
    publicUrl: options.config.publicUrl,
    bodies,
  });
  // After the applications (its outbox stops before their hook closes the store), and after the pages it answers refusals with.
  const contacts = await setUpContacts(app, {
    store,
    client: options.client,
    ratePerHour: options.config.contactRateLimit,
    invalidPer10Minutes: options.config.applicationInvalidLimit,
    outbox: { ...options.config.outbox, ...options.outbox },
    refusedPostPage,
    publicUrl: options.config.publicUrl,
  });
  return { app, content, cache, applications, contacts, store, bodies };
}
