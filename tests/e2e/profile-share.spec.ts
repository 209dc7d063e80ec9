import type { TalentProfile } from "../../src/contract/site-api.js";
import { must, part, talentCards, talentProfile, watchErrors } from "./fixtures.js";
import { expect, test } from "./test.js";

// Sharing a profile: the system's share sheet where the browser has one (it is
// outside the machine, so a script stands in for it), else the link copied.
// And what a messaging app reads when it is given that link.

let woman: TalentProfile;
let man: TalentProfile;

test.beforeAll(async ({ request }) => {
  const cards = await talentCards(request);
  woman = await talentProfile(request, must(cards.find((card) => card.gender === "woman"), "woman").id);
  man = await talentProfile(request, must(cards.find((card) => card.gender === "man"), "man").id);
});

const profilePath = (profile: TalentProfile, prefix = "") => `${prefix}/modelos/${profile.id}/${profile.slug}`;

test("with the Web Share API, the share button (by keyboard) hands the sheet the profile's title and link, and copies nothing", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => ({ writeText: () => Promise.reject(new Error("no copy expected")) }) });
  });
  const errors = watchErrors(page);
  await page.goto(profilePath(woman, "/en"));
  const button = page.getByRole("button", { name: "Share", exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
    { title: `${woman.name} — Passarela`, url: `${baseURL ?? ""}${profilePath(woman, "/en")}` },
  ]);
  // The sheet itself confirms; the page says nothing more.
  await expect(page.getByRole("status").filter({ hasText: /copied/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("without it, the link is copied and a status region says so, in the page's language", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
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

test("the link preview is in the HTML fetched without JavaScript: the cover, a title with the name, a description with the main measures", async ({ request, baseURL }) => {
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const decode = (value: string | undefined) => (value ?? "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

  const html = await (await request.get(profilePath(woman))).text();
  expect(meta(html, "og:image")).toBe(`${baseURL ?? ""}/media/1280/${woman.cover ?? ""}`);
  expect((await request.get(must(meta(html, "og:image"), "og:image"))).status()).toBe(200);
  expect(decode(meta(html, "og:title"))).toBe(`${woman.name} — Modelo | Passarela`);
  const measures = `altura ${part(woman.measures.height)} cm, busto ${part(woman.measures.bust)} cm, cintura ${part(woman.measures.waist)} cm, quadril ${part(woman.measures.hips)} cm`;
  expect(decode(meta(html, "og:description"))).toBe(`${woman.name} na Passarela: ${measures}. Portfolio, polaroids e vídeos.`);
  expect(decode(meta(html, "description"))).toBe(decode(meta(html, "og:description")));

  // A man: chest, no waist; in English.
  const en = await (await request.get(profilePath(man, "/en"))).text();
  expect(decode(meta(en, "og:title"))).toBe(`${man.name} — Model | Passarela`);
  expect(decode(meta(en, "og:description"))).toBe(
    `${man.name} at Passarela: height ${part(man.measures.height)} cm, chest ${part(man.measures.bust)} cm, hips ${part(man.measures.hips)} cm. Portfolio, polaroids and videos.`,
  );
});

test("once the page is up, its description is the same as the server's", async ({ page, request }) => {
  const html = await (await request.get(profilePath(woman, "/es"))).text();
  const server = must(/<meta name="description" content="([^"]*)"/.exec(html)?.[1], "description");
  expect(server).toContain(`altura ${part(woman.measures.height)} cm`);
  await page.goto(profilePath(woman, "/es"));
  // The app's head takes over after hydration (the server's tags go): the description stays.
  await expect(page.locator("meta[data-server-head]")).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", server.replace(/&amp;/g, "&"));
});
