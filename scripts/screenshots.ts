import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, chromiumPath } from "../playwright.config.js";
import { startLocalSite } from "./local-site.js";
import { locales, pathFor } from "../src/lib/routes.js";
import { manifestTexts, screenshotSrc } from "../server/site/shell/web-manifest.js";
import { manifestScreenshots } from "./manifest-screenshots.js";

/**
 * Takes the web manifest's screenshots (the richer install sheet shows them)
 * from the built site on fresh demo content, in every language, into public/screenshots/:
 *
 *   npm run screenshots
 *
 * Sizes and pages are declared once in scripts/manifest-screenshots.ts,
 * which vite.config.ts reads for the manifest.
 */

const site = await startLocalSite("screenshots");
const { app } = site;
const origin = await app.listen({ host: "127.0.0.1", port: 0 });

/** Waits until every image in view has arrived and the page has stopped moving. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        // The hero's other slides sit beside the screen, not in it.
        return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth && box.width > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.evaluate(() => document.fonts.ready);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const out = path.resolve("public");
  mkdirSync(path.join(out, "screenshots"), { recursive: true });
  for (const shot of manifestScreenshots) {
    const [width = 0, height = 0] = shot.sizes.split("x").map(Number);
    const scale = shot.deviceScaleFactor;
    for (const locale of locales) {
      // A fresh visitor each time. No service worker: its "ready to work offline" notice has no place in a store picture.
      const context = await browser.newContext({
        viewport: { width: width / scale, height: height / scale },
        deviceScaleFactor: scale,
        isMobile: shot.form_factor === "narrow",
        hasTouch: shot.form_factor === "narrow",
        serviceWorkers: "block",
        reducedMotion: "reduce",
        locale: manifestTexts[locale].lang,
      });
      const page = await context.newPage();
      const address = pathFor(shot.route, {}, locale);
      await page.goto(origin + address);
      await settle(page);
      const png = await page.screenshot({ animations: "disabled", caret: "hide" });
      const src = screenshotSrc(shot.name, locale);
      const file = path.join(out, src);
      const info = await sharp(png).webp({ quality: 80, effort: 6 }).toFile(file);
      if (`${info.width}x${info.height}` !== shot.sizes) throw new Error(`${src} came out ${info.width}x${info.height}, not ${shot.sizes}.`);
      console.log(`${src}: ${shot.sizes}, ${Math.round(statSync(file).size / 1024)} KB (${address})`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
