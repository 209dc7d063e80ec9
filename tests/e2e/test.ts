import { test as base, type Locator, type Page } from "@playwright/test";

export { chromium, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

/**
 * Waits until the page in view is interactive: pages arrive server-rendered and
 * are usable as plain HTML at once, but their buttons answer only once React has
 * hydrated them (`<html data-hydrated>`, set by the app). Documents without the
 * app (a browser error page offline) are not waited for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById("root") || document.documentElement.dataset.hydrated === "true");
}

/**
 * Whether React has taken an element of the server's HTML over (it then
 * carries React's props): a part whose code loads later is plain HTML until then.
 */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));
}

/**
 * Opens a path inside the running app, as a click on one of its links does:
 * the page's data then comes from the site API (where a test may answer it),
 * not from the server-rendered HTML.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
  }, path);
}

/**
 * Playwright's test, whose `page.goto` and `page.reload` also wait for the
 * page to hydrate, so a test never clicks a button React is not listening to yet.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
