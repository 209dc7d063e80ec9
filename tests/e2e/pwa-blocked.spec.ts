import { expect, test } from "./test.js";

// Some browsers refuse service workers (private modes, policies, Playwright's "block"):
// the site still works online, and registering fails without an error.
test.use({ serviceWorkers: "block" });

test("with service workers blocked the site works and logs no error", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  // Playwright's stand-in for register() says when the app has tried to register.
  const registering = page.waitForEvent("console", (message) => message.text().includes("Service Worker registration blocked"));
  await page.goto("/agencia");
  await expect(page.locator("main h1")).toBeVisible();
  await registering;
  // A returning tab checks for updates, with no worker to ask.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.locator("main h1")).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(pageErrors).toEqual([]);
});
