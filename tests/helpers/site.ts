import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyServerOptions } from "fastify";
import { startPausableProxy, type PausableProxy } from "../../scripts/pausable-proxy.js";
import { stopSite } from "../../scripts/stop-site.js";
import { buildApp, type AppOptions, type SiteApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { PlatformClient } from "../../server/upstream/client.js";
import type { HttpOptions } from "../../server/upstream/http.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

export interface TestSite extends SiteApp, TestPlatform {
  client: PlatformClient;
  /** In front of the platform when asked for (`proxied`): makes it hang or refuse. */
  proxy: PausableProxy | undefined;
}

export interface TestSiteOptions {
  cacheTtlMs?: number;
  distDir?: string;
  /** Extra environment for loadConfig, such as APPLICATION_RATE_LIMIT. */
  env?: Record<string, string>;
  outbox?: { retryBaseMs?: number };
  pdfCapacity?: number;
  /** Reach the platform through a pausable proxy. */
  proxied?: boolean;
  /** Platform client settings over the test defaults (timeouts, retries, pause, logger). */
  client?: Partial<Omit<HttpOptions, "baseUrl" | "credentials">>;
  logger?: FastifyServerOptions["logger"];
  /** How `/media` connects to MEDIA_ALLOWED_HOSTS (tests/helpers/media-host.ts). */
  mediaDispatcher?: AppOptions["mediaDispatcher"];
  /**
   * Another replica of a site already built: the same platform (not closed by
   * this one), a DATA_DIR of its own. Give it the same DATABASE_URL in `env`.
   */
  replicaOf?: TestSite;
}

/** The site server (for `app.inject`) wired to a real embedded platform over loopback HTTP. */
export async function buildTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  // Behind the proxy, the platform's media links name the proxy too, so its files hang with it.
  let proxyUrl = "";
  const platform = options.replicaOf ? sharedPlatform(options.replicaOf) : await startTestPlatform(options.proxied ? () => proxyUrl : undefined);
  const proxy = options.proxied ? await startPausableProxy(platform.platform.url) : undefined;
  proxyUrl = proxy?.url ?? "";
  const platformUrl = proxy?.url ?? platform.platform.url;
  const dataDir = options.replicaOf ? mkdtempSync(path.join(os.tmpdir(), "passarela-replica-")) : platform.dataDir;
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "0", PLATFORM_PORT: "0", ...options.env });
  const client = new PlatformClient({ baseUrl: platformUrl, credentials: platform.credentials, retries: 1, retryDelayMs: 10, timeoutMs: 5000, ...options.client });
  const site = await buildApp({
    config,
    client,
    platformUrl,
    cacheTtlMs: options.cacheTtlMs,
    distDir: options.distDir,
    outbox: options.outbox,
    pdfCapacity: options.pdfCapacity,
    logger: options.logger,
    ...(options.mediaDispatcher ? { mediaDispatcher: options.mediaDispatcher } : {}),
  });
  return {
    ...platform,
    ...site,
    client,
    proxy,
    async close() {
      await stopSite({ app: site.app, client, proxy, platform });
      if (options.replicaOf) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The platform of `site`, for a replica beside it: closing the replica leaves it running. */
function sharedPlatform(site: TestSite): TestPlatform {
  return { platform: site.platform, dataDir: site.dataDir, credentials: site.credentials, close: async () => undefined };
}
