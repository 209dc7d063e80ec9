import { buildApp, type SiteApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { PlatformClient } from "../../server/upstream/client.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

export interface TestSite extends SiteApp, TestPlatform {
  client: PlatformClient;
}

/** The site server (for `app.inject`) wired to a real embedded platform over loopback HTTP. */
export async function buildTestSite(options: { cacheTtlMs?: number; distDir?: string; pdfCapacity?: number } = {}): Promise<TestSite> {
  const platform = await startTestPlatform();
  const config = loadConfig({ DATA_DIR: platform.dataDir, PORT: "0", PLATFORM_PORT: "0" });
  const client = new PlatformClient({ baseUrl: platform.platform.url, credentials: platform.credentials, retries: 1, retryDelayMs: 10, timeoutMs: 5000 });
  const site = await buildApp({ config, client, platformUrl: platform.platform.url, cacheTtlMs: options.cacheTtlMs, distDir: options.distDir, pdfCapacity: options.pdfCapacity });
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
