import { expect, test, type Locator, type Page } from "./test.js";
import type { PostCard, TalentCard } from "../../src/contract/site-api.js";
import { countFor, must, talentCards } from "./fixtures.js";

// Offline browsing beyond the pages already visited (issue 7): after one visit to the
// talents list the service worker warms its caches, and then, offline, the whole
// list with its covers, the gallery and its posts open, and an unvisited profile
// shows the friendly view with its cached card.

const warmStamp = "/__passarela/warmed-at";

interface WarmStamp {
  at: number;
  images: number;
  bytes: number;
  ms: number;
}

/** The warm-up's stamp, written last: its presence means the warm-up finished. */
const readWarmStamp = (page: Page) =>
  page.evaluate(async (url) => {
    const stamp = await (await caches.open("passarela-api-v1")).match(url);
    return stamp ? ((await stamp.json()) as WarmStamp) : null;
  }, warmStamp);

/** Every image the locator finds has been decoded from real bytes (not the broken-image box). */
async function expectImagesLoaded(images: Locator, atLeast: number) {
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(() => images.evaluateAll((all) => all.slice(0, 12).map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .not.toContain(false);
}

/** Neither the browser's error page (goto would have thrown) nor the app's 503 page. */
async function expectNoErrorPage(page: Page) {
  await expect(page.getByText("Serviço indisponível")).toHaveCount(0);
  await expect(page.getByText("Página não encontrada")).toHaveCount(0);
}

const count = (page: Page) => page.locator("main p[role=status]").first();
const models = (n: number) => (n === 1 ? "1 modelo" : `${n} modelos`);
const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "Filtrar modelos" }).getByRole("link", { name, exact: true });
const coverOf = (page: Page, card: TalentCard) => page.locator(`main a[href="/modelos/${card.id}/${card.slug}"] img`);
const profilePath = (card: TalentCard) => `/modelos/${card.id}/${card.slug}`;

