import type { PostCard, TalentCard } from "../../src/contract/site-api.js";
import { must, talentCards } from "./fixtures.js";
import { expect, test, type Page } from "./test.js";

/**
 * Each page's HTML holds only the rules of the app's stylesheet that its own
 * markup can use; the app adds the whole stylesheet when it starts. The cut
 * must change nothing on screen: every element sits and looks the same before
 * and after the whole stylesheet arrives.
 */

let paths: string[];

test.beforeAll(async ({ request }) => {
  const cards: TalentCard[] = await talentCards(request);
  const posts = ((await (await request.get("/api/posts/all")).json()) as { posts: PostCard[] }).posts;
  const talent = must(cards.find((card) => card.cover) ?? cards[0], "talent");
  const post = must(posts[0], "post");
  paths = ["/", "/agencia", "/hub-digital", "/galeria", `/galeria/${post.id}/${post.slug}`, "/modelos", `/modelos/${talent.id}/${talent.slug}`, "/contatos", "/seja-um-modelo", "/selecao", "/en/privacidade", "/nao-existe"];
});

/** Where every element is and how it is drawn. */
function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        box.x,
        box.y,
        box.width,
        box.height,
        style.display,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.opacity,
        style.visibility,
        style.borderTopWidth,
        style.objectFit,
      ].join(" ");
    }),
  );
}

test.describe("without JavaScript", () => {
  // Still, so that only the stylesheet can move what is on screen (the home's gallery otherwise scrolls itself).
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  for (const width of [390, 1280]) {
    test(`the page's cut of the stylesheet draws it as the whole one does (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        const href = must(await page.locator("script[data-styles]").getAttribute("data-styles"), "data-styles");
        expect(href).toMatch(/^\/assets\/[^ ]+\.css$/);
        const cut = await layoutOf(page);
        const css = await (await request.get(href)).text();
        // Added after the cut, as the app adds it: the whole stylesheet's rules come last.
        await page.evaluate((text) => {
          const style = document.createElement("style");
          style.textContent = text;
          document.head.append(style);
        }, css);
        const whole = await layoutOf(page);
        expect(whole, path).toEqual(cut);
      }
    });
  }
});

test("the app adds the whole stylesheet when it starts, once", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto("/modelos");
  const href = must(await page.locator("script[data-styles]").getAttribute("data-styles"), "data-styles");
  await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  await expect.poll(() => page.evaluate((file) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(file) && sheet.cssRules.length > 0), href)).toBe(true);
  expect(stylesheets).toEqual([href]);
});
