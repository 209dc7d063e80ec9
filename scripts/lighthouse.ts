import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../playwright.config.js";
import { settleBrotli } from "./bench-servers.js";
import { mainThreadTaskTimes, type TaskTimes, type TraceEvent } from "./main-thread-time.js";

/**
 * Lighthouse (mobile, simulated slow 4G and a mid-range phone) against the built
 * site on fresh demo platforms: the pages the design budgets name, each run
 * several times, with the medians checked against the budgets.
 *
 *   npm run lighthouse [-- --runs 3] [--out DIR] [path ...]
 *
 * Without paths: home, the talents list, a profile, the gallery, a post and the
 * form on the demo content, and the talents list of a site seeded with 1,000
 * talents. Lighthouse on two shared cores is noisy (mostly TBT): read medians,
 * and the main thread's longest task in wall and CPU time (scripts/main-thread-time.ts).
 */
const { values: flags, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" }, out: { type: "string" } },
  allowPositionals: true,
});
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) throw new Error("--runs must be a whole number from 1 to 15.");
const basePort = Number(process.env.LIGHTHOUSE_PORT ?? 4600);

/** The budgets of design.md, checked on the medians. */
const budget = { performance: 100, accessibility: 100, fcp: 900, lcp: 1200, tbt: 50, cls: 0.01 };

interface Site {
  origin: string;
  server: ChildProcess;
  dataDir: string;
}

