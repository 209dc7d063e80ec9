import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp, type SiteApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { ensureCredentials } from "../../server/platform/credentials.js";
import { openDb } from "../../server/platform/db.js";
import { seedDemo } from "../../server/platform/demo/seed.js";
import { platformPaths } from "../../server/platform/platform.js";
import { startEmbeddedPlatform, type EmbeddedPlatform } from "../../server/platform/start.js";
import { PlatformClient } from "../../server/upstream/client.js";

// Design budget: the card list of 1,000 talents, as the list page downloads it, is at most 60 KB gzipped.
const talents = 1000;
const budgetBytes = 60 * 1024;

let dataDir: string;
let platform: EmbeddedPlatform;
let site: SiteApp;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-cards-"));
  const paths = platformPaths(dataDir);
  mkdirSync(paths.storage, { recursive: true });
  const db = openDb(paths.database);
  await seedDemo(db, paths.storage, { talents });
  db.close();
  const credentials = ensureCredentials(dataDir, {});
  platform = await startEmbeddedPlatform({ dataDir, credentials, port: 0 });
  const client = new PlatformClient({ baseUrl: platform.url, credentials, timeoutMs: 10_000 });
  site = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, PORT: "0", PLATFORM_PORT: "0" }), client, platformUrl: platform.url });
}, 60_000);

afterAll(async () => {
  await site.app.close();
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("serves 1,000 talent cards in at most 60 KB gzipped", async () => {
  const response = await site.app.inject({ method: "GET", url: "/api/talents", headers: { "accept-encoding": "gzip" } });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-encoding"]).toBe("gzip");
  const { talents: cards } = JSON.parse(gunzipSync(response.rawPayload).toString()) as { talents: unknown[] };
  expect(cards).toHaveLength(talents);
  console.log(`card payload for ${talents} talents: ${(response.rawPayload.length / 1024).toFixed(1)} KB gzipped`);
  expect(response.rawPayload.length).toBeLessThanOrEqual(budgetBytes);
});
