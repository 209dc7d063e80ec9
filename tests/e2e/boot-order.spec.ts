import { expect, test } from "./test.js";

/**
 * A page's HTML is drawn before its code is asked for: the boot script starts
 * the app once the page's high-priority images (its largest paint) are in, so
 * the images and the code do not share the connection.
 */
test.use({ viewport: { width: 412, height: 823 } });

for (const path of ["/galeria", "/modelos"]) {
  test(`${path}: no script is asked for before the largest image is in`, async ({ page, browser, baseURL }) => {
    // The server's first encoding of a picture can outlast the boot script's 1.5 s cap on a loaded
    // machine, and the code then rightly starts without it: a first visit, in a context of its
    // own (the page's browser cache stays empty), has the server encode it beforehand.
    const first = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    await (await first.newPage()).goto(path, { waitUntil: "load" });
    await first.close();
    await page.goto(path);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      const priority = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => image.currentSrc);
      return {
        imagesIn: Math.max(...resources.filter((entry) => priority.includes(entry.name)).map((entry) => entry.responseEnd)),
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(Number.isFinite(timing.imagesIn)).toBe(true);
    expect(timing.firstScript).toBeGreaterThan(timing.imagesIn);
  });
}

/**
 * The main thread draws a frame before the screen shows it: the code waits until the
 * browser reports the page's largest paint as shown, so it does not share the
 * connection with what that paint needed either. Each high-priority image is
 * marked for the browser to report it: without that mark, the code would wait for its time-out.
 * The web app manifest (which the browser fetches with the icon it names) comes with the
 * code, not in the HTML.
 */
for (const path of ["/", "/galeria", "/modelos", "/modelos/1048/felipe-xavier", "/galeria/1/bastidores-da-sao-paulo-fashion-week"]) {
  test(`${path}: no script, stylesheet or manifest is asked for before the largest paint is shown`, async ({ page }) => {
    const html = await (await page.goto(path))?.text();
    expect(html).toContain("<main");
    expect(html).not.toMatch(/<link[^>]*rel="manifest"/);
    const timing = await page.evaluate(async () => {
      // Entries of these types are only given to an observer.
      const observed = (type: string) =>
        new Promise<(PerformanceEntry & { element: Element | null })[]>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries() as (PerformanceEntry & { element: Element | null })[])).observe({ type, buffered: true });
          setTimeout(resolve, 1000, []);
        });
      // Lazy images come in after hydration: the largest paints before that are the HTML's.
      const paints = (await observed("largest-contentful-paint")).filter((entry) => !entry.element?.matches('img[loading="lazy"]'));
      const reportedImages = (await observed("element")).map((entry) => entry.element);
      const priority = [...document.querySelectorAll('img[fetchpriority="high"]')];
      const assets = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"));
      return {
        shown: Math.max(...paints.map((entry) => entry.startTime)),
        firstAsset: Math.min(...assets.map((entry) => entry.startTime)),
        reported: priority.length > 0 ? priority.every((image) => reportedImages.includes(image)) : null,
      };
    });
    expect(Number.isFinite(timing.shown)).toBe(true);
    expect(timing.firstAsset).toBeGreaterThan(timing.shown);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    // The post's largest paint is its text.
    expect(timing.reported).toBe(path.startsWith("/galeria/") ? null : true);
  });
}

/**
 * A page's lazy images (a carousel's next slides, the covers further down) are
 * asked for only once the page is interactive: near the first screen, the browser
 * would otherwise fetch them beside its largest image and its code.
 */
for (const path of ["/", "/galeria", "/modelos/1048/felipe-xavier"]) {
  test(`${path}: lazy images wait until the page is interactive`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (document.documentElement.dataset.hydrated !== "true") return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        seen.disconnect();
      });
      // The document has no <html> yet when this runs.
      seen.observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(path);
    // Some lazy image near the first screen comes in after hydration: the check below is not of nothing.
    const lazySources = () =>
      page.evaluate(() => {
        const lazy = new Set([...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((image) => image.currentSrc).filter(Boolean));
        const entries = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => lazy.has(entry.name));
        return { hydratedAt: (window as unknown as { hydratedAt: number }).hydratedAt, starts: entries.map((entry) => entry.startTime) };
      });
    await expect.poll(async () => (await lazySources()).starts.length).toBeGreaterThan(0);
    const { hydratedAt, starts } = await lazySources();
    expect(hydratedAt).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThan(hydratedAt);
  });
}
