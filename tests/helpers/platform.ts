import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { PlatformCredentials } from "../../server/config.js";
import { ensureCredentials } from "../../server/platform/credentials.js";
import { platformPaths } from "../../server/platform/platform.js";
import { startEmbeddedPlatform, type EmbeddedPlatform } from "../../server/platform/start.js";

export interface TestPlatform {
  platform: EmbeddedPlatform;
  dataDir: string;
  credentials: PlatformCredentials;
  close(): Promise<void>;
}

/**
 * Gives `dataDir` its own copy of the seeded demo database and a link to the
 * shared demo media (see tests/setup/demo-template.ts), so no test seeds again.
 */
export function copyDemoPlatform(dataDir: string): void {
  const template = platformPaths(inject("demoTemplate"));
  const own = platformPaths(dataDir);
  mkdirSync(own.root, { recursive: true });
  copyFileSync(template.database, own.database);
  symlinkSync(template.storage, own.storage);
}

/**
 * A real embedded platform on a free loopback port, on a copy of the demo content.
 * `publicUrl`: the address its media links carry, when it is reached through a proxy.
 */
export async function startTestPlatform(publicUrl?: () => string): Promise<TestPlatform> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-test-"));
  copyDemoPlatform(dataDir);
  const credentials = ensureCredentials(dataDir, {});
  const platform = await startEmbeddedPlatform({ dataDir, credentials, port: 0, ...(publicUrl ? { publicUrl } : {}) });
  let closed = false;
  return {
    platform,
    dataDir,
    credentials,
    async close() {
      if (!closed) await platform.close();
      closed = true;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
