import { expect, holdChunk, isHydrated, openInApp, rememberServerNode, test, waitForHydration, type Page } from "./test.js";
import sharp from "sharp";

interface Card {
  id: number;
  name: string;
  slug: string;
  cover: string | null;
}

let talent: Card;
let post: { id: number; slug: string; title: string };

test.beforeAll(async ({ request }) => {
  const talents = ((await (await request.get("/api/talents")).json()) as { talents: Card[] }).talents;
  const posts = ((await (await request.get("/api/posts")).json()) as { posts: { id: number; slug: string; title: string }[] }).posts;
  const withCover = talents.find((t) => t.cover);
  if (!withCover || !posts[0]) throw new Error("The demo content has no talent with a cover or no post.");
  talent = withCover;
  post = posts[0];
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const tags = { pt: "pt-BR", en: "en", es: "es" } as const;

for (const locale of ["pt", "en", "es"] as const) {
  test(`every route of the table opens in ${locale}`, async ({ page }) => {
    // Twelve page loads, each waiting for hydration.
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const prefix = locale === "pt" ? "" : `/${locale}`;
    const paths = [
      prefix || "/",
      `${prefix}/agencia`,
      `${prefix}/hub-digital`,
      `${prefix}/galeria`,
      `${prefix}/galeria/${post.id}/${post.slug}`,
      `${prefix}/modelos`,
      `${prefix}/modelos/feminino`,
      `${prefix}/modelos/${talent.id}/${talent.slug}`,
      `${prefix}/contatos`,
      `${prefix}/seja-um-modelo`,
      `${prefix}/selecao`,
      `${prefix}/privacidade`,
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", tags[locale]);
      await expect(page.locator("main h1").first(), path).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test("/pt paths redirect (301) to the same path without the prefix, keeping the query", async ({ page, request }) => {
  const raw = await request.get("/pt/agencia?ref=x", { maxRedirects: 0 });
  expect(raw.status()).toBe(301);
  expect(raw.headers().location).toBe("/agencia?ref=x");
  await page.goto("/pt/modelos?q=ana");
  await expect(page).toHaveURL(/\/modelos\?q=ana$/);
  // A /pt path reached inside the app redirects too, its accented query intact.
  await page.evaluate(() => history.pushState(null, "", "/pt/modelos?q=jo%C3%A3o"));
  await expect(page).toHaveURL(/\/modelos\?q=jo%C3%A3o$/);
});

test("switching language keeps an accented search", async ({ page }) => {
  await page.goto("/modelos?q=jo%C3%A3o");
  await page.getByRole("button", { name: "Abrir o menu" }).click();
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/modelos\?q=jo%C3%A3o$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("main").getByRole("searchbox")).toHaveValue("joão");
  // The app installed from here is the Spanish one.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/es/manifest.webmanifest");
});

test("unknown languages and paths answer 404 with the error page in the visitor's language", async ({ page }) => {
  for (const path of ["/fr/modelos", "/nada"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(page.getByText("Não foi possível encontrar esta página.")).toBeVisible();
  }
  const english = await page.goto("/en/nothing");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByText("This page could not be found.")).toBeVisible();
  const spanish = await page.goto("/es/nada");
  expect(spanish?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  await expect(page.getByText("No se pudo encontrar esta página.")).toBeVisible();
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/es$/);
});

test("an address that does not decode leads to the 404 page in its language, which hydrates and links home", async ({ page }) => {
  const response = await page.goto("/en/100%");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByText("This page could not be found.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("the navbar search goes to the talents list with ?q=, or to the list when empty", async ({ page }) => {
  await page.goto("/agencia");
  const search = page.getByRole("searchbox", { name: "Buscar modelos" });
  await expect(search).toBeHidden();
  // Until its own code is in, the button is the server's form, which opens the list itself.
  await expect.poll(() => isHydrated(page.getByRole("button", { name: "Abrir a busca" }))).toBe(true);
  await page.getByRole("button", { name: "Abrir a busca" }).click();
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await search.fill("ana");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/modelos\?q=ana$/);

  await page.goto("/en/contatos");
  await expect.poll(() => isHydrated(page.getByRole("button", { name: "Open search" }))).toBe(true);
  await page.getByRole("button", { name: "Open search" }).click();
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/en\/modelos$/);
});

test("on a phone the open search covers the bar and closes by touch, by Escape, by a tap elsewhere, on searching and on another page; focus returns to its icon", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/agencia");
  const header = page.getByRole("banner");
  const toggle = header.getByRole("button", { name: "Open search" });
  const menu = header.getByRole("button", { name: "Open the menu" });
  const search = page.getByRole("searchbox", { name: "Search models" });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  // Before its code is in, a tap is the server's form's, which goes to the talents list.
  await expect.poll(() => isHydrated(toggle)).toBe(true);
  await toggle.click();
  await expect(search).toBeFocused();
  // The box fills the bar instead of pushing the selection and menu buttons off screen.
  expect(await overflow()).toBe(0);
  const box = await search.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  expect(box?.width).toBeGreaterThan(200);
  // What the box covers cannot take the focus: the next stop after its close button is the page.
  await header.getByRole("button", { name: "Close search" }).focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("header") === null)).toBe(true);
  await expect(header.getByRole("link", { name: "Passarela, home page" })).toBeHidden();
  await header.getByRole("button", { name: "Close search" }).click();
  await expect(search).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(menu).toBeInViewport();
  await menu.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await page.keyboard.press("Escape");

  await toggle.click();
  await search.press("Escape");
  await expect(search).toBeHidden();
  await expect(toggle).toBeFocused();
  // Escape closes it from its buttons too, as it is reached by Tab.
  for (const name of ["Search", "Close search"]) {
    await toggle.click();
    await expect(search).toBeFocused();
    await header.getByRole("button", { name, exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(search, name).toBeHidden();
    await expect(toggle).toBeFocused();
  }
  // A tap elsewhere closes it too; what was typed is there on the next opening.
  await toggle.click();
  await search.fill("mar");
  await page.locator("main h1").click();
  await expect(search).toBeHidden();
  await toggle.click();
  await expect(search).toHaveValue("mar");
  await page.keyboard.press("Escape");

  await toggle.click();
  await search.fill("ana");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/en\/modelos\?q=ana$/);
  await expect(search).toBeHidden();

  await toggle.click();
  await expect(search).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/agencia$/);
  await expect(search).toBeHidden();
  await expect(menu).toBeInViewport();
});

test("the menu is a dialog: focus stays inside, the dropdown toggles, Escape closes it and focus returns", async ({ page }) => {
  await page.goto("/agencia");
  const button = page.getByRole("button", { name: "Abrir o menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");

  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")) || document.activeElement === document.body);
    expect(inside).toBe(true);
  }

  const models = dialog.getByRole("button", { name: "Modelos" });
  await expect(models).toHaveAttribute("aria-expanded", "false");
  await expect(dialog.getByRole("link", { name: "Curves" })).toBeHidden();
  await models.click();
  await expect(models).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByRole("link", { name: "Todos os modelos" })).toHaveAttribute("href", "/modelos");
  await expect(dialog.getByRole("link", { name: "Feminino" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Masculino" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Curves" })).toBeVisible();
  await models.click();
  await expect(dialog.getByRole("link", { name: "Curves" })).toBeHidden();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await dialog.getByRole("button", { name: "Modelos" }).click();
  await dialog.getByRole("link", { name: "Curves" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/modelos\/curves$/);
  // A page opened from the menu takes the focus, as any navigation does, so a screen reader starts there.
  await expect(page.locator("#main")).toBeFocused();

  // A link to the page already open closes the menu and gives the focus back to its button.
  await button.click();
  // The dropdown stays as it was left.
  await expect(dialog.getByRole("button", { name: "Modelos" })).toHaveAttribute("aria-expanded", "true");
  await dialog.getByRole("link", { name: "Curves" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("the menu and the footer mark the link to the page in view, also after moving on in the app", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/modelos/feminino");
  const footer = page.getByRole("navigation", { name: "Rodapé" });
  // "Modelos" is the whole list: not this category's page.
  await expect(footer.locator("[aria-current]")).toHaveCount(0);
  await page.getByRole("button", { name: "Abrir o menu" }).click();
  const menu = page.getByRole("navigation", { name: "Principal" });
  await menu.getByRole("button", { name: "Modelos" }).click();
  await expect(menu.locator('[aria-current="page"]')).toHaveText(["Feminino"]);
  await menu.getByRole("link", { name: "Contato" }).click();
  await expect(page).toHaveURL(/\/contatos$/);
  await expect(footer.locator('[aria-current="page"]')).toHaveText(["Contato"]);
  await page.getByRole("button", { name: "Abrir o menu" }).click();
  await expect(menu.locator('[aria-current="page"]')).toHaveText(["Contato"]);
});

test("switching language shows the loading overlay, then the same page translated", async ({ page }) => {
  await page.goto(`/modelos/${talent.id}/${talent.slug}`);
  await page.getByRole("button", { name: "Abrir o menu" }).click();
  // A 600 ms overlay can come and go between two polls on a loaded machine, so the page records it.
  await page.evaluate(() => {
    const seen: { shownAt?: number; hiddenAt?: number } = {};
    (window as unknown as { overlaySeen: typeof seen }).overlaySeen = seen;
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="loading-overlay"]') !== null;
      if (shown && seen.shownAt === undefined) seen.shownAt = performance.now();
      if (!shown && seen.shownAt !== undefined && seen.hiddenAt === undefined) seen.hiddenAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("button", { name: "English" }).click();
  const overlaySeen = () =>
    page.evaluate(() => (window as unknown as { overlaySeen: { shownAt?: number; hiddenAt?: number } }).overlaySeen);
  await expect.poll(async () => (await overlaySeen()).hiddenAt, { message: "the overlay came and went" }).toBeDefined();
  const seen = await overlaySeen();
  expect((seen.hiddenAt ?? 0) - (seen.shownAt ?? 0)).toBeGreaterThanOrEqual(550);
  await expect(page).toHaveURL(new RegExp(`/en/modelos/${talent.id}/${talent.slug}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(`${talent.name} — Model | Passarela`);
  await expect(page.getByRole("button", { name: "Open the menu" })).toBeVisible();
});

test("scroll goes back to the top on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto("/agencia");
  const gallery = page.getByRole("contentinfo").getByRole("link", { name: "Galeria" });
  // The footer's code comes after the page's: clicked before, its link is a plain one and loads a new document.
  await expect.poll(() => isHydrated(gallery)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(50);
  await gallery.click();
  await expect(page).toHaveURL(/\/galeria$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main")).toBeFocused();
});

/** The brightest pixel of the screen's top 3 px: the loading bar is white, the navbar dark. */
async function brightestAtTop(page: Page): Promise<number> {
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: page.viewportSize()?.width ?? 400, height: 3 } });
  const { data } = await sharp(shot).greyscale().raw().toBuffer({ resolveWithObject: true });
  return Math.max(...data);
}

test.describe("on a slow connection", () => {
  // page.route must see the chunks' requests, not a service worker's.
  test.use({ serviceWorkers: "block" });

  test("a page whose code is still coming shows the loading bar at once: its code came while the first page was idle", async ({ page }) => {
    // Every chunk takes 1.5 s to come.
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await page.goto("/agencia");
    await page.waitForLoadState("networkidle");
    const gallery = await holdChunk(page, "GalleryPage");
    await page.getByRole("contentinfo").getByRole("link", { name: "Galeria" }).click();
    await expect(page.getByRole("progressbar", { name: "Carregando a página" })).toBeVisible({ timeout: 1000 });
    // Drawn, not only present: the fading page and the navbar above it once hid it completely.
    await expect.poll(() => brightestAtTop(page), { message: "a white line at the top of the screen" }).toBeGreaterThan(200);
    gallery.arrive();
    await expect(page.locator("main h1")).toHaveText("Galeria");
    await expect(page.getByRole("progressbar", { name: "Carregando a página" })).toHaveCount(0);
  });

  /** Holds the site API's answers at `path` unanswered, as a dead connection does, until `answer` lets them through. */
  async function stallApi(page: Page, path: string) {
    let stalled = true;
    let asked = 0;
    await page.route(`**${path}`, async (route) => {
      asked++;
      if (!stalled) await route.fallback();
    });
    return { asked: () => asked, answer: () => (stalled = false) };
  }

  test("a page whose data stops coming is given up with a way to try again, instead of loading for good", async ({ page }) => {
    // The page's clock, moved on below: the wait is for a connection that stalled for good.
    await page.clock.install();
    await page.goto("/agencia");
    const api = await stallApi(page, `/api/posts/${post.id}`);
    await openInApp(page, `/galeria/${post.id}/${post.slug}`);
    const bar = page.getByRole("progressbar", { name: "Carregando a página" });
    await expect(bar).toBeVisible();
    await expect.poll(api.asked).toBe(1);
    await page.clock.fastForward(10_000);
    await expect(bar).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(page.getByRole("heading", { level: 1, name: "A página não chegou" })).toBeVisible();
    await expect(page.getByText("Esta página parou de chegar: a conexão está lenta ou caiu. Verifique sua conexão e tente de novo.")).toBeVisible();
    await expect(page.getByText("Código do erro: timeout")).toBeVisible();
    await expect(bar).toHaveCount(0);
    api.answer();
    await page.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  });

  test("a profile whose data stops coming shows what the device knows of the talent, and is tried again only when asked", async ({ page }) => {
    await page.clock.install();
    await page.goto("/agencia");
    const api = await stallApi(page, `/api/talents/${talent.id}`);
    await openInApp(page, `/modelos/${talent.id}`);
    await expect.poll(api.asked).toBe(1);
    await page.clock.fastForward(16_000);
    const view = page.getByRole("region", { name: talent.name });
    await expect(view.getByText("Não foi possível carregar este perfil agora.")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Carregando a página" })).toHaveCount(0);
    // Each try of a stalled request would hide the view behind the loading bar for as long again.
    await page.clock.fastForward(20_000);
    await expect(view.getByText("Não foi possível carregar este perfil agora.")).toBeVisible();
    expect(api.asked()).toBe(1);
    api.answer();
    await view.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: talent.name })).toBeVisible();
    await expect(page.getByText("Não foi possível carregar este perfil agora.")).toHaveCount(0);
  });
});

test("a talent page's head is in the HTML for link previews, without JavaScript", async ({ request, baseURL }) => {
  const response = await request.get(`/modelos/${talent.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title data-server-head>${talent.name} — Modelo | Passarela</title>`);
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="${talent.name} — Modelo \\| Passarela"`));
  expect(html).toContain(`<meta property="og:image" content="${baseURL ?? ""}/media/1280/${talent.cover ?? ""}"`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL ?? ""}/modelos/${talent.id}/${talent.slug}"`);
  for (const lang of ["pt-BR", "en", "es", "x-default"]) expect(html).toContain(`hreflang="${lang}"`);
  const image = await request.get(`/media/1280/${talent.cover ?? ""}`);
  expect(image.status()).toBe(200);
});

test("a returning visitor's search button stays while its code is on its way: the navbar's favourites count does not swap it out", async ({ page }) => {
  // A favourite on this device: the navbar's counter renders again, as the page hydrates, with it.
  await page.addInitScript((value) => localStorage.setItem("favorites", value), JSON.stringify({ [talent.id]: talent }));
  const isServerSearch = await rememberServerNode(page, 'header [role="search"]');
  const code = await holdChunk(page, "NavSearch");
  await page.goto("/modelos");
  const search = page.getByRole("banner").getByRole("search");
  await expect.poll(code.requested).toBe(true);
  await expect(page.getByRole("link", { name: "Minha seleção: 1 modelo" })).toBeVisible();
  await expect(search.getByRole("button", { name: "Abrir a busca" })).toBeVisible();
  expect(await isServerSearch(search)).toBe(true);

  code.arrive();
  await expect.poll(() => isHydrated(search)).toBe(true);
  expect(await isServerSearch(search)).toBe(true);
});

test("the server's footer stays while its code is on its way: opening the menu does not swap it for the empty stand-in", async ({ page }) => {
  const isServerFooter = await rememberServerNode(page, "footer");
  const code = await holdChunk(page, "Footer");
  await page.goto("/agencia");
  const footer = page.getByRole("contentinfo");
  await expect.poll(code.requested).toBe(true);
  const menuButton = page.getByRole("button", { name: "Abrir o menu" });
  await expect.poll(() => isHydrated(menuButton)).toBe(true);
  await menuButton.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(await isServerFooter(footer)).toBe(true);
  await expect(footer.getByRole("link", { name: "Sobre" })).toBeVisible();

  code.arrive();
  await expect.poll(() => isHydrated(footer.getByRole("link", { name: "Sobre" }))).toBe(true);
  expect(await isServerFooter(footer)).toBe(true);
});

test("the menu's language buttons are named first by what they show, for voice control", async ({ page }) => {
  await page.goto("/agencia");
  await page.getByRole("button", { name: "Abrir o menu" }).click();
  const languages = page.getByRole("group", { name: "Idioma" }).getByRole("button");
  await expect(languages).toHaveCount(3);
  for (const button of await languages.all()) {
    const shown = (await button.innerText()).trim();
    expect(shown).toMatch(/^(PT|EN|ES)$/);
    await expect(button).toHaveAccessibleName(new RegExp(`^${shown} – (Português|English|Español)$`));
  }
});