async function startSite(port: number, talents?: number): Promise<Site> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-lighthouse-"));
  if (talents !== undefined) {
    const seed = spawnSync(process.execPath, ["--import", "tsx", "server/platform/demo/cli.ts", "--talents", String(talents), "--data-dir", dataDir], { stdio: "inherit" });
    if (seed.status !== 0) throw new Error("Seeding the large demo failed.");
  }
  // Node itself with tsx's loader: one process, so killing it stops the server (npx would leave it running).
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), PLATFORM_PORT: String(port + 1), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  // The site stands in for a server elsewhere: on this machine it shares the cores with the
  // browser, so it runs at a lower priority and leaves them to the page when both want one.
  if (server.pid !== undefined) os.setPriority(server.pid, 10);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/social`)).ok) return { origin, server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("The site did not start.");
}

function stopSite(site: Site): void {
  site.server.kill();
  rmSync(site.dataDir, { recursive: true, force: true });
}

async function demoPaths(origin: string): Promise<string[]> {
  const { talents } = (await (await fetch(`${origin}/api/talents`)).json()) as { talents: { id: number; slug: string; cover: string | null }[] };
  const { posts } = (await (await fetch(`${origin}/api/posts/all`)).json()) as { posts: { id: number; slug: string }[] };
  const talent = talents.find((t) => t.cover) ?? talents[0];
  const post = posts[0];
  return [
    "/",
    "/modelos",
    talent ? `/modelos/${talent.id}/${talent.slug}` : "/modelos",
    "/galeria",
    post ? `/galeria/${post.id}/${post.slug}` : "/galeria",
    "/seja-um-modelo",
  ];
}

interface RunResult {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
  a11yFailures: string[];
  tasks: TaskTimes | undefined;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** What the LCP element is, from the audit that names it. */
function lcpElementOf(lhr: Lhr): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return "?";
  return `${node.selector ?? ""} "${(node.nodeLabel ?? "").slice(0, 50)}"`;
}

/**
 * One audit that finished. Lighthouse sometimes loses the trace of a load
 * (NO_NAVSTART) and then scores nothing: such a run measured nothing, so it
 * is said and run again, at most three times.
 */
async function auditedRun(port: number, url: string): Promise<{ lhr: Lhr; tasks: TaskTimes | undefined }> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
    if (!lhr.runtimeError) return { lhr, tasks: mainThreadTaskTimes(trace?.traceEvents ?? []) };
    if (attempt === 3) throw new Error(`Lighthouse failed ${attempt} times on ${url}: ${lhr.runtimeError.code}`);
    console.warn(`${url}: Lighthouse lost this run (${lhr.runtimeError.code}); running it again.`);
  }
}

async function measure(port: number, url: string, label: string, out: string | undefined): Promise<RunResult[]> {
  // Warm the server's image cache and rendered pages first, as a visitor after the first would find them.
  await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  // A page sent twice is compressed again at Brotli's best quality: every measured run gets that copy.
  await settleBrotli(url, { accept: "text/html" }, 10_000);
  const results: RunResult[] = [];
  for (let run = 0; run < runs; run++) {
    const { lhr, tasks } = await auditedRun(port, url);
    if (out) writeFileSync(path.join(out, `${label.replace(/[^\w]+/g, "_")}-${run + 1}.json`), JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    results.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      lcpElement: lcpElementOf(lhr),
      a11yFailures: Object.values(lhr.audits)
        .filter((audit) => audit.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id))
        .map((audit) => `${audit.id}: ${audit.title}`),
      tasks,
    });
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function report(label: string, results: RunResult[]): boolean {
  const m = (key: "performance" | "accessibility" | "fcp" | "lcp" | "tbt" | "cls") => median(results.map((r) => r[key]));
  const medians = { performance: m("performance"), accessibility: m("accessibility"), fcp: m("fcp"), lcp: m("lcp"), tbt: m("tbt"), cls: m("cls") };
  const within =
    medians.performance >= budget.performance &&
    medians.accessibility >= budget.accessibility &&
    medians.fcp <= budget.fcp &&
    medians.lcp <= budget.lcp &&
    medians.tbt <= budget.tbt &&
    medians.cls <= budget.cls;
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  console.log(
    `${label.padEnd(34)} perf ${String(medians.performance).padStart(3)}  a11y ${String(medians.accessibility).padStart(3)}  FCP ${ms(medians.fcp)}  LCP ${ms(medians.lcp)}  TBT ${ms(medians.tbt)}  CLS ${medians.cls.toFixed(3)}${within ? "" : "  OVER BUDGET"}`,
  );
  console.log(`${"".padEnd(34)} runs: perf ${results.map((r) => r.performance).join("/")}  TBT ${results.map((r) => Math.round(r.tbt)).join("/")}  LCP element ${results[0]?.lcpElement ?? "?"}`);
  // TBT takes each task's wall time (times 4 for the phone); a task whose CPU time is far below it waited for a core.
  const taskTimes = results.map((r) => (r.tasks ? `${Math.round(r.tasks.longestWallMs)}/${Math.round(r.tasks.longestWallCpuMs)}` : "?")).join(", ");
  const mostCpu = Math.max(...results.map((r) => r.tasks?.mostCpuMs ?? Number.NaN));
  console.log(`${"".padEnd(34)} longest main-thread task, wall/CPU ms: ${taskTimes}; most CPU in one task: ${Number.isNaN(mostCpu) ? "?" : mostCpu.toFixed(1)} ms`);
  for (const failure of new Set(results.flatMap((r) => r.a11yFailures))) console.log(`    a11y: ${failure}`);
  return within;
}

const out = flags.out ? path.resolve(flags.out) : undefined;
if (out) mkdirSync(out, { recursive: true });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs] });
const sites: Site[] = [];
let failed = false;
try {
  const demo = await startSite(basePort);
  sites.push(demo);
  const targets = positionals.length > 0 ? positionals.map((page) => ({ label: page, url: demo.origin + page })) : (await demoPaths(demo.origin)).map((page) => ({ label: page, url: demo.origin + page }));
  if (positionals.length === 0) {
    const large = await startSite(basePort + 2, 1000);
    sites.push(large);
    targets.push({ label: "/modelos (1,000 talents)", url: `${large.origin}/modelos` });
  }
  console.log(`Lighthouse mobile, simulated slow 4G, ${runs} run(s) per page; medians:`);
  for (const target of targets) {
    if (!report(target.label, await measure(chrome.port, target.url, target.label, out))) failed = true;
  }
} finally {
  chrome.kill();
  for (const site of sites) stopSite(site);
}
if (failed) process.exitCode = 1;
