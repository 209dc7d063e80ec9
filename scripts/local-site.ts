import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, type SiteApp } from "../server/app.js";
import { loadConfig } from "../server/config.js";
import { ensureCredentials } from "../server/platform/credentials.js";
import { openDb } from "../server/platform/db.js";
import { seedDemo, type SeedSummary } from "../server/platform/demo/seed.js";
import { platformPaths } from "../server/platform/platform.js";
import { startEmbeddedPlatform, type EmbeddedPlatform } from "../server/platform/start.js";
import { PlatformClient } from "../server/upstream/client.js";

export interface LocalSite extends SiteApp {
  platform: EmbeddedPlatform;
  /** What `talents` seeded; undefined when the platform seeded its default demo itself. */
  seeded: SeedSummary | undefined;
  /** Stops both servers and removes the temporary data folder. */
  close(): Promise<void>;
}

/**
 * The site on its embedded platform, in a temporary data folder, on free
 * loopback ports: for scripts and tests that need the real thing with other
 * content than the default demo (`talents` seeds that many instead).
 */
export async function startLocalSite(name: string, options: { talents?: number; distDir?: string } = {}): Promise<LocalSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `passarela-${name}-`));
  let seeded: SeedSummary | undefined;
  if (options.talents !== undefined) {
    const paths = platformPaths(dataDir);
    mkdirSync(paths.storage, { recursive: true });
    const db = openDb(paths.database);
    seeded = await seedDemo(db, paths.storage, { talents: options.talents });
    db.close();
  }
  const credentials = ensureCredentials(dataDir, {});
  const platform = await startEmbeddedPlatform({ dataDir, credentials, port: 0 });
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "0", PLATFORM_PORT: "0" });
  const client = new PlatformClient({ baseUrl: platform.url, credentials });
  const site = await buildApp({ config, client, platformUrl: platform.url, logger: false, distDir: options.distDir });
  return {
    ...site,
    platform,
    seeded,
    async close() {
      await site.app.close();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
