import { expect, openInApp, test, waitForHydration, type Page } from "./test.js";
import { expectUnavailableInApp, platformDown } from "./unavailable.js";
import type { Slide } from "../../src/contract/site-api.js";
import { stubVideoPlayers } from "./fixtures.js";

// The home page: hero slider, down arrow, home mode and the gallery marquee.

const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]');
// The navbar's logo link is aria-hidden while hidden, so it is found by its place, not its name.
const navbarLogo = (page: Page) => page.locator('header a[href="/"]');

test("the first slide is preloaded, right-sized and high priority, in its desktop variant from 650 px", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+desktop\.jpg" imagesrcset="[^"]+ 1920w" imagesizes="max\(100vw, [\d.]+vh, [\d.]+px\)" media="\(min-width: 650px\)" fetchpriority="high">/);
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+mobile\.jpg" imagesrcset="[^"]+ 800w" imagesizes="max\(100vw, [\d.]+vh, [\d.]+px\)" media="\(max-width: 649px\)" fetchpriority="high">/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const image = slides(page).first().locator("img");
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).toHaveAttribute("loading", "eager");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  // 1280 × 800 is wider than the viewport once a 16:9 slide covers it (1,422 px): the 1,600 px step.
  expect(src).toMatch(/\/media\/1600\/.+\/desktop\.jpg$/);
  // Below the fold, slides far from the first wait: only the neighbours of slide 1 have their media.
  await expect(slides(page).nth(2).locator("img")).toHaveCount(0);
});

test("under 650 px the slide shows its mobile variant", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const image = slides(page).first().locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/\d+\/.+\/mobile\.jpg$/);
});

/** The active slide's number, from its "N de total" label. */
async function activeNumber(page: Page): Promise<number> {
  return Number(((await activeSlide(page).getAttribute("aria-label")) ?? "").split(" ")[0]);
}

/** Installs a fake clock and stops it once the slider is ready: from then on, time moves only with runFor. */
/**
 * Opens the home page with the page's clock under the test's control. `inApp`
 * opens it from another page inside the app, so its slides come from the site
 * API (as a test answers it) rather than from the server-rendered HTML.
 */
async function openWithStoppedClock(page: Page, path = "/", { inApp = false } = {}): Promise<void> {
  await page.clock.install();
  if (inApp) {
    await page.goto("/hub-digital");
    await openInApp(page, path);
  } else {
    await page.goto(path);
  }
  // The slider's code loads after the first paint; on a busy machine that can take a while.
  await expect(page.getByRole("button", { name: "Próximo slide" })).toBeVisible({ timeout: 20_000 });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

test("the slider advances 5 s after each 2.5 s transition, loops, and pauses on demand", async ({ page }) => {
  await openWithStoppedClock(page);
  const total = await slides(page).count();
  expect(total).toBeGreaterThan(1);

  await page.getByRole("button", { name: "Pausar a apresentação" }).click();
  const paused = await activeNumber(page);
  await page.clock.runFor(20_000);
  expect(await activeNumber(page)).toBe(paused);

  // Resuming starts a fresh 5 s wait.
  await page.getByRole("button", { name: "Retomar a apresentação" }).click();
  const after = (steps: number) => ((paused - 1 + steps) % total) + 1;
  await page.clock.runFor(4900);
  expect(await activeNumber(page)).toBe(paused);
  await page.clock.runFor(2700);
  expect(await activeNumber(page)).toBe(after(1));
  // The next wait starts when the transition ends (5 s + 2.5 s): at 12.4 s slide 3 is not there yet.
  await page.clock.runFor(4800);
  expect(await activeNumber(page)).toBe(after(1));
  await page.clock.runFor(2700);
  expect(await activeNumber(page)).toBe(after(2));

  // Looping: going back from the first slide shows the last.
  await page.getByRole("button", { name: "Pausar a apresentação" }).click();
  for (let i = await activeNumber(page); i >= 1; i--) {
    await page.getByRole("button", { name: "Slide anterior" }).click();
    await page.clock.runFor(2600);
  }
  expect(await activeNumber(page)).toBe(total);
  await page.getByRole("button", { name: "Próximo slide" }).click();
  await page.clock.runFor(2600);
  expect(await activeNumber(page)).toBe(1);
});

test("the slider does not move while the tab is hidden", async ({ page }) => {
  await openWithStoppedClock(page);
  const start = await activeNumber(page);
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.clock.runFor(30_000);
  expect(await activeNumber(page)).toBe(start);
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.clock.runFor(7600);
  expect(await activeNumber(page)).toBe((start % (await slides(page).count())) + 1);
});

test("with reduced motion the slider does not play by itself, and moves without animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithStoppedClock(page);
  await expect(page.getByRole("button", { name: "Retomar a apresentação" })).toBeVisible();
  await page.clock.runFor(30_000);
  expect(await activeNumber(page)).toBe(1);
  await page.getByRole("button", { name: "Próximo slide" }).click();
  await page.clock.runFor(100);
  expect(await activeNumber(page)).toBe(2);
});

