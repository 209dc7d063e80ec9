import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test } from "./test.js";
import { chromiumArgs, chromiumPath } from "../../playwright.config.js";

test("Chromium reports no installability errors", async ({ baseURL }) => {
  // Installability is never granted in an incognito-like context: use a real profile.
  const profile = mkdtempSync(path.join(os.tmpdir(), "passarela-install-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  const session = await context.newCDPSession(page);
  const { installabilityErrors } = (await session.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const manifest = await session.send("Page.getAppManifest");
  expect(manifest.errors).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test("after the first visit the site says it is ready offline, and visited pages work offline", async ({ page, context }) => {
  await page.goto("/agencia");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByText("Pronto para funcionar offline.")).toBeVisible();
  // Visit once more under the service worker's control, so the page and its data are cached.
  await page.goto("/contatos");
  await expect(page.locator("main h1")).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByTestId("offline-indicator")).toBeVisible();
  // A page never visited still opens: the precached app shell.
  await page.goto("/hub-digital");
  await expect(page.locator("main h1")).toBeVisible();
  await context.setOffline(false);
});
