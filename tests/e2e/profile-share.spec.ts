import type { Page } from "@playwright/test";
import type { TalentProfile } from "../../src/contract/site-api.js";
import { aWomanAndAMan, part, profilePath, watchErrors } from "./fixtures.js";
import { expect, holdChunk, isHydrated, rememberServerNode, test } from "./test.js";

// Sharing a profile: the system's share sheet where the browser has one (it is
// outside the machine, so a script stands in for it), else the link copied.
// And the profile's aside, whose code arrives after the page: a tap on it before
// then still works.

// page.route sees only the page's own requests, never a service worker's.
test.use({ serviceWorkers: "block" });

let woman: TalentProfile;
let man: TalentProfile;

test.beforeAll(async ({ request }) => {
  ({ woman, man } = await aWomanAndAMan(request));
});

type Shared = { shared: ShareData[] };

/** A share sheet that takes what it is given: `outcome` "abort" stands for a visitor closing it. */
async function stubShareSheet(page: Page, outcome: "share" | "abort" = "share"): Promise<void> {
  await page.addInitScript((closes) => {
    const shared: ShareData[] = [];
    (window as unknown as Shared).shared = shared;
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return closes ? Promise.reject(new DOMException("Share canceled", "AbortError")) : Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => ({ writeText: () => Promise.reject(new Error("no copy expected")) }) });
  }, outcome === "abort");
}

const sharedData = (page: Page) => page.evaluate(() => (window as unknown as Shared).shared);

async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
}

test("with the Web Share API, the share button (by keyboard) hands the sheet the profile's title, a text and its link, and copies nothing", async ({ page, baseURL }) => {
  await stubShareSheet(page);
  const errors = watchErrors(page);
  await page.goto(profilePath(woman, "/en"));
  const button = page.getByRole("button", { name: "Share", exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => sharedData(page)).toEqual([
    { title: `${woman.name} — Passarela`, text: `${woman.name}'s portfolio at Passarela`, url: `${baseURL ?? ""}${profilePath(woman, "/en")}` },
  ]);
  // The sheet itself confirms; the page says nothing more.
  await expect(page.getByRole("status").filter({ hasText: /copied/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the share button is drawn like the profile's other actions: as tall as 'Reservar este talento', in the same capitals", async ({ page }) => {
  await page.goto(profilePath(man));
  const look = (name: string) =>
    page.getByRole("main").getByRole(name === "Compartilhar" ? "button" : "link", { name, exact: true }).evaluate((element) => {
      const style = getComputedStyle(element);
      return { height: element.getBoundingClientRect().height, textTransform: style.textTransform, letterSpacing: style.letterSpacing, fontSize: style.fontSize };
    });
  const book = await look("Reservar este talento");
  expect(book.textTransform).toBe("uppercase");
  expect(await look("Compartilhar")).toEqual(book);
});

test("a share sheet the visitor closes is no error: nothing is copied, nothing is said", async ({ page }) => {
  await stubShareSheet(page, "abort");
  const errors = watchErrors(page);
  await page.goto(profilePath(woman));
  await page.getByRole("button", { name: "Compartilhar", exact: true }).click();
  await expect.poll(async () => (await sharedData(page)).length).toBe(1);
  await page.waitForTimeout(300);
  await expect(page.getByRole("status").filter({ hasText: /copi/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("without it, the link is copied and a status region says so, in the page's language", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
  await withoutShareSheet(page);
  const errors = watchErrors(page);
  await page.goto(profilePath(man));
  expect(await page.evaluate(() => "share" in navigator)).toBe(false);
  const button = page.getByRole("button", { name: "Compartilhar", exact: true });
  await button.focus();
  await page.keyboard.press("Space");
  const status = page.getByRole("status").filter({ hasText: "Link copiado" });
  await expect(status).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL ?? ""}${profilePath(man)}`);
  await expect(button).toBeFocused();

  await page.goto(profilePath(man, "/es"));
  await page.getByRole("button", { name: "Compartir", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Enlace copiado" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL ?? ""}${profilePath(man, "/es")}`);
  expect(errors).toEqual([]);
});

test("where the clipboard refuses, the link is shown, selected, to copy by hand", async ({ page, baseURL }) => {
  await withoutShareSheet(page);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "clipboard", {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) }),
    });
  });
  const errors = watchErrors(page);
  await page.goto(profilePath(woman, "/en"));
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const url = `${baseURL ?? ""}${profilePath(woman, "/en")}`;
  await expect(page.getByRole("status").filter({ hasText: "The link could not be copied. Copy it here:" })).toContainText(url);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(url);
  expect(errors).toEqual([]);
});

