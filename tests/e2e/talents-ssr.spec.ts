import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TalentCard } from "../../src/contract/site-api.js";
import { listSelectors, timeInteractions } from "../helpers/interaction-timing.js";
import { freePort, startProcess, waitForHttp, type Child } from "../helpers/processes.js";
import { expect, test, type Page } from "./test.js";

/**
 * The talents list with 1,000 talents as the server renders it: every card is
 * in the HTML (the first screenful as the grid, the rest in a <noscript> for
 * visitors without JavaScript and crawlers), the browser builds only the rows
 * near the viewport, and filtering stays within budget from the first
 * interaction. A site of its own, seeded with 1,000 talents.
 */
const talents = 1000;
let dataDir = "";
let origin = "";
let site: Child | undefined;
let cards: TalentCard[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-ssr-1000-"));
  const seed = spawnSync(process.execPath, ["--import", "tsx", "server/platform/demo/cli.ts", "--talents", String(talents), "--data-dir", dataDir], { encoding: "utf8" });
  if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}`);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  site = startProcess("server/main.ts", { HOST: "127.0.0.1", PORT: String(port), PLATFORM_PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  await waitForHttp(`${origin}/api/social`, site, 60_000);
  cards = ((await (await fetch(`${origin}/api/talents`)).json()) as { talents: TalentCard[] }).talents;
});

test.afterAll(async () => {
  await site?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const heart = (page: Page, card: TalentCard) => page.locator(`main li:has(a[href$="/${card.id}/${card.slug}"]) button[aria-pressed]`);

test("every card is in the HTML; the browser builds only the rows near the viewport; a filter answers within budget", async ({ page, browser }) => {
  test.setTimeout(90_000);
  expect(cards).toHaveLength(talents);
  const html = await (await fetch(`${origin}/modelos`)).text();
  expect(html.match(/<li [^>]*aria-posinset=/g)).toHaveLength(talents);
  const last = cards.at(-1) as TalentCard;
  expect(html).toContain(`>${last.name}</span>`);
  // Past the first screenful, the cards are the <noscript>'s: text to a browser that runs scripts.
  const main = html.slice(html.indexOf("<main"));
  const noscript = main.slice(main.indexOf("<noscript>"), main.indexOf("</noscript>"));
  expect(noscript.match(/<li [^>]*aria-posinset=/g)).toHaveLength(talents - 24);

  // The first and the last talent are favourites on this device: a card shows its heart pressed once built.
  const first = cards[0] as TalentCard;
  await page.addInitScript((favorites) => localStorage.setItem("favorites", favorites), JSON.stringify({ [first.id]: first, [last.id]: last }));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${origin}/modelos`);
  await expect(heart(page, first)).toHaveAttribute("aria-pressed", "true");
  const built = await page.locator(listSelectors.cards).count();
  expect(built).toBeGreaterThan(0);
  expect(built).toBeLessThan(100);
  await expect(page.locator(listSelectors.cards).first()).toHaveAttribute("aria-setsize", String(talents));
  // Scrolled to the end, the last rows are built, with this device's favourite.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(heart(page, last)).toHaveAttribute("aria-pressed", "true");
  expect(await page.locator(listSelectors.cards).count()).toBeLessThan(100);

  // Filters, a letter and search stay under 50 ms of main-thread time from the first one.
  await page.evaluate(() => window.scrollTo(0, 0));
  const timings = await timeInteractions(browser, page, [
    { kind: "click", selector: listSelectors.filter("woman") },
    { kind: "click", selector: listSelectors.filter("man") },
    { kind: "type", selector: listSelectors.search, value: "a" },
    { kind: "click", selector: listSelectors.filter("all") },
  ]);
  test.info().annotations.push({ type: "main-thread ms to the commit", description: JSON.stringify(timings.map((t) => Math.round(t.cpu * 10) / 10)) });
  for (const timing of timings) expect(timing.cpu).toBeLessThan(50);
  await expect(page.locator(listSelectors.cards).first()).not.toHaveAttribute("aria-setsize", String(talents));
  expect(await page.locator(listSelectors.cards).count()).toBeLessThan(100);
});

test("without JavaScript the list is all there, and its filters are links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/modelos`, { waitUntil: "domcontentloaded" });
  await expect(page.locator(listSelectors.cards)).toHaveCount(talents);
  // Without scripts Chromium loads even lazy images, a thousand covers here: the link is followed
  // by going to its address, which stops those downloads (a click would queue behind them).
  const curvesLink = page.getByRole("navigation", { name: "Filtrar modelos" }).getByRole("link", { name: "Curves", exact: true });
  await expect(curvesLink).toHaveAttribute("href", "/modelos/curves");
  await page.goto(`${origin}/modelos/curves`, { waitUntil: "domcontentloaded" });
  const curves = cards.filter((card) => card.curves).length;
  await expect(page.locator(listSelectors.cards)).toHaveCount(curves);
  await context.close();
});
