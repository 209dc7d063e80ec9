import { expect, test } from "./test.js";

/**
 * A page's HTML is drawn before its code is asked for: the boot script starts
 * the app once the page's high-priority images (its largest paint) are in, so
 * the images and the code do not share the connection.
 */
test.use({ viewport: { width: 412, height: 823 } });

for (const path of ["/galeria", "/modelos"]) {
  test(`${path}: no script is asked for before the largest image is in`, async ({ page }) => {
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
