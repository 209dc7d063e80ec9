import { buildApp, type SiteApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { PlatformClient } from "../../server/upstream/client.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

export interface TestSite extends SiteApp, TestPlatform {
  client: PlatformClient;
}

export interface TestSiteOptions {
  cacheTtlMs?: number;
  distDir?: string;
  /** Extra environment for loadConfig, such as APPLICATION_RATE_LIMIT. */
  env?: Record<string, string>;
  outbox?: { retryBaseMs?: number };
  pdfCapacity?: number;
}

/** The site server (for `app.inject`) wired to a real embedded platform over loopback HTTP. */
export async function buildTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const platform = await startTestPlatform();
  const config = loadConfig({ DATA_DIR: platform.dataDir, PORT: "0", PLATFORM_PORT: "0", ...options.env });
  const client = new PlatformClient({ baseUrl: platform.platform.url, credentials: platform.credentials, retries: 1, retryDelayMs: 10, timeoutMs: 5000 });
  const site = await buildApp({
    config,
    client,
    platformUrl: platform.platform.url,
    cacheTtlMs: options.cacheTtlMs,
    distDir: options.distDir,
    outbox: options.outbox,
    pdfCapacity: options.pdfCapacity,
  });
  return {
    ...platform,
    ...site,
    client,
    async close() {
      await site.app.close();
      await platform.close();
    },
  };
}