test("offline in one session: home, the talents list (filtered, searched), profiles visited and not, the gallery and an unopened post, a reload", async ({
  page,
  context,
  request,
}) => {
  // The warm-up resizes a hundred images on a shared 2-core machine.
  test.setTimeout(240_000);
  const cards = await talentCards(request);
  const posts = ((await (await request.get("/api/posts/all")).json()) as { posts: PostCard[] }).posts;
  const withCover = cards.filter((card) => card.cover);
  const visited = must(withCover[0], "talent with a cover");
  // The last card: far below the first screen, so only the warm-up can have cached its cover.
  const searched = must(withCover.at(-1), "talent with a cover");
  const unvisited = must(withCover.at(-2), "second talent with a cover");
  // A post with pictures, never opened online (the gallery is not visited online at all).
  let post: PostCard | undefined;
  for (const candidate of posts.slice(6)) {
    const full = (await (await request.get(`/api/posts/${candidate.id}`)).json()) as { content: string };
    if (full.content.includes("/media/")) {
      post = candidate;
      break;
    }
  }
  if (!post) throw new Error("The demo content has no post with pictures past the first page.");
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const requestedOnline = new Set<string>();
  const onRequest = (req: { url(): string }) => requestedOnline.add(new URL(req.url()).pathname);
  page.on("request", onRequest);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Under the service worker's control: the talents list (which asks for the warm-up) and one profile.
  await page.goto("/modelos");
  await expect(count(page)).toHaveText(models(cards.length));
  const started = Date.now();
  await expect.poll(() => readWarmStamp(page), { timeout: 200_000, intervals: [500, 1000, 2000] }).not.toBeNull();
  const stamp = must(await readWarmStamp(page), "warm-up stamp");
  const cached = await page.evaluate(async () => (await (await caches.open("passarela-media-v1")).keys()).map((request) => new URL(request.url).pathname));
  test.info().annotations.push({
    type: "warm-up",
    description:
      `${stamp.images} images, ${Math.round(stamp.bytes / 1024)} KB in ${stamp.ms} ms (seen after ${Date.now() - started} ms); ` +
      `media cache ${cached.length} entries: ${cached.filter((path) => path.includes("/talents/")).length} talent covers, ` +
      `${cached.filter((path) => path.includes("/posts/")).length} post covers and pictures`,
  });
  // Covers at the width the list picked on this screen: exactly the URLs it asks for.
  const listWidth = /^\/media\/(\d+)\//.exec(must(await coverOf(page, visited).evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname), "cover"))?.[1];
  expect(withCover.filter((card) => !cached.includes(`/media/${listWidth}/${card.cover}`)).map((card) => card.name)).toEqual([]);
  expect(stamp.bytes).toBeLessThanOrEqual(15 * 1024 * 1024);

  await page.goto(profilePath(visited));
  await expect(page.locator("main h1")).toHaveText(visited.name);
  await expect(page.locator('main dl[aria-label="Medidas"]')).toBeVisible();
  page.off("request", onRequest);
  // The premise: what is checked offline below was never shown online.
  expect(requestedOnline).not.toContain(`/api/talents/${unvisited.id}`);
  expect(requestedOnline).not.toContain(`/media/${listWidth}/${searched.cover}`);
  expect([...requestedOnline].filter((path) => path.startsWith("/galeria") || path === `/api/posts/${post.id}`)).toEqual([]);

  await context.setOffline(true);

  await page.goto("/");
  await expect(page.locator('[aria-roledescription="slide"]').first()).toBeVisible();
  await expectImagesLoaded(page.locator('[aria-roledescription="slide"][data-active="true"] img'), 1);
  await expect(page.getByTestId("offline-indicator")).toBeVisible();

  await page.goto("/modelos");
  await expect(count(page)).toHaveText(models(cards.length));
  await expectImagesLoaded(page.locator("main ul img[srcset]"), 5);
  await expectNoErrorPage(page);

  await tab(page, "Feminino").click();
  await expect(page).toHaveURL(/\/modelos\/feminino$/);
  await expect(count(page)).toHaveText(models(countFor(cards, "woman")));
  await expectImagesLoaded(page.locator("main ul img[srcset]"), 3);

  await page.goto(`/modelos?q=${encodeURIComponent(searched.name)}`);
  await expect(coverOf(page, searched)).toBeVisible();
  await expectImagesLoaded(coverOf(page, searched), 1);

  await page.goto(profilePath(visited));
  await expect(page.locator("main h1")).toHaveText(visited.name);
  await expect(page.locator('main dl[aria-label="Medidas"]')).toBeVisible();

  await page.goto("/galeria");
  await expect(page.locator("main ul > li > a")).toHaveCount(6);
  await expectImagesLoaded(page.locator("main ul > li img"), 3);
  // The next page of the list was warmed too.
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(page.locator("main ul > li > a")).toHaveCount(12);
  await expectNoErrorPage(page);

  await page.goto(`/galeria/${post.id}/${post.slug}`);
  await expect(page.locator("main h1")).toHaveText(post.title);
  await expectImagesLoaded(page.locator("main article img"), 1);
  await expectNoErrorPage(page);

  await page.goto(profilePath(unvisited));
  const view = page.locator("main");
  await expect(view.locator("h1")).toHaveText(unvisited.name);
  await expect(view.getByRole("status").filter({ hasText: "Este perfil estará disponível quando você voltar a ficar online." })).toBeVisible();
  await expectImagesLoaded(view.locator("img"), 1);
  await expect(view.getByRole("link", { name: "Ver todos os modelos" })).toHaveAttribute("href", "/modelos");
  await expect(view.getByRole("button", { name: "Tentar de novo" })).toHaveCount(0);
  await expectNoErrorPage(page);

  await page.reload();
  await expect(view.locator("h1")).toHaveText(unvisited.name);
  await expect(view.getByRole("status").filter({ hasText: "quando você voltar a ficar online" })).toBeVisible();
  await expectNoErrorPage(page);

  // Back online, the real profile replaces the view by itself.
  await context.setOffline(false);
  await expect(page.locator('main dl[aria-label="Medidas"]')).toBeVisible();
  await expect(view.locator("h1")).toHaveText(unvisited.name);
  expect(pageErrors).toEqual([]);
});