test("the down arrow scrolls smoothly to the gallery, and the navbar logo shows once the hero logo is passed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.locator("main h1")).toBeVisible();
  await expect(navbarLogo(page)).toBeHidden();

  // Smooth: the page passes through positions between the top and the section.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { scrolls: number[] }).scrolls = seen;
    window.addEventListener("scroll", () => seen.push(window.scrollY));
  });
  // Enter, as a keyboard user would (a click works the same; the arrow moves, so it is never "stable").
  await page.getByRole("button", { name: "Ir para a galeria" }).press("Enter");
  const gallery = page.getByRole("heading", { level: 2, name: "Galeria" });
  await expect(gallery).toBeInViewport();
  await expect(gallery).toBeFocused();
  // The smooth scroll may still be gliding when the heading comes into view.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const final = await page.evaluate(() => window.scrollY);
  const positions = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
  expect(positions.filter((y) => y > 0 && y < final).length, `scroll positions: ${positions.join(", ")}`).toBeGreaterThan(0);
  await expect(navbarLogo(page)).toBeVisible();

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(navbarLogo(page)).toBeHidden();
});

test("the marquee: two rows of covers linking to posts, the second reversed, 6 s per item, pausing on hover", async ({ page, request }) => {
  const { posts } = (await (await request.get("/api/posts/all")).json()) as { posts: { id: number; slug: string; title: string }[] };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  // One named row for the keyboard and screen readers; the second repeats its posts, reversed.
  const first = page.getByRole("group", { name: "Publicações recentes" });
  await expect(page.getByRole("group", { name: /publicações/i })).toHaveCount(1);
  const rows = first.locator("xpath=..").locator("> div");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveAttribute("aria-hidden", "true");

  // Each post once: the loop's copy and the second row are out of the tab order and hidden from assistive technology.
  const links = page.getByRole("link").filter({ has: page.locator("img") });
  const hrefs = await links.evaluateAll((elements) => elements.filter((a) => a.closest("ul")?.closest("[role=group]")).map((a) => a.getAttribute("href")));
  expect(hrefs.toSorted()).toEqual(posts.map((p) => `/galeria/${p.id}/${p.slug}`).toSorted());
  const tabbable = await rows.evaluateAll((elements) => elements.flatMap((row) => [...row.querySelectorAll("a")]).filter((a) => a.tabIndex >= 0).length);
  expect(tabbable).toBe(posts.length);
  const perRow = await rows.nth(0).locator("ul").first().locator("a").count();
  expect(perRow).toBeGreaterThanOrEqual(posts.length);
  const post = posts[0];
  if (!post) throw new Error("The demo content has no posts.");
  await expect(first.getByRole("link", { name: post.title }).first()).toHaveAttribute("href", `/galeria/${post.id}/${post.slug}`);

  const belt = (row: number) => rows.nth(row).locator("> div");
  const style = (row: number) =>
    belt(row).evaluate((element) => {
      const css = getComputedStyle(element);
      return { duration: css.animationDuration, direction: css.animationDirection, state: css.animationPlayState };
    });
  expect(await style(0)).toEqual({ duration: `${perRow * 6}s`, direction: "normal", state: "running" });
  expect((await style(1)).direction).toBe("reverse");
  const item = await rows.nth(0).locator("li").first().evaluate((element) => element.getBoundingClientRect().width);
  expect(item).toBe(350);
  const gap = await rows.nth(0).locator("ul").first().evaluate((element) => getComputedStyle(element).columnGap);
  expect(gap).toBe("24px");

  await rows.nth(0).scrollIntoViewIfNeeded();
  await rows.nth(0).hover();
  expect((await style(0)).state).toBe("paused");
  await page.mouse.move(5, 5);
  expect((await style(0)).state).toBe("running");

  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await rows.nth(0).locator("li").first().evaluate((element) => element.getBoundingClientRect().width)).toBe(165);

  // A cover of the loop's copy, in sight near the end of the loop, opens its post like any other.
  await page.setViewportSize({ width: 1280, height: 800 });
  await belt(0).evaluate((element) => {
    const seconds = parseFloat(getComputedStyle(element).animationDuration);
    Object.assign((element as HTMLElement).style, { animationDelay: `-${seconds * 0.99}s`, animationPlayState: "paused" });
  });
  const copied = rows.nth(0).locator("ul").nth(1).locator("a").first();
  const copiedHref = await copied.getAttribute("href");
  await copied.click();
  await expect(page).toHaveURL(new RegExp(`${copiedHref ?? "-"}$`));
  await page.goBack();
  await page.setViewportSize({ width: 1024, height: 800 });
  // Away from the rows, so only the focus below can pause one.
  await page.mouse.move(5, 5);
  expect((await style(0)).state).toBe("running");

  // Covers move: reach one with the keyboard, which pauses its row.
  const cover = first.getByRole("link", { name: post.title }).first();
  await cover.focus();
  expect((await style(0)).state).toBe("paused");
  await cover.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/galeria/${post.id}/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
});

