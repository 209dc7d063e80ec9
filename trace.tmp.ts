import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./playwright.config.js";
import { startLocalSite } from "./scripts/local-site.js";
const site = await startLocalSite("trace", { talents: process.env.TALENTS ? Number(process.env.TALENTS) : undefined });
await site.app.listen({ port: 0, host: "127.0.0.1" });
const addr = site.app.server.address() as { port: number };
const origin = `http://127.0.0.1:${addr.port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const path = process.argv[2] ?? "/galeria";
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (i === 1) await browser.startTracing(page, { categories: ["devtools.timeline", "v8", "disabled-by-default-devtools.timeline"] });
  await page.goto(origin + path, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  if (i === 1) {
    const buf = await browser.stopTracing();
    const events = JSON.parse(buf.toString()).traceEvents as { name: string; dur?: number; ts: number; ph: string; tid: number; args?: { data?: { url?: string; functionName?: string } } }[];
    const tasks = events.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 20000);
    const t0 = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    for (const t of tasks) {
      const inside = events.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) && e !== t && (e.dur ?? 0) > 3000);
      console.log(`task at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${((t.dur ?? 0) / 1000).toFixed(1)} ms`);
      for (const e of inside.slice(0, 12)) console.log(`    ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ${e.args?.data?.url?.slice(-40) ?? ""} ${e.args?.data?.functionName ?? ""}`);
    }
  }
  await context.close();
}
await browser.close();
await site.close();
