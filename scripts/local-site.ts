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
import { startPausableProxy, type PausableProxy } from "./pausable-proxy.js";
import { stopSite } from "./stop-site.js";

export interface LocalSite extends SiteApp {
  platform: EmbeddedPlatform;
  /** What `talents` seeded; undefined when the platform seeded its default demo itself. */
  seeded: SeedSummary | undefined;
  /** Between the site and the platform when asked for (`proxied`), to make the platform hang or refuse. */
  proxy: PausableProxy | undefined;
  client: PlatformClient;
  /** Stops both servers and removes the temporary data folder. */
  close(): Promise<void>;
}

export interface LocalSiteOptions {
  /** Seed this many talents instead of the default demo. */
  talents?: number;
  distDir?: string;
  /** Reach the platform through a pausable proxy. */
  proxied?: boolean;
  /** How long an upstream answer is fresh (a minute by default). */
  cacheTtlMs?: number;
}

/**
 * The site on its embedded platform, in a temporary data folder, on free
 * loopback ports, with the production settings: for scripts and tests that need
 * the real thing with other content than the default demo (`talents` seeds
 * that many instead), or a platform that can be made to fail (`proxied`).
 */
export async function startLocalSite(name: string, options: LocalSiteOptions = {}): Promise<LocalSite> {
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
  const proxy = options.proxied ? await startPausableProxy(platform.url) : undefined;
  const platformUrl = proxy?.url ?? platform.url;
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "0", PLATFORM_PORT: "0" });
  const client = new PlatformClient({ baseUrl: platformUrl, credentials, timeoutMs: config.upstream.timeoutMs, pauseMs: config.upstream.pauseMs });
  const site = await buildApp({ config, client, platformUrl, logger: false, distDir: options.distDir, cacheTtlMs: options.cacheTtlMs });
  return {
    ...site,
    platform,
    seeded,
    proxy,
    client,
    async close() {
      await stopSite({ app: site.app, client, proxy, platform });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