test("on a touch screen, which can neither hover nor focus the rows, a button pauses and resumes both", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto("/en");
    await waitForHydration(page);
    const rows = page.getByRole("group", { name: "Recent posts" }).locator("xpath=..").locator("> div");
    const states = () => rows.evaluateAll((elements) => elements.map((row) => getComputedStyle(row.firstElementChild as Element).animationPlayState));
    expect(await states()).toEqual(["running", "running"]);
    await page.getByRole("button", { name: "Pause the posts" }).tap();
    expect(await states()).toEqual(["paused", "paused"]);
    await page.getByRole("button", { name: "Resume the posts" }).tap();
    expect(await states()).toEqual(["running", "running"]);
  } finally {
    await context.close();
  }
});

test("a cover reached with the keyboard is brought into view, wherever the belt was", async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const row = page.getByRole("group", { name: "Publicações recentes" });
    const belt = row.locator("xpath=..").locator("> div").first().locator("> div");
    // Most of the first copy has gone by the left edge.
    await belt.evaluate((element) => {
      const seconds = parseFloat(getComputedStyle(element).animationDuration);
      (element as HTMLElement).style.animationDelay = `-${seconds * 0.4}s`;
    });
    await page.getByRole("link", { name: "Ver toda a galeria" }).focus();
    // The rows' pause button comes before them.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pausar as publicações" })).toBeFocused();
    for (let stop = 0; stop < 4; stop++) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      await expect(focused).toHaveAttribute("href", /^\/galeria\/\d+\//);
      const box = await focused.boundingBox();
      expect(box && box.x, `${width} px, stop ${stop}`).toBeGreaterThanOrEqual(0);
      expect(box && box.x + box.width, `${width} px, stop ${stop}`).toBeLessThanOrEqual(width);
    }
    // Past the row, it is back at its start and runs again.
    await page.getByRole("link", { name: "Ver toda a galeria" }).focus();
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(0);
    expect(await belt.evaluate((element) => getComputedStyle(element).animationName)).not.toBe("none");
  }
});

test("a failed slides load shows the 503 page with its code, in the visitor's language", async ({ page }) => {
  await platformDown(page, "**/api/slides/home");
  await expectUnavailableInApp(page, "/en");
});

