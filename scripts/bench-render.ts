import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { ensureBuilt, numberOption, serveBenchServers, settleBrotli, startBenchServers, type BenchServers } from "./bench-servers.js";
import { requestsPerConnection } from "../server/site/connections/server-options.js";

/**
 * What a server render of the talents list costs, on a site seeded with 1,000
 * talents, beside a bare Fastify hello-world measured in the same run:
 *
 *   npm run bench:render [-- --requests 300 --warmup 50 --talents 1000]
 *
 * A cold render is a page the render cache has not seen: each request asks for
 * the list with a query of its own, which the list ignores but the cache keys
 * on, so every one is rendered anew from the (cached) platform answers. One
 * connection, so the latency is the render's own and not a queue's. Each path
 * is first run `warmup` times unmeasured, so the p99 is the running server's
 * and not the compiler's first pass over the code. The budget is a p99 of
 * 50 ms for the cold render; a cached page answers from memory.
 *
 * One connection measures latency, not throughput: how many requests a second
 * a cached page takes against hello-world is bench:http's (many connections,
 * whole seconds). "CPU ms" is the servers' process's CPU time per request,
 * every thread included: on a shared machine it moves less from run to run
 * than the latency's tail.
 */

const budgetMs = 50;

interface Figures {
  /** CPU time of the servers' process per request (every thread), in ms. */
  cpu: number;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
}

async function run(servers: BenchServers, origin: string, label: string, amount: number, pathOf: (n: number) => string, encoding = "br"): Promise<Figures> {
  let n = 0;
  const cpuBefore = await servers.cpuMs();
  const result = await autocannon({
    url: origin,
    connections: 1,
    // One connection carries at most requestsPerConnection requests, as the site allows one (browsers reconnect when told to).
    reconnectRate: requestsPerConnection,
    amount,
    headers: { accept: "text/html", "accept-encoding": encoding },
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(n++) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${label}: ${result.non2xx} answers were not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const cpu = ((await servers.cpuMs()) - cpuBefore) / result.requests.total;
  return { cpu, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, bytes: result.throughput.total / result.requests.total };
}

async function main(): Promise<void> {
  const requests = numberOption("requests", 300, true);
  const warmup = numberOption("warmup", 50, true);
  ensureBuilt();
  const servers = await startBenchServers(fileURLToPath(import.meta.url));
  try {
    // The platform's answers are fetched and cached once; what follows measures rendering.
    const first = await fetch(`${servers.site}/modelos`, { headers: { accept: "text/html" } });
    const html = await first.text();
    if (first.status !== 200 || !html.includes('id="page-state"')) throw new Error(`/modelos answered ${first.status} without a server-rendered page`);

    for (const encoding of ["br", "identity"]) await run(servers, servers.site, "warm-up", warmup, (n) => `/modelos?warmup-${encoding}=${n}`, encoding);
    await run(servers, servers.hello, "warm-up", warmup, () => "/");
    // The cached row measures the page's copy as it settles, after its background recompression.
    const copy = await settleBrotli(`${servers.site}/modelos`, { accept: "text/html" }, 10_000);

    const rows: [string, Figures][] = [
      ["hello-world", await run(servers, servers.hello, "hello-world", requests, () => "/")],
      ["/modelos cold render", await run(servers, servers.site, "cold", requests, (n) => `/modelos?cold=${n}`)],
      // The same without compression: how much of the cold answer is the render itself.
      ["  of which rendering", await run(servers, servers.site, "cold, identity", requests, (n) => `/modelos?plain=${n}`, "identity")],
      ["/modelos cached", await run(servers, servers.site, "cached", requests, () => "/modelos")],
    ];
    console.log(`\n${requests} requests each after ${warmup} unmeasured, one connection, Accept-Encoding: br (the second cold row: identity)`);
    console.log(`The cached page's Brotli copy: ${copy.first} bytes as first made, ${copy.settled} once refined.`);
    console.log(`${"target".padEnd(22)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"max ms".padStart(7)} ${"bytes".padStart(7)} ${"CPU ms".padStart(7)}`);
    for (const [label, f] of rows) {
      console.log(
        `${label.padEnd(22)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)} ${f.max.toFixed(1).padStart(7)} ${f.bytes.toFixed(0).padStart(7)} ${f.cpu.toFixed(1).padStart(7)}`,
      );
    }
    const cold = rows[1]?.[1];
    if (cold && cold.p99 > budgetMs) {
      console.log(`OVER BUDGET: the cold render's p99 is ${cold.p99} ms (budget ${budgetMs} ms).`);
      process.exitCode = 1;
    }
  } finally {
    servers.stop();
  }
}

if (process.argv.includes("--serve")) await serveBenchServers("bench-render", { talents: numberOption("talents", 1000, true) });
else await main();
