import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import { chromiumArgs, chromiumPath } from "./playwright.config.js";
import { startLocalSite } from "./scripts/local-site.js";
const site = await startLocalSite("trace", { talents: process.env.TALENTS ? Number(process.env.TALENTS) : undefined });
await site.app.listen({ port: 0, host: "127.0.0.1" });
const origin = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const path = process.argv[2] ?? "/galeria";
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const warm = await context.newPage(); await warm.goto(origin + path); await warm.close();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(origin + path, { waitUntil: "load" });
await page.waitForTimeout(2500);
const { profile } = (await cdp.send("Profiler.stop")) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
const maps = new Map<string, SourceMapConsumer | null>();
const orig = (url: string, line: number, col: number) => {
  const file = url.replace(/^https?:\/\/[^/]+\//, "dist/");
  if (!maps.has(file)) { try { maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(file + ".map", "utf8")))); } catch { maps.set(file, null); } }
  const m = maps.get(file);
  if (!m) return url.slice(-30);
  const p = m.originalPositionFor({ line: line + 1, column: col });
  return `${(p.source ?? "?").replace(/.*node_modules\//, "nm/").replace(/.*\/src\//, "src/")}:${p.line} ${p.name ?? ""}`;
};
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]!)!;
  const key = n.callFrame.url ? orig(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber) + " " + n.callFrame.functionName : n.callFrame.functionName;
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
// group by source file
const files = new Map<string, number>();
for (const [k, v] of self) { const f = k.split(":")[0]!; files.set(f, (files.get(f) ?? 0) + v); }
console.log("by file (ms):"); for (const [k, v] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log("  ", (v / 1000).toFixed(1), k);
console.log("top functions:"); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log("  ", (v / 1000).toFixed(1), k);
await browser.close(); await site.close();
