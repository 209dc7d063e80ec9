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
