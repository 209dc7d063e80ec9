import type { Page } from "@playwright/test";

/**
 * Holds the site's answer to requests for `path` (a PDF the platform is slow
 * to make, or never makes) until `release` lets them through to the server.
 * Says whether the page asked, and whether it dropped its request meanwhile.
 */
export async function holdAnswer(page: Page, path: string): Promise<{ requested: () => boolean; dropped: () => boolean; release: () => void }> {
  let requested = false;
  let dropped = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).pathname === path) dropped = true;
  });
  await page.route(`**${path}`, async (route) => {
    requested = true;
    await released;
    // A request the page dropped has nothing left to answer.
    await route.continue().catch(() => undefined);
  });
  return { requested: () => requested, dropped: () => dropped, release };
}
