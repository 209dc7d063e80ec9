import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { applicationForm } from "../tests/helpers/application.js";
import { freePort } from "../tests/helpers/processes.js";

/**
 * Memory of the site server while it takes applications whose photos are small
 * files but huge pictures (a one-colour PNG compresses about a thousand to one):
 *
 *   npm run bench:intake-memory -- [--width 9000] [--height 9000] [--forms 10] [--runs 3]
 *
 * Each run starts `server/main.ts` on a fresh data folder once to seed the demo
 * (which the embedded platform does in the server's own process), then again
 * as a server restarted on its data would be, waits until it idles, posts `forms`
 * applications of four such photos at once over real HTTP, and reads the
 * server's resident memory from /proc: before, at its peak, and 10 s after the
 * last answer. Linux only.
 */

const { values } = parseArgs({
  options: {
    width: { type: "string", default: "9000" },
    height: { type: "string", default: "9000" },
    forms: { type: "string", default: "10" },
    runs: { type: "string", default: "3" },
  },
});
const width = Number(values.width);
const height = Number(values.height);
const forms = Number(values.forms);
const runs = Number(values.runs);

const mb = (kb: number) => Math.round(kb / 1024);
function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) : 0;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForServer(url: string, exited: () => boolean): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (exited()) throw new Error("the server exited before it answered");
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${url} did not answer in 2 minutes`);
}

// Four different photos, so the idempotency hash and the platform see four files.
const photos = await Promise.all(
  ["#8a7060", "#708a60", "#60708a", "#8a8a60"].map((background) =>
    sharp({ create: { width, height, channels: 3, background } }).png({ compressionLevel: 9 }).toBuffer(),
  ),
);
console.log(`photo: ${width}×${height} (${((width * height) / 1e6).toFixed(1)} MP), PNG of ${Math.round((photos[0]?.length ?? 0) / 1024)} KB; ${forms} forms of 4 at once`);

interface RunResult {
  statuses: string;
  idleMb: number;
  peakMb: number;
  afterMb: number;
  answeredMs: number;
}

async function startServer(dataDir: string) {
  const [port, platformPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PLATFORM_PORT: String(platformPort), HOST: "127.0.0.1", LOG_LEVEL: "warn", APPLICATION_RATE_LIMIT: "1000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/api/options`, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: child.pid ?? 0, stop };
}

async function run(): Promise<RunResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-intake-memory-"));
  await (await startServer(dataDir)).stop();
  const { port, pid, stop } = await startServer(dataDir);
  try {
    // Let start-up work (seeding, first sign-in) settle before the baseline.
    await sleep(3000);
    const idle = rssKb(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: forms }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/applications`, {
          method: "POST",
          headers: { "idempotency-key": randomUUID() },
          body: applicationForm(photos, { fields: { name: `Memory ${i}` } }),
        }).then(async (response) => `${response.status} ${((await response.json()) as { error?: string }).error ?? ""}`.trim()),
      ),
    );
    const answeredMs = performance.now() - started;
    await sleep(10_000);
    clearInterval(sampler);
    const after = rssKb(pid);
    peak = Math.max(peak, after);
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    const statuses = [...counts].map(([answer, count]) => `${count}× ${answer}`).join(", ");
    return { statuses, idleMb: mb(idle), peakMb: mb(peak), afterMb: mb(after), answeredMs: Math.round(answeredMs) };
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: RunResult[] = [];
for (let i = 1; i <= runs; i++) {
  const result = await run();
  results.push(result);
  console.log(`run ${i}: ${result.statuses}; RSS idle ${result.idleMb} MB, peak ${result.peakMb} MB, 10 s later ${result.afterMb} MB; all answered in ${result.answeredMs} ms`);
}
const median = (pick: (r: RunResult) => number) => {
  const sorted = results.map(pick).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
console.log(`median of ${runs}: RSS idle ${median((r) => r.idleMb)} MB, peak ${median((r) => r.peakMb)} MB, 10 s later ${median((r) => r.afterMb)} MB; answered in ${median((r) => r.answeredMs)} ms`);
