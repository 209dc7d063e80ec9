import { expect, holdChunk, openInApp, test, waitForHydration, type Page } from "./test.js";
import { expectUnavailableInApp, platformDown } from "./unavailable.js";

// The gallery list and a post's page.

interface Card {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
}

let all: Card[];

test.beforeAll(async ({ request }) => {
  all = ((await (await request.get("/api/posts/all")).json()) as { posts: Card[] }).posts;
  if (all.length <= 12) throw new Error("The demo content needs more than two pages of posts.");
});

const cards = (page: Page) => page.locator("main ul > li > a");

/** The list pages the browser asks the API for, as their queries ("?page=2"), from now on. */
function pagesFetched(page: Page): string[] {
  const pages: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/posts?")) pages.push(new URL(request.url()).search);
  });
  return pages;
}

test("the first cover is preloaded with the HTML, with the srcset and sizes the card uses", async ({ page, request }) => {
  const html = await (await request.get("/galeria")).text();
  const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(html);
  if (!preload) throw new Error("The gallery's HTML preloads no image.");
  await page.goto("/galeria");
  const image = cards(page).first().locator("img");
  await expect(image).toHaveAttribute("src", preload[1] ?? "");
  await expect(image).toHaveAttribute("srcset", preload[2] ?? "");
  await expect(image).toHaveAttribute("sizes", preload[3] ?? "");
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).toHaveAttribute("decoding", "sync");
  // The other eager covers yield to it, and React adds no preload of its own for them.
  await expect(cards(page).nth(1).locator("img")).toHaveAttribute("fetchpriority", "low");
  const preloaded = [...html.matchAll(/<link rel="preload" as="image"[^>]*imagesrcset="([^"]+)"/gi)].map((match) => match[1]);
  expect(new Set(preloaded)).toEqual(new Set([preload[2]]));
});

