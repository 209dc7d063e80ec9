import type { Page } from "@playwright/test";

/**
 * Holds the site's answer to requests for `path` (a PDF the platform is slow
 * to make, a message on its way) until `release` lets them through to the server.
 * Says whether (and how many times) the page asked, and whether it dropped its request meanwhile.
 */
export async function holdAnswer(
  page: Page,
  path: string,
): Promise<{ requested: () => boolean; requests: () => number; dropped: () => boolean; release: () => void }> {
  let requests = 0;
  let dropped = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).pathname === path) dropped = true;
  });
  await page.route(`**${path}`, async (route) => {
    requests += 1;
    await released;
    // A request the page dropped has nothing left to answer.
    await route.continue().catch(() => undefined);
  });
  return { requested: () => requests > 0, requests: () => requests, dropped: () => dropped, release };
}
