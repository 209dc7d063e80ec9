import { get } from "node:http";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { ensureBuilt, numberOption, serveBenchServers, settleBrotli, startBenchServers } from "./bench-servers.js";
import { requestsPerConnection } from "../server/site/connections/server-options.js";

/**
 * Requests per second and p99 latency of the site's cached answers, each as a
 * share of a bare Fastify hello-world measured just before it:
 *
 *   npm run bench:http [-- --runs 3 --duration 5 --connections 10]
 *
 * The servers (hello-world and the site on a temporary demo platform) run in a
 * child process, so the load generator does not share their event loop. Every
 * target is requested before it is measured, Brotli ones until their copy is
 * the refined one, so what is measured is the cached answer as it settles.
 * With several runs the figures are the medians.
 */

interface Target {
  label: string;
  server: "hello" | "site";
  path: string;
  headers: Record<string, string>;
  /** The Content-Encoding the answer should carry; the first check says when it does not. */
  encoding?: "br" | "gzip";
}

const html = { accept: "text/html" };
const hello: Target = { label: "hello-world", server: "hello", path: "/", headers: {} };
const targets: Target[] = [
  hello,
  { label: "/api/talents br", server: "site", path: "/api/talents", headers: { "accept-encoding": "br" }, encoding: "br" },
  { label: "/api/talents gzip", server: "site", path: "/api/talents", headers: { "accept-encoding": "gzip" }, encoding: "gzip" },
  { label: "/index.html br (app shell)", server: "site", path: "/index.html", headers: { "accept-encoding": "br" }, encoding: "br" },
  { label: "/index.html gzip (app shell)", server: "site", path: "/index.html", headers: { "accept-encoding": "gzip" }, encoding: "gzip" },
  { label: "/modelos br (page)", server: "site", path: "/modelos", headers: { ...html, "accept-encoding": "br" }, encoding: "br" },
  { label: "/modelos gzip (page)", server: "site", path: "/modelos", headers: { ...html, "accept-encoding": "gzip" }, encoding: "gzip" },
  { label: "/ br (page)", server: "site", path: "/", headers: { ...html, "accept-encoding": "br" }, encoding: "br" },
  { label: "/ gzip (page)", server: "site", path: "/", headers: { ...html, "accept-encoding": "gzip" }, encoding: "gzip" },
];

interface Measure {
  rps: number;
  p99: number;
}

async function measure(origin: string, target: Target, duration: number, connections: number): Promise<Measure> {
  // A connection carries at most requestsPerConnection requests, as the site allows one (browsers reconnect when told to).
  const result = await autocannon({ url: origin + target.path, headers: target.headers, duration, connections, reconnectRate: requestsPerConnection });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${target.label}: ${result.non2xx} answers were not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** One request first: the answer must be a 200, and should come in the expected encoding (this also fills the caches). */
async function check(origin: string, target: Target): Promise<string> {
  const { status, encoding, bytes } = await new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    get(origin + target.path, { headers: target.headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"] ?? "identity", bytes }));
    }).on("error", reject);
  });
  if (status !== 200) throw new Error(`${target.label}: answered ${status}`);
  const expected = target.encoding && encoding !== target.encoding ? ` (NOT ${target.encoding}: the figures below measure something else)` : "";
  if (target.encoding !== "br") return `${bytes} bytes on the wire, ${encoding}${expected}`;
  const { settled } = await settleBrotli(origin + target.path, target.headers);
  return `${bytes} bytes on the wire, then ${settled} once refined, ${encoding}${expected}`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main(): Promise<void> {
  const runs = numberOption("runs", 1, true);
  const duration = numberOption("duration", 5);
  const connections = numberOption("connections", 10, true);
  ensureBuilt();
  const { stop, ...origins } = await startBenchServers(fileURLToPath(import.meta.url));
  try {
    for (const target of targets) console.log(`${target.label.padEnd(30)} ${await check(origins[target.server], target)}`);
    const results = new Map<string, { rps: number[]; p99: number[]; share: number[] }>(targets.map((t) => [t.label, { rps: [], p99: [], share: [] }]));
    const record = (target: Target, { rps, p99 }: Measure, share: number) => {
      const entry = results.get(target.label);
      entry?.rps.push(rps);
      entry?.p99.push(p99);
      entry?.share.push(share);
    };
    for (let run = 1; run <= runs; run++) {
      // Hello-world is measured again right before each target: this machine's speed drifts within
      // a run, and a share against a figure from a minute earlier measures the drift as well.
      for (const target of targets) {
        if (target === hello) continue;
        const base = await measure(origins.hello, hello, duration, connections);
        record(hello, base, 100);
        const measured = await measure(origins[target.server], target, duration, connections);
        record(target, measured, (measured.rps / base.rps) * 100);
      }
      console.log(`run ${run} of ${runs} done`);
    }
    console.log(`\n${runs > 1 ? `medians of ${runs} runs, ` : ""}${duration} s each, ${connections} connections`);
    console.log(`${"target".padEnd(30)} ${"req/s".padStart(8)} ${"p99 ms".padStart(8)} ${"% hello".padStart(8)}`);
    for (const target of targets) {
      const entry = results.get(target.label);
      if (!entry) continue;
      console.log(
        `${target.label.padEnd(30)} ${median(entry.rps).toFixed(0).padStart(8)} ${median(entry.p99).toFixed(1).padStart(8)} ${median(entry.share).toFixed(1).padStart(7)}%`,
      );
    }
  } finally {
    stop();
  }
}

if (process.argv.includes("--serve")) await serveBenchServers("bench-http");
else await main();