/**
 * Holds the aside's lazy chunk until `arrive` is called: a profile on a slow
 * connection or a busy phone, painted and hydrated, with its aside still
 * the server's HTML.
 */
async function holdAsideCode(page: Page) {
  const code = await holdChunk(page, "AsideParts");
  return {
    ...code,
    /** Whether the aside has hydrated: React has taken its share button over. */
    hydrated: () => isHydrated(page.getByRole("button", { name: "Compartilhar", exact: true })),
  };
}

test("a tap on share before the aside's code has arrived still shares, once the code is in", async ({ page, baseURL }) => {
  await stubShareSheet(page);
  const errors = watchErrors(page);
  const aside = await holdAsideCode(page);
  await page.goto(profilePath(woman));
  await expect.poll(aside.requested).toBe(true);
  expect(await aside.hydrated()).toBe(false);
  await page.getByRole("button", { name: "Compartilhar", exact: true }).click();
  expect(await sharedData(page)).toEqual([]);
  expect(await aside.hydrated()).toBe(false);

  aside.arrive();
  await expect.poll(() => sharedData(page)).toEqual([
    { title: `${woman.name} — Passarela`, text: `Portfólio de ${woman.name} na Passarela`, url: `${baseURL ?? ""}${profilePath(woman)}` },
  ]);
  expect(await aside.hydrated()).toBe(true);
  expect(errors).toEqual([]);
});

test("a tap on ft/in before the units toggle's code has arrived switches the units, once the code is in", async ({ page }) => {
  const errors = watchErrors(page);
  const aside = await holdAsideCode(page);
  await page.goto(profilePath(man));
  await expect.poll(aside.requested).toBe(true);
  const units = page.getByRole("group", { name: "Unidades de medida" });
  await units.getByRole("button", { name: "ft/in" }).click();
  expect(await aside.hydrated()).toBe(false);
  const height = page.locator('main dl[aria-label="Medidas"] [data-measure="height"] dd');
  await expect(height).toHaveText(part(man.measures.height));

  aside.arrive();
  await expect(units.getByRole("button", { name: "ft/in" })).toHaveAttribute("aria-pressed", "true");
  await expect(height).toHaveText(part(man.measures.height, true));
  expect(await page.evaluate(() => localStorage.getItem("passarela:units"))).toBe('"imperial"');
  expect(errors).toEqual([]);
});

test("a profile opened at its short address comes at its own, and keeps the server's aside while the aside's code is on its way", async ({ page }) => {
  const errors = watchErrors(page);
  const aside = await holdAsideCode(page);
  // The share button as the server's HTML made it (the one button beside a status line).
  const isServerShare = await rememberServerNode(page, 'main button:has(+ p[role="status"])');
  const response = await page.goto(`/modelos/${woman.id}`);
  // The server sent the visitor on (301): the page does not rewrite its own address as it hydrates.
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/modelos/${woman.id}$`));
  await expect(page).toHaveURL(new RegExp(`${profilePath(woman)}$`));
  await expect.poll(aside.requested).toBe(true);
  const share = page.getByRole("button", { name: "Compartilhar", exact: true });
  expect(await isServerShare(share)).toBe(true);

  aside.arrive();
  await expect.poll(aside.hydrated).toBe(true);
  expect(await isServerShare(share)).toBe(true);
  expect(errors).toEqual([]);
});