test("the list shows 6 cards, and 'Carregar mais' appends 6 at a time until the last page", async ({ page }) => {
  const pages = pagesFetched(page);
  await page.goto("/galeria");
  await expect(cards(page)).toHaveCount(6);
  const first = all[0];
  if (!first) throw new Error("no post");
  const card = cards(page).first();
  await expect(card).toHaveAttribute("href", `/galeria/${first.id}/${first.slug}`);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(first.title);
  await expect(card.getByText(first.subtitle ?? "")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("width", /\d+/);

  const more = page.getByRole("button", { name: "Carregar mais" });
  await more.click();
  await expect(cards(page)).toHaveCount(12);
  // Focus moves to the first new card, where reading continues; the address says how far the list goes.
  await expect(cards(page).nth(6)).toBeFocused();
  await expect(page).toHaveURL(/\/galeria\?pagina=2$/);
  await more.click();
  await expect(cards(page)).toHaveCount(all.length);
  await expect(more).toHaveCount(0);
  await expect(cards(page).nth(12)).toBeFocused();
  await expect(page).toHaveURL(/\/galeria\?pagina=3$/);

  const titles = await cards(page).getByRole("heading", { level: 2 }).allTextContents();
  expect(titles).toEqual(all.map((post) => post.title));
  // The first page came with the HTML: only the next ones are fetched.
  expect(pages).toEqual(["?page=2", "?page=3"]);

  // A reload shows the same posts, from the server's HTML.
  await page.reload();
  await expect(cards(page)).toHaveCount(all.length);
  expect(await cards(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(all.map((post) => post.title));
  await expect(more).toHaveCount(0);
  expect(pages).toEqual(["?page=2", "?page=3"]);
});

test("Back from a post opened after 'Carregar mais' shows the list as it was, with nothing fetched again", async ({ page }) => {
  const pages = pagesFetched(page);
  await page.goto("/galeria");
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(cards(page)).toHaveCount(12);
  const post = all[8];
  if (!post) throw new Error("no post");
  await cards(page).nth(8).click();
  await expect(page).toHaveURL(new RegExp(`/galeria/${post.id}/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await page.goBack();
  await expect(page).toHaveURL(/\/galeria\?pagina=2$/);
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).nth(8)).toHaveAttribute("href", `/galeria/${post.id}/${post.slug}`);
  expect(pages).toEqual(["?page=2"]);
});

test("opened at a later page's address (?pagina=2), the list starts with those pages and 'Carregar mais' goes on from there", async ({ page }) => {
  const pages = pagesFetched(page);
  await page.goto("/galeria?pagina=2");
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(cards(page)).toHaveCount(all.length);
  await expect(cards(page).nth(12)).toBeFocused();
  expect(await cards(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(all.map((post) => post.title));
  expect(pages).toEqual(["?page=3"]);

  await expect(page).toHaveURL(/\/galeria\?pagina=3$/);

  // Back at the list's own address within the app: its first page, as the address says, and "Carregar mais"
  // goes on in order, page 3 never in page 2's place. Neither is fetched again: page 2 came with the HTML, page 3 was loaded.
  await page.getByRole("contentinfo").getByRole("link", { name: "Galeria", exact: true }).click();
  await expect(page).toHaveURL(/\/galeria$/);
  await expect(cards(page)).toHaveCount(6);
  // A navigation like any other: to the top, not left at the footer of a list now shorter.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main")).toBeFocused();
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(page).toHaveURL(/\/galeria\?pagina=2$/);
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(cards(page)).toHaveCount(all.length);
  expect(await cards(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(all.map((post) => post.title));
  expect(pages).toEqual(["?page=3"]);
});

test("a failed 'load more' says so inline, blaming the connection only when it failed, and can be retried; the cards stay", async ({ page }) => {
  await platformDown(page, "**/api/posts?page=2");
  await page.goto("/galeria");
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(page.getByRole("alert")).toHaveText("Não foi possível carregar mais publicações agora. Tente de novo em instantes.");
  await expect(cards(page)).toHaveCount(6);
  await page.unroute("**/api/posts?page=2");
  await page.route("**/api/posts?page=2", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Tentar de novo" }).click();
  await expect(page.getByRole("alert")).toHaveText("Não foi possível carregar mais publicações. Verifique sua conexão e tente de novo.");
  await expect(cards(page)).toHaveCount(6);
  await page.unroute("**/api/posts?page=2");
  await page.getByRole("button", { name: "Tentar de novo" }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a card opens its post: back link, bold title, subtitle and the sanitised content", async ({ page }) => {
  const post = all[0];
  if (!post) throw new Error("no post");
  await page.goto("/galeria");
  await cards(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/galeria/${post.id}/${post.slug}$`));
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(post.title);
  expect(Number(await title.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
  await expect(page.getByText(post.subtitle ?? "", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${post.title} — Galeria | Passarela`);

  const article = page.locator("article");
  await expect(article.getByRole("heading", { level: 2, name: "Bastidores" })).toBeVisible();
  await expect(article.getByRole("listitem").first()).toBeVisible();
  const image = article.locator("img").first();
  await expect(image).toHaveAttribute("src", /^\/media\/1280\//);
  await expect(image).toHaveAttribute("srcset", /\/media\/640\/.+ 640w/);
  await expect(image).toHaveAttribute("width", /\d+/);
  const external = article.getByRole("link", { name: "Instagram" });
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await expect(external).toHaveAttribute("target", "_blank");

  // A link to the site's own page opens in the app.
  await article.getByRole("link", { name: "Inscreva-se" }).click();
  await expect(page).toHaveURL(/\/seja-um-modelo$/);
  await page.goBack();
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/galeria$/);
});

test("a post's images hold their place from the first paint: the text under them does not move when the page turns interactive", async ({ page }) => {
  const post = all[0];
  if (!post) throw new Error("no post");
  await page.setViewportSize({ width: 1280, height: 800 });
  const entry = await holdChunk(page, "index");
  // The frame's own goto: the page's waits for a hydration that the held code keeps from coming.
  await page.mainFrame().goto(`/galeria/${post.id}/${post.slug}`, { waitUntil: "domcontentloaded" });
  await expect.poll(entry.requested).toBe(true);
  const image = page.locator("article img").first();
  const after = page.locator("article h3").first();
  const before = { image: await image.boundingBox(), after: await after.boundingBox() };
  // Drawn at the article's width (800 px), in the ratio of its width and height.
  expect(before.image?.width).toBe(800);
  expect(before.image?.height).toBeCloseTo((800 * Number(await image.getAttribute("height"))) / Number(await image.getAttribute("width")), 0);
  entry.arrive();
  await waitForHydration(page);
  expect(await image.boundingBox()).toEqual(before.image);
  expect(await after.boundingBox()).toEqual(before.after);
});

test("a post's YouTube video plays from youtube-nocookie; the internet is never reached", async ({ page }) => {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort());
  const withVideo = all.find((post) => post.title.startsWith("Making of"));
  if (!withVideo) throw new Error("The demo content has no post with a video.");
  await page.goto(`/en/galeria/${withVideo.id}/${withVideo.slug}`);
  const player = page.locator("article iframe");
  await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
  await expect(player).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/en/galeria");
});

test("an old slug is replaced by the post's own; an unknown id is the 404 page", async ({ page }) => {
  const post = all[1];
  if (!post) throw new Error("no post");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/galeria/${post.id}/nome-antigo`);
  await expect(page).toHaveURL(new RegExp(`/galeria/${post.id}/${post.slug}$`));
  // Opened directly, the page's own styles still win over the global ones: the text keeps its measure.
  const width = await page.locator("article").evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(880);

  const missing = await page.goto("/galeria/987654/nada");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  await expect(page).toHaveTitle("Página não encontrada | Passarela");

  // Reached inside the app, the 404 replaces the title of the post it came from.
  await page.goto(`/galeria/${post.id}/${post.slug}`);
  await expect(page).toHaveTitle(`${post.title} — Galeria | Passarela`);
  await page.evaluate(() => history.pushState(null, "", "/galeria/987654/nada"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  await expect(page).toHaveTitle("Página não encontrada | Passarela");
});

// The server renders the gallery with its data (its own 503 page is tested in tests/integration/server-render.test.ts):
// these open it inside the app, so its data comes from the site API as a test answers it.
test("a failed list load shows the 503 page with its code, in the visitor's language", async ({ page }) => {
  await platformDown(page, "**/api/posts?page=1");
  await expectUnavailableInApp(page, "/es/galeria");
  await page.unroute("**/api/posts?page=1");
  await page.getByRole("button", { name: "Intentar de nuevo" }).click();
  await expect(cards(page)).toHaveCount(6);
});

test("the empty state shows when there are no posts", async ({ page }) => {
  await page.route("**/api/posts?page=1", (route) => route.fulfill({ json: { posts: [], page: 1, lastPage: 1, total: 0 } }));
  await page.goto("/hub-digital");
  await openInApp(page, "/galeria");
  await expect(page.getByText("Nenhuma publicação por enquanto.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Carregar mais" })).toHaveCount(0);
});

test.describe(() => {
  // The answer is stubbed in the page: a service worker, once it controls the page, would fetch the real one.
  test.use({ serviceWorkers: "block" });

  test("a failed post load shows the 503 page with its code, in the visitor's language, and can be retried", async ({ page }) => {
    const post = all[2];
    if (!post) throw new Error("no post");
    const postApi = `**/api/posts/${post.id}`;
    await platformDown(page, postApi);
    await expectUnavailableInApp(page, `/en/galeria/${post.id}/${post.slug}`);
    await expect(page.locator("article")).toHaveCount(0);

    await expectUnavailableInApp(page, `/galeria/${post.id}/${post.slug}`);
    await page.unroute(postApi);
    await page.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });
});