test("a gallery strip that fails to load leaves the rest of the home page: it says so in the visitor's language, and comes with 'Try again'", async ({ page }) => {
  await platformDown(page, "**/api/posts/all");
  await page.goto("/es/hub-digital");
  await openInApp(page, "/es");
  const problem = page.getByRole("status").filter({ hasText: "No pudimos cargar las publicaciones ahora." });
  await expect(problem).toBeVisible();
  // The hero and the gallery's heading stay.
  await expect(page.getByRole("heading", { level: 1, name: "Passarela" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Galería" })).toBeVisible();

  await page.unroute("**/api/posts/all");
  await problem.getByRole("button", { name: "Intentar de nuevo" }).click();
  await expect(page.locator('a[href^="/es/galeria/"]').first()).toBeAttached();
  await expect(problem).toHaveCount(0);
});

/** The demo's first (image) slide, then `more`: the site API's answer, as a test wants it. */
async function routeSlides(page: Page, more: (first: Slide) => Slide[]): Promise<void> {
  const response = await page.request.get("/api/slides/home");
  const { slides: demo } = (await response.json()) as { slides: Slide[] };
  const first = demo.find((slide) => slide.kind === "image");
  if (!first) throw new Error("The demo content has no image slide.");
  await page.route("**/api/slides/home", (route) => route.fulfill({ json: { slides: more(first) } }));
}

test("YouTube and Vimeo slides embed their player, muted and autoplaying, only while shown; the internet is never reached", async ({ page }) => {
  await stubVideoPlayers(page);
  const players: string[] = [];
  page.on("request", (request) => {
    if (/youtube|vimeo/.test(new URL(request.url()).hostname)) players.push(request.url());
  });
  await routeSlides(page, (first) => [
    first,
    { id: 9001, kind: "video", description: "Bastidores no YouTube", source: "youtube", src: "aqz-KE-bpKQ", poster: null },
    { id: 9002, kind: "video", description: "Bastidores no Vimeo", source: "vimeo", src: "76979871", poster: null },
  ]);
  await openWithStoppedClock(page, "/", { inApp: true });
  await expect(slides(page)).toHaveCount(3);
  await expect(page.locator("main iframe")).toHaveCount(0);

  await page.getByRole("button", { name: "Pausar a apresentação" }).click();
  await page.getByRole("button", { name: "Próximo slide" }).click();
  await page.clock.runFor(2600);
  expect(await activeNumber(page)).toBe(2);
  // Paused: no player runs.
  await expect(page.locator("main iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Retomar a apresentação" }).click();
  const youtube = activeSlide(page).locator("iframe");
  await expect(youtube).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&mute=1&controls=0&loop=1&playlist=aqz-KE-bpKQ&playsinline=1&rel=0");
  await expect(youtube).toHaveAttribute("title", "Bastidores no YouTube");
  await expect(page.locator("main iframe")).toHaveCount(1);
  await expect.poll(() => players.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?"))).toBe(true);

  await page.getByRole("button", { name: "Próximo slide" }).click();
  await page.clock.runFor(2600);
  expect(await activeNumber(page)).toBe(3);
  const vimeo = activeSlide(page).locator("iframe");
  await expect(vimeo).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?autoplay=1&muted=1&background=1");
  await expect(vimeo).toHaveAttribute("title", "Bastidores no Vimeo");
  // The YouTube player is gone with its slide.
  await expect(page.locator("main iframe")).toHaveCount(1);
  await expect.poll(() => players.some((url) => url.startsWith("https://player.vimeo.com/video/76979871?"))).toBe(true);
  expect(players.every((url) => /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(url))).toBe(true);
});

test("a single slide neither loops nor moves: no slider controls, the slide stays", async ({ page }) => {
  await routeSlides(page, (first) => [first]);
  await page.clock.install();
  await page.goto("/hub-digital");
  await openInApp(page, "/");
  await expect(slides(page)).toHaveCount(1);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 de 1");
  // Past the idle wait after which a slider's code would load, and past several 5 s turns.
  await page.clock.runFor(3000);
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(30_000);
  await expect(page.getByRole("button", { name: "Próximo slide" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pausar a apresentação" })).toHaveCount(0);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 de 1");
  await expect(activeSlide(page).locator("img")).toBeVisible();
});

test.describe("the marquee of the server's page", () => {
  // Still rows, so a cover can be clicked where it stands.
  test.use({ reducedMotion: "reduce" });

  test("is not hydrated, yet its covers open posts in the app; a home opened in the app renders it", async ({ page, request }) => {
    const { posts } = (await (await request.get("/api/posts/all")).json()) as { posts: { id: number; slug: string; title: string }[] };
    const post = posts[0];
    if (!post) throw new Error("The demo content has no posts.");
    const cover = page.getByRole("group", { name: "Publicações recentes" }).getByRole("link", { name: post.title }).first();
    const ownedByReact = () => cover.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

    await page.goto("/");
    // React took over the page, but not the covers: they are the server's HTML.
    expect(await ownedByReact()).toBe(false);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await cover.click();
    await expect(page).toHaveURL(new RegExp(`/galeria/${post.id}/${post.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);

    // Back to the home, inside the app: React renders the covers, and they open posts the same way.
    await page.goBack();
    await expect(cover).toBeVisible();
    expect(await ownedByReact()).toBe(true);
    await cover.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    // Neither click loaded a page.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});
