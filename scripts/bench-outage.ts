import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { requestsPerConnection } from "../server/site/connections/server-options.js";
import type { TalentList } from "../src/contract/site-api.js";
import type { ProxyMode } from "./pausable-proxy.js";
import { startLocalSite } from "./local-site.js";

/**
 * What visitors get while the platform hangs or refuses connections, with the
 * production timeouts (PLATFORM_TIMEOUT_MS, PLATFORM_WAIT_MS, PLATFORM_PAUSE_MS
 * at their defaults) and answers fresh for only 1 s, so they are all stale:
 *
 *   npm run bench:outage [-- --duration 10]
 *
 * It times answers never cached, then loads cached pages and API answers with
 * autocannon (p99 and slowest), and counts the calls that reached the platform.
 * The site runs in a child process with a proxy in front of its platform.
 */

const ttlMs = 1000;
const html = { accept: "text/html", "accept-encoding": "br" };

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number.`);
  return value;
}

interface Stats {
  /** HTTP requests that reached the proxy (a hanging platform reads them). */
  platformCalls: number;
  /** Connections tried (a refusing platform resets them before any request). */
  platformConnections: number;
  paused: boolean;
}

/** The child: the site with a proxied platform; reads proxy modes from stdin, answers with stats. */
async function serve(): Promise<void> {
  process.env.NODE_ENV ??= "production";
  const site = await startLocalSite("bench-outage", { distDir: path.resolve("dist"), proxied: true, cacheTtlMs: ttlMs });
  const origin = await site.app.listen({ host: "127.0.0.1", port: 0 });
  const stats = (): Stats => ({ platformCalls: site.proxy?.requests() ?? 0, platformConnections: site.proxy?.connections() ?? 0, paused: site.client.http.paused });
  console.log(JSON.stringify({ origin, ...stats() }));
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === "hang" || line === "pass" || line === "reset") site.proxy?.set(line);
    console.log(JSON.stringify(stats()));
  }
  await site.close();
  process.exit(0);
}

async function startSite(): Promise<{ origin: string; command: (line: ProxyMode | "stats") => Promise<Stats>; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve"], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => {
    if (line.startsWith("{")) waiting.shift()?.(line);
  });
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const first = JSON.parse(await next()) as { origin: string };
  return {
    origin: first.origin,
    async command(line) {
      const answer = next();
      child.stdin.write(`${line}\n`);
      return JSON.parse(await answer) as Stats;
    },
    stop: () => child.stdin.end(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedStatus(url: string, headers: Record<string, string> = {}): Promise<string> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return `${response.status} in ${(performance.now() - started).toFixed(0)} ms`;
}

async function main(): Promise<void> {
  const duration = option("duration", 10);
  if (!existsSync(path.join("dist", ".ssr"))) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const site = await startSite();
  try {
    const { talents } = (await (await fetch(`${site.origin}/api/talents`)).json()) as TalentList;
    const cached = talents.slice(0, 2);
    const never = talents.slice(10, 13);
    const urls: [string, Record<string, string>][] = [
      ["/api/talents", { "accept-encoding": "br" }],
      ...cached.map((t): [string, Record<string, string>] => [`/api/talents/${t.id}`, { "accept-encoding": "br" }]),
      ["/", html],
      ["/modelos", html],
      ...cached.map((t): [string, Record<string, string>] => [`/modelos/${t.id}/${t.slug}`, html]),
    ];
    for (const [url, headers] of urls) for (let i = 0; i < 2; i++) await (await fetch(site.origin + url, { headers })).arrayBuffer();

    for (const mode of ["hang", "reset"] as const) {
      if (mode === "reset") {
        // Back to a working platform first, and every answer cached again.
        await site.command("pass");
        while ((await site.command("stats")).paused) {
          await fetch(`${site.origin}/api/talents`);
          await sleep(500);
        }
        for (const [url, headers] of urls) await (await fetch(site.origin + url, { headers })).arrayBuffer();
      }
      await site.command(mode);
      console.log(`\nplatform ${mode === "hang" ? "hanging" : "refusing connections"}`);
      // Never cached, before the site has noticed: the wait budget (or the pause, once it has).
      const [a, b, c] = never;
      if (a && b && c) {
        console.log(`  never cached, API   ${await timedStatus(`${site.origin}/api/talents/${a.id}`)}`);
        console.log(`  never cached, page  ${await timedStatus(`${site.origin}/modelos/${b.id}/${b.slug}`, html)}`);
      }
      await sleep(ttlMs + 100);
      const before = await site.command("stats");
      const result = await autocannon({
        url: site.origin,
        connections: 10,
        duration,
        requests: urls.map(([url, headers]) => ({ method: "GET", path: url, headers })),
        // A connection carries at most requestsPerConnection requests, as the site allows one (browsers
        // reconnect when told to): past it, Node answers 503 on that connection whatever the platform does.
        reconnectRate: requestsPerConnection,
      });
      const after = await site.command("stats");
      console.log(
        `  cached (${urls.length} URLs, ${duration} s): ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, slowest ${result.latency.max} ms, ${result.non2xx} not 2xx, ${result.errors} errors`,
      );
      // Every URL here has a cached answer: an outage must not cost a visitor any of them.
      if (result.non2xx > 0 || result.errors > 0) {
        console.error(`  cached answers must all be 2xx while the platform is down: ${result.non2xx} were not, ${result.errors} errors`);
        process.exitCode = 1;
      }
      const calls = mode === "hang" ? `${after.platformCalls - before.platformCalls} requests` : `${after.platformConnections - before.platformConnections} connections`;
      console.log(`  reached the platform during the run: ${calls}, for ${result.requests.total} requests to the site; calls paused: ${after.paused}`);
      if (c) console.log(`  never cached, after  ${await timedStatus(`${site.origin}/api/talents/${c.id}`)}`);
    }
  } finally {
    site.stop();
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
