import type { FastifyServerOptions } from "fastify";
import { startPausableProxy, type PausableProxy } from "../../scripts/pausable-proxy.js";
import { buildApp, type SiteApp } from "../../server/app.js";
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
}

/** The site server (for `app.inject`) wired to a real embedded platform over loopback HTTP. */
export async function buildTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const platform = await startTestPlatform();
  const proxy = options.proxied ? await startPausableProxy(platform.platform.url) : undefined;
  const platformUrl = proxy?.url ?? platform.platform.url;
  const config = loadConfig({ DATA_DIR: platform.dataDir, PORT: "0", PLATFORM_PORT: "0", ...options.env });
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
  });
  return {
    ...platform,
    ...site,
    client,
    proxy,
    async close() {
      await site.app.close();
      client.close();
      await proxy?.close();
      await platform.close();
    },
  };
}
