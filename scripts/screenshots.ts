import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, chromiumPath } from "../playwright.config.js";
import { startLocalSite } from "./local-site.js";
import { manifestScreenshots } from "./manifest-screenshots.js";

/**
 * Takes the web manifest's screenshots (the richer install sheet shows them)
 * from the built site on fresh demo content, into public/screenshots/:
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
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
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
    // No service worker: its "ready to work offline" notice has no place in a store picture.
    const context = await browser.newContext({
      viewport: { width: width / scale, height: height / scale },
      deviceScaleFactor: scale,
      isMobile: shot.form_factor === "narrow",
      hasTouch: shot.form_factor === "narrow",
      serviceWorkers: "block",
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(origin + shot.page);
    await settle(page);
    const png = await page.screenshot({ animations: "disabled", caret: "hide" });
    const file = path.join(out, shot.src);
    const info = await sharp(png).webp({ quality: 80, effort: 6 }).toFile(file);
    if (`${info.width}x${info.height}` !== shot.sizes) throw new Error(`${shot.src} came out ${info.width}x${info.height}, not ${shot.sizes}.`);
    console.log(`${shot.src}: ${shot.sizes}, ${Math.round(statSync(file).size / 1024)} KB (${shot.page})`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
