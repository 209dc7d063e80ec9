import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../playwright.config.js";
import { startLocalSite } from "./local-site.js";
import { listSelectors, median, percentile, timeInteractions, type Interaction } from "../tests/helpers/interaction-timing.js";

/**
 * Times the talents list with the seed's large option (1,000 talents) in
 * Chromium, through the real server and the built app:
 *
 *   npm run bench:talents [-- --runs 30]
 *
 * For a filter click, a letter click and a keystroke in the search box, it
 * reports the median and p95 from the event to React's commit and to the next
 * painted frame (wall time), and the main thread's CPU time for the event (which
 * a busy machine does not inflate); and the size of the card payload (`GET /api/talents`).
 */

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const talentCount = 1000;

if (!existsSync(path.join("dist", "index.html"))) {
  console.log("Building the app…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = await startLocalSite("bench-talents", { talents: talentCount });
console.log(`seeded ${site.seeded?.talents ?? 0} talents in ${site.seeded?.ms ?? 0} ms`);
const { app } = site;
const origin = await app.listen({ host: "127.0.0.1", port: 0 });

/** Bytes on the wire of the card list, as a browser asking for gzip gets it. */
function payloadBytes(): Promise<{ raw: number; wire: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}/api/talents`, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let wire = 0;
      response.on("data", (chunk: Buffer) => (wire += chunk.length));
      response.on("end", () => resolve({ raw: 0, wire, encoding: response.headers["content-encoding"] ?? "identity" }));
    });
    call.on("error", reject);
    call.end();
  });
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const payload = await payloadBytes();
  const list = (await (await fetch(`${origin}/api/talents`)).json()) as { talents: { name: string }[] };
  const rawBytes = JSON.stringify(list).length;
  console.log(`card payload: ${list.talents.length} talents, ${(rawBytes / 1024).toFixed(1)} KB raw, ${(payload.wire / 1024).toFixed(1)} KB ${payload.encoding} on the wire`);

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const started = performance.now();
  await page.goto(`${origin}/modelos`);
  await page.locator(listSelectors.cards).first().waitFor();
  console.log(`first card shown ${Math.round(performance.now() - started)} ms after navigation`);
  const setSize = await page.locator(listSelectors.cards).first().getAttribute("aria-setsize");
  if (setSize !== String(talentCount)) throw new Error(`The list shows ${setSize ?? "no"} talents, not ${talentCount}.`);

  const filters = ["woman", "man", "curves", "all"] as const;
  const letters = ["A", "M", "J", "R", "B", "C", "L", "P"];
  const typed = ["a", "an", "ana", "ana ", "ana s", "", "j", "jo", "joa", "joao", ""];
  const scenarios: Record<string, (run: number) => Interaction> = {
    filter: (run) => ({ kind: "click", selector: listSelectors.filter(filters[run % filters.length] ?? "all") }),
    // Odd runs press the same letter again, which shows every letter: both directions are timed.
    letter: (run) => ({ kind: "click", selector: listSelectors.letter(letters[Math.floor(run / 2) % letters.length] ?? "A") }),
    search: (run) => ({ kind: "type", selector: listSelectors.search, value: typed[run % typed.length] ?? "" }),
  };

  const row = (label: string, values: number[]) => `${label.padEnd(8)} median ${median(values).toFixed(1).padStart(5)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(5)} ms`;
  console.log(`\n${runs} runs each, 1366×900, Chromium ${browser.version()}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(" ")}:`);
  for (const [name, make] of Object.entries(scenarios)) {
    const timings = await timeInteractions(browser, page, Array.from({ length: runs }, (_, run) => make(run)));
    console.log(`${name}:`);
    console.log(`  ${row("commit", timings.map((t) => t.commit))}   (wall time, event to commit)`);
    console.log(`  ${row("paint", timings.map((t) => t.paint))}   (wall time, event to the next painted frame)`);
    console.log(`  ${row("cpu", timings.map((t) => t.cpu))}   (main-thread CPU time of the event's task, to the commit)`);
    console.log(`  ${row("frame", timings.map((t) => t.frameCpu))}   (main-thread CPU time to the next painted frame)`);
    // Back to the whole list for the next scenario.
    await timeInteractions(browser, page, [
      { kind: "type", selector: listSelectors.search, value: "" },
      { kind: "click", selector: listSelectors.filter("all") },
    ]);
  }
} finally {
  await browser.close();
  await site.close();
}
