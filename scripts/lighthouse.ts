import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../playwright.config.js";

/**
 * Lighthouse (mobile, simulated slow 4G and a mid-range phone) against the built
 * site on a fresh demo platform: performance and accessibility of the pages the
 * design budgets name. Usage: npm run lighthouse [-- path ...]
 */
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4600);
const origin = `http://127.0.0.1:${port}`;

async function startSite(dataDir: string) {
  // Node itself with tsx's loader: one process, so killing it stops the server (npx would leave it running).
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), PLATFORM_PORT: String(port + 1), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/social`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("The site did not start.");
}

async function defaultPaths(): Promise<string[]> {
  const { talents } = (await (await fetch(`${origin}/api/talents`)).json()) as { talents: { id: number; slug: string; cover: string | null }[] };
  const talent = talents.find((t) => t.cover) ?? talents[0];
  return ["/", "/modelos", talent ? `/modelos/${talent.id}/${talent.slug}` : "/modelos", "/galeria", "/seja-um-modelo"];
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-lighthouse-"));
const server = await startSite(dataDir);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs] });
try {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await defaultPaths();
  let failed = false;
  for (const page of paths) {
    // Warm the server's image cache first, as a visitor after the first would find it.
    await lighthouse(origin + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const result = await lighthouse(origin + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    const performance = score("performance");
    const accessibility = score("accessibility");
    if (performance < 95 || accessibility < 100) failed = true;
    console.log(
      `${page.padEnd(32)} performance ${performance}  accessibility ${accessibility}  LCP ${metric("largest-contentful-paint")}  CLS ${metric("cumulative-layout-shift")}  TBT ${metric("total-blocking-time")}`,
    );
    for (const audit of Object.values(lhr.audits)) {
      if (audit.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id)) console.log(`    a11y: ${audit.id}: ${audit.title}`);
    }
  }
  if (failed) process.exitCode = 1;
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
