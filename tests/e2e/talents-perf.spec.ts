import { expect, openInApp, test } from "./test.js";
import type { TalentCard } from "../../src/contract/site-api.js";
import { listSelectors, median, timeInteractions, type Interaction } from "../helpers/interaction-timing.js";
import { talentCards } from "./fixtures.js";

/**
 * Design budget: with 1,000 talents, a filter, letter or search change commits
 * in under 50 ms. The list is served as the seed's large option would be (the
 * demo's cards repeated under new ids and names), to the list opened inside the
 * app (the server-rendered list of 1,000 is timed in talents-ssr.spec.ts); each interaction is timed
 * several times and the median of the main thread's CPU time for it checked,
 * so neither one slow run nor a machine busy with other work decides.
 * `npm run bench:talents` measures the same (and wall times) on the real server.
 */
const talents = 1000;
const runs = 9;
const budgetMs = 50;

test("with 1,000 talents, filter, letter and search changes commit in under 50 ms", async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const demo = await talentCards(request);
  const large: TalentCard[] = Array.from({ length: talents }, (_, i) => {
    const base = demo[i % demo.length] as TalentCard;
    const name = i < demo.length ? base.name : `${base.name} ${Math.floor(i / demo.length) + 1}`;
    return { ...base, id: 500_000 + i, name, slug: `${base.slug}-${i}` };
  });
  await page.route("**/api/talents", (route) => route.fulfill({ json: { talents: large } }));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/hub-digital");
  await openInApp(page, "/modelos");
  await expect(page.locator(listSelectors.cards).first()).toHaveAttribute("aria-setsize", String(talents));

  const filters = ["woman", "man", "curves", "all"] as const;
  const typed = ["a", "an", "ana", "", "j", "jo", "joa", ""];
  const scenarios: Record<string, (run: number) => Interaction> = {
    filter: (run) => ({ kind: "click", selector: listSelectors.filter(filters[run % filters.length] ?? "all") }),
    letter: (run) => ({ kind: "click", selector: listSelectors.letter(["M", "A", "J"][run % 3] ?? "A") }),
    search: (run) => ({ kind: "type", selector: listSelectors.search, value: typed[run % typed.length] ?? "" }),
  };
  // One warm-up round: the first run of each pays for code that has not run yet.
  await timeInteractions(browser, page, Object.values(scenarios).map((make) => make(0)));

  const results: Record<string, { cpu: number; frameCpu: number; wall: number }> = {};
  for (const [name, make] of Object.entries(scenarios)) {
    const timings = await timeInteractions(browser, page, Array.from({ length: runs }, (_, run) => make(run)));
    const round = (value: number) => Math.round(value * 10) / 10;
    results[name] = {
      cpu: round(median(timings.map((t) => t.cpu))),
      frameCpu: round(median(timings.map((t) => t.frameCpu))),
      wall: round(median(timings.map((t) => t.commit))),
    };
  }
  test.info().annotations.push({ type: "median commit (ms)", description: JSON.stringify(results) });
  // The checks are on the main thread's CPU time: wall time also counts whatever else the machine runs.
  // To the commit, as the budget says, and even to the next painted frame (style, layout and paint too).
  for (const [name, { cpu, frameCpu }] of Object.entries(results)) {
    expect(cpu, `${name}: median ${cpu} ms of main-thread time to the commit`).toBeLessThan(budgetMs);
    expect(frameCpu, `${name}: median ${frameCpu} ms of main-thread time to the painted frame`).toBeLessThan(budgetMs);
  }
  // The interactions did what they say: the last search left "joa" … then "" → the whole list.
  await expect(page.locator("main p[role=status]").first()).not.toHaveText("0 modelos");
});
