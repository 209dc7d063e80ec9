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
 * A real embedded platform on a free loopback port, with its own copy of the
 * demo database and the shared demo media (see tests/setup/demo-template.ts).
 */
export async function startTestPlatform(): Promise<TestPlatform> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-test-"));
  const template = platformPaths(inject("demoTemplate"));
  const own = platformPaths(dataDir);
  mkdirSync(own.root, { recursive: true });
  copyFileSync(template.database, own.database);
  symlinkSync(template.storage, own.storage);
  const credentials = ensureCredentials(dataDir, {});
  const platform = await startEmbeddedPlatform({ dataDir, credentials, port: 0 });
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
