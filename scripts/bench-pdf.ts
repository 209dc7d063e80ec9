import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { PDFDocument } from "pdf-lib";
import { profileAlbumId } from "../src/contract/galleries.js";
import { buildApp } from "../server/app.js";
import { loadConfig } from "../server/config.js";
import { ensureCredentials } from "../server/platform/credentials.js";
import { startEmbeddedPlatform } from "../server/platform/start.js";
import { PlatformClient } from "../server/upstream/client.js";

/**
 * Times PDF downloads through the whole chain (site API → platform client →
 * embedded platform → back), on a fresh demo data set:
 *
 *   npm run bench:pdf
 *
 * The demo books hold 6 to 12 photos, so one talent's book is stretched to 24
 * photos (taken from other books) for the PDF budget: ≤ 2 s and ≤ 6 MB.
 * "cold" includes the platform making its /medium/ copies on first use.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-bench-"));
const credentials = ensureCredentials(dataDir, {});
const seedStarted = performance.now();
const platform = await startEmbeddedPlatform({ dataDir, credentials, port: 0 });
console.log(`demo content written in ${Math.round(performance.now() - seedStarted)} ms`);

// The first talent gets a 24-photo book: the first book photos of the demo, in order.
const [first] = platform.db.prepare("SELECT id FROM talents ORDER BY id LIMIT 1").all() as { id: number }[];
const bigId = first?.id ?? 0;
const photos = platform.db
  .prepare("SELECT file, width, height FROM album_items WHERE album_id = ? AND type = 'book' ORDER BY talent_id, position, id LIMIT 24")
  .all(profileAlbumId) as { file: string; width: number; height: number }[];
platform.db.prepare("DELETE FROM album_items WHERE talent_id = ? AND type = 'book'").run(bigId);
const insert = platform.db.prepare("INSERT INTO album_items (album_id, talent_id, type, file, width, height, position) VALUES (?, ?, 'book', ?, ?, ?, ?)");
photos.forEach((photo, index) => insert.run(profileAlbumId, bigId, photo.file, photo.width, photo.height, index + 1));

const config = loadConfig({ DATA_DIR: dataDir, PORT: "0", PLATFORM_PORT: "0" });
const client = new PlatformClient({ baseUrl: platform.url, credentials });
const { app } = await buildApp({ config, client, platformUrl: platform.url, pdfCapacity: 100 });
const ids = (platform.db.prepare("SELECT id FROM talents ORDER BY position LIMIT 50").all() as { id: number }[]).map((row) => row.id);

async function run(label: string, request: () => Promise<LightMyRequestResponse>): Promise<void> {
  const started = performance.now();
  const response = await request();
  const ms = Math.round(performance.now() - started);
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  const pages = (await PDFDocument.load(response.rawPayload)).getPageCount();
  console.log(`${label.padEnd(40)} ${String(ms).padStart(6)} ms ${(response.rawPayload.length / 1024 / 1024).toFixed(2).padStart(6)} MB ${String(pages).padStart(3)} pages`);
}

const gallery = (id: number) => () => app.inject({ method: "GET", url: `/api/talents/${id}/pdf/book` });
const selection = (count: number) => () => app.inject({ method: "POST", url: "/api/selection/pdf", payload: { ids: ids.slice(0, count) } });

try {
  await run("book of 24 photos, cold", gallery(bigId));
  for (let i = 1; i <= 3; i++) await run(`book of 24 photos, warm #${i}`, gallery(bigId));
  await run("selection of 10 talents, cold", selection(10));
  for (let i = 1; i <= 2; i++) await run(`selection of 10 talents, warm #${i}`, selection(10));
  await run("selection of 50 talents (max), cold", selection(50));
  await run("selection of 50 talents (max), warm", selection(50));
} finally {
  await app.close();
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
}
