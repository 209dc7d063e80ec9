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

/**
 * Holds one of the app's lazy chunks (by its name: `Footer` for
 * `assets/Footer-<hash>.js`) until `arrive` is called: the page on a slow
 * connection or a busy phone, painted and hydrated, with that part still the
 * server's HTML. A service worker's requests are not seen: hold a chunk on a
 * first visit, before one controls the page, or block service workers.
 */
export async function holdChunk(page: Page, name: string): Promise<{ requested: () => boolean; arrive: () => void }> {
  let requested = false;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    requested = true;
    await arrived;
    await route.continue();
  });
  return { requested: () => requested, arrive };
}

/**
 * Remembers the element the server's HTML has for `selector` (call before the
 * page opens), and answers whether a locator still finds that same node: React
 * drops a part's server HTML, for a stand-in, if an update reaches it before
 * its code has come.
 */
export async function rememberServerNode(page: Page, selector: string): Promise<(locator: Locator) => Promise<boolean>> {
  await page.addInitScript((query) => {
    document.addEventListener("DOMContentLoaded", () => {
      const held = window as unknown as { serverNodes?: Record<string, Element | null> };
      held.serverNodes = { ...held.serverNodes, [query]: document.querySelector(query) };
    });
  }, selector);
  return (locator) =>
    locator.evaluate((element, query) => element === (window as unknown as { serverNodes?: Record<string, Element | null> }).serverNodes?.[query], selector);
}
