import { expect, holdChunk, openInApp, test, waitForHydration, type Page } from "./test.js";
import type { TalentCard } from "../../src/contract/site-api.js";
import { countFor, initial, must, plainText, talentCards, watchErrors } from "./fixtures.js";

let cards: TalentCard[];

test.beforeAll(async ({ request }) => {
  cards = await talentCards(request);
  if (cards.length < 30) throw new Error("The demo content has too few talents for these tests.");
});

const count = (page: Page) => page.locator("main p[role=status]").first();
const models = (n: number) => (n === 1 ? "1 modelo" : `${n} modelos`);
const grid = (page: Page) => page.getByRole("list", { name: "Modelos" });
const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "Filtrar modelos" }).getByRole("link", { name, exact: true });
const letter = (page: Page, value: string) => page.getByRole("group", { name: "Filtrar por inicial" }).getByRole("button", { name: value, exact: true });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Buscar por nome" });

/** On the women's list, picks the first woman's initial: that letter, the women, and those it leaves. */
async function pickWomenLetter(page: Page): Promise<{ chosen: string; women: TalentCard[]; matching: TalentCard[] }> {
  await page.goto("/modelos/feminino");
  const women = cards.filter((card) => card.gender === "woman");
  const chosen = initial(must(women[0], "woman").name);
  const matching = women.filter((card) => initial(card.name) === chosen);
  await letter(page, chosen).click();
  return { chosen, women, matching };
}

test("each filter updates the URL in place: no scroll reset, no new page, no refetch", async ({ page }) => {
  const errors = watchErrors(page);
  let listCalls = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/talents") listCalls++;
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/modelos");
  await expect(count(page)).toHaveText(models(cards.length));
  await expect(tab(page, "Todos")).toHaveAttribute("aria-current", "page");
  await page.evaluate(() => window.scrollTo(0, 120));
  const entries = await page.evaluate(() => window.history.length);
  const heading = await page.locator("main h1").elementHandle();

  for (const [name, path, filter] of [
    ["Feminino", "/modelos/feminino", "woman"],
    ["Masculino", "/modelos/masculino", "man"],
    ["Curves", "/modelos/curves", "curves"],
    ["Todos", "/modelos", "all"],
  ] as const) {
    await tab(page, name).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(tab(page, name)).toHaveAttribute("aria-current", "page");
    await expect(count(page)).toHaveText(models(countFor(cards, filter)));
    await expect(grid(page).getByRole("listitem").first()).toHaveAttribute("aria-setsize", String(countFor(cards, filter)));
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
  }
  // The same page instance all along (a remount would have replaced the heading), and no list request:
  // the list came with the page's HTML.
  expect(await heading.evaluate((node) => node.isConnected)).toBe(true);
  expect(listCalls).toBe(0);
  // Replaced, not pushed: back leaves the list.
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  expect(errors).toEqual([]);
});

test("opening a filter's URL selects it, in every language", async ({ page }) => {
  await page.goto("/modelos/masculino");
  await expect(tab(page, "Masculino")).toHaveAttribute("aria-current", "page");
  await expect(count(page)).toHaveText(models(countFor(cards, "man")));
  const men = cards.filter((card) => card.gender === "man");
  await expect(grid(page).getByRole("link").first()).toHaveText(must(men[0], "man").name);

  await page.goto("/en/modelos/curves");
  const english = page.getByRole("navigation", { name: "Filter models" });
  await expect(english.getByRole("link", { name: "Curves" })).toHaveAttribute("aria-current", "page");
  await expect(english.getByRole("link", { name: "All" })).toHaveAttribute("href", "/en/modelos");
  await expect(count(page)).toHaveText(`${countFor(cards, "curves")} models`);
});

test("a letter narrows the list; letters without a match are unavailable and do nothing", async ({ page }) => {
  const { chosen, matching } = await pickWomenLetter(page);
  await expect(letter(page, chosen)).toHaveAttribute("aria-pressed", "true");
  await expect(count(page)).toHaveText(models(matching.length));
  await expect(grid(page).getByRole("link")).toHaveText(matching.map((card) => card.name));

  // Picking a filter clears the letter.
  await tab(page, "Curves").click();
  await expect(letter(page, chosen)).toHaveAttribute("aria-pressed", "false");
  await expect(count(page)).toHaveText(models(countFor(cards, "curves")));

  const curvesInitials = new Set(cards.filter((card) => card.curves).map((card) => initial(card.name)));
  const unavailable = must(Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)).find((value) => !curvesInitials.has(value)), "letter without curves talent");
  await expect(letter(page, unavailable)).toHaveAttribute("aria-disabled", "true");
  // Playwright waits for an aria-disabled button to become enabled: force the click through.
  await letter(page, unavailable).click({ force: true });
  await expect(letter(page, unavailable)).toHaveAttribute("aria-pressed", "false");
  await expect(count(page)).toHaveText(models(countFor(cards, "curves")));
  for (const value of curvesInitials) await expect(letter(page, value)).not.toHaveAttribute("aria-disabled");
});

test("Back from a profile finds the list with the letter the visitor picked; a reload starts without it, as the server does", async ({ page }) => {
  const { chosen, women, matching } = await pickWomenLetter(page);
  await expect(count(page)).toHaveText(models(matching.length));
  await grid(page).getByRole("link", { name: must(matching[0], "match").name, exact: true }).click();
  await expect(page.locator("main h1")).toHaveText(must(matching[0], "match").name);
  await page.goBack();
  await expect(letter(page, chosen)).toHaveAttribute("aria-pressed", "true");
  await expect(count(page)).toHaveText(models(matching.length));
  await page.reload();
  await expect(count(page)).toHaveText(models(women.length));
  await expect(letter(page, chosen)).toHaveAttribute("aria-pressed", "false");
});

test("Back from a profile hands the keyboard's focus to the card that was opened, on a filtered list too", async ({ page }) => {
  await page.goto("/modelos");
  // What returns the focus loads once the first page is idle.
  await page.waitForLoadState("networkidle");
  for (const [filter, talent] of [
    [null, must(cards[5], "sixth talent")],
    ["Feminino", must(cards.filter((card) => card.gender === "woman")[3], "fourth woman")],
  ] as const) {
    // A filter replaces the list's URL and keeps its scroll: the router then leaves the focus alone.
    if (filter) await tab(page, filter).click();
    const card = grid(page).getByRole("link", { name: talent.name, exact: true });
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("main h1")).toHaveText(talent.name);
    await page.goBack();
    await expect(card).toBeFocused();
  }
  // Followed with the mouse, the card is left alone on the way back (no focus ring appears on it).
  const woman = must(cards.filter((card) => card.gender === "woman")[4], "fifth woman");
  const clicked = grid(page).getByRole("link", { name: woman.name, exact: true });
  await clicked.click();
  await expect(page.locator("main h1")).toHaveText(woman.name);
  await page.goBack();
  await expect(clicked).toBeVisible();
  // Longer than the keyboard's cards above took to be focused.
  await page.waitForTimeout(1000);
  await expect(clicked).not.toBeFocused();
});

test("search ignores case and accents, and agrees with the navbar's search", async ({ page }) => {
  const accented = must(
    cards.find((card) => card.name !== plainText(card.name) && /[À-ÿ]/.test(card.name.split(" ")[0] ?? "")),
    "talent with an accented first name",
  );
  const first = must(accented.name.split(" ")[0], "first name");
  const expected = cards.filter((card) => plainText(card.name).includes(plainText(first)));
  await page.goto("/modelos");

  await searchBox(page).fill(plainText(first).toUpperCase());
  await expect(count(page)).toHaveText(models(expected.length));
  await expect(grid(page).getByRole("link", { name: accented.name, exact: true })).toBeVisible();
  // The URL follows (in place), and the navbar's box shows the same search.
  await expect(page).toHaveURL(new RegExp(`/modelos\\?q=${encodeURIComponent(plainText(first).toUpperCase())}$`));
  await expect(page.getByRole("searchbox", { name: "Buscar modelos", includeHidden: true })).toHaveValue(plainText(first).toUpperCase());

  // With the accents, from the navbar: the page's box shows it, the results are the same.
  await page.getByRole("button", { name: "Abrir a busca" }).click();
  const navbar = page.getByRole("searchbox", { name: "Buscar modelos" });
  await navbar.fill(first);
  await navbar.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/modelos\\?q=${encodeURIComponent(first)}$`));
  await expect(searchBox(page)).toHaveValue(first);
  await expect(count(page)).toHaveText(models(expected.length));
  await page.reload();
  await expect(searchBox(page)).toHaveValue(first);
  await expect(grid(page).getByRole("link", { name: accented.name, exact: true })).toBeVisible();
});

test("a search typed before the page's code has arrived is kept, and filters the list once it has", async ({ page }) => {
  const errors = watchErrors(page);
  const first = must(cards[0], "talent").name.split(" ")[0] ?? "";
  const expected = cards.filter((card) => plainText(card.name).includes(plainText(first)));
  const entry = await holdChunk(page, "index");
  // The frame's own goto: the page's waits for a hydration that the held code keeps from coming.
  await page.mainFrame().goto("/modelos", { waitUntil: "domcontentloaded" });
  await expect.poll(entry.requested).toBe(true);
  await searchBox(page).fill(first);
  entry.arrive();
  await waitForHydration(page);
  await expect(count(page)).toHaveText(models(expected.length));
  await expect(page).toHaveURL(new RegExp(`/modelos\\?q=${encodeURIComponent(first)}$`));
  // The page renders again as it filters: the text is still there, and more typing carries on from it.
  await expect(searchBox(page)).toHaveValue(first);
  await searchBox(page).press("End");
  await searchBox(page).pressSequentially("zzz");
  await expect(count(page)).toHaveText("0 modelos");
  await expect(searchBox(page)).toHaveValue(`${first}zzz`);
  expect(errors).toEqual([]);
});

test("nothing matching shows the empty state, which clears the search", async ({ page }) => {
  await page.goto("/modelos/curves?q=zzzz");
  await expect(searchBox(page)).toHaveValue("zzzz");
  await expect(page.getByText("Nenhum modelo encontrado")).toBeVisible();
  await expect(count(page)).toHaveText("0 modelos");
  await expect(grid(page).getByRole("listitem")).toHaveCount(0);
  const clear = page.getByRole("link", { name: "Limpar filtros e busca" });
  await expect(clear).toHaveAttribute("href", "/modelos");
  await clear.click();
  await expect(page).toHaveURL(/\/modelos$/);
  await expect(count(page)).toHaveText(models(cards.length));
  await expect(searchBox(page)).toHaveValue("");
});

test("clearing from the keyboard leaves the focus on the new count, not on the page", async ({ page }) => {
  await page.goto("/modelos");
  await expect(count(page)).toHaveText(models(cards.length));
  await expect(async () => {
    await searchBox(page).fill("zzzz");
    await expect(count(page)).toHaveText("0 modelos", { timeout: 1000 });
  }).toPass();
  const clear = page.getByRole("link", { name: "Limpar filtros e busca" });
  await clear.focus();
  await page.keyboard.press("Enter");
  await expect(clear).toHaveCount(0);
  await expect(count(page)).toBeFocused();
  await expect(count(page)).toHaveText(models(cards.length));
  await expect(searchBox(page)).toHaveValue("");
  await page.keyboard.press("Tab");
  await expect(grid(page).getByRole("link").first()).toBeFocused();
});

test("a card's heart reached with the keyboard has its white ring between dark bands, visible on a light photo", async ({ page }) => {
  await page.goto("/modelos");
  const card = must(cards[0], "talent");
  const link = grid(page).getByRole("link", { name: card.name, exact: true });
  await link.focus();
  await page.keyboard.press("Tab");
  const heart = page.getByRole("button", { name: `Guardar ${card.name} na minha seleção` });
  await expect(heart).toBeFocused();
  const ring = await heart.evaluate((element) => {
    const css = getComputedStyle(element);
    return { outline: `${css.outlineStyle} ${css.outlineWidth} ${css.outlineOffset}`, band: css.boxShadow };
  });
  // The outline is drawn 2 to 4 px out; the band reaches 6 px, so the ring has dark on its outer side too.
  expect(ring).toEqual({ outline: "solid 2px 2px", band: "rgb(19, 19, 19) 0px 0px 0px 6px" });
});

test("a card shows its cover, or the placeholder, and opens the profile", async ({ page }) => {
  const withCover = must(cards.find((card) => card.cover), "talent with a cover");
  const withoutCover = must(cards.find((card) => !card.cover), "talent without a cover");
  await page.goto(`/modelos?q=${encodeURIComponent(withoutCover.name)}`);
  const placeholder = grid(page).getByRole("link", { name: withoutCover.name, exact: true }).locator("img");
  await expect(placeholder).toHaveAttribute("src", "/images/talent-placeholder.svg");
  await expect(placeholder).toHaveJSProperty("complete", true);
  expect(await placeholder.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await searchBox(page).fill(withCover.name);
  const link = grid(page).getByRole("link", { name: withCover.name, exact: true });
  const cover = link.locator("img");
  await expect(cover).toHaveAttribute("src", `/media/640/${withCover.cover ?? ""}`);
  await expect(cover).toHaveAttribute("srcset", new RegExp(`/media/240/.+ 240w`));
  await expect(cover).toHaveAttribute("width", "480");
  await expect(cover).toHaveAttribute("height", "640");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/modelos/${withCover.id}/${withCover.slug}$`));
  await expect(page.locator("main h1")).toHaveText(withCover.name);
});

test("only the first row of covers is eager; off-screen rows are not in the page, from the server's HTML or drawn in the browser", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const firstRowEager = async () => {
    const images = grid(page).locator("img");
    await expect(images.nth(4)).toBeAttached();
    // Four columns from 1024 px.
    for (let i = 0; i < 4; i++) await expect(images.nth(i)).toHaveAttribute("loading", "eager");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    // The rest of the first row yields to the first cover; the lazy ones keep the browser's own priority.
    await expect(images.nth(1)).toHaveAttribute("fetchpriority", "low");
    await expect(images.nth(4)).toHaveAttribute("loading", "lazy");
    await expect(images.nth(4)).not.toHaveAttribute("fetchpriority");
  };
  const last = must(cards.at(-1), "talent");
  // As the server sends it and drawn inside the app, the grid is windowed: far fewer cards in the DOM
  // than talents (the server's others are in a <noscript>), and the rest come into view on scroll.
  for (const open of [() => page.goto("/modelos"), () => page.goto("/hub-digital").then(() => openInApp(page, "/modelos"))]) {
    await open();
    await expect(count(page)).toHaveText(models(cards.length));
    await firstRowEager();
    const rendered = await grid(page).getByRole("listitem").count();
    expect(rendered).toBeLessThan(cards.length);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(grid(page).getByRole("link", { name: last.name, exact: true })).toBeVisible();
  }
});

test("once the grid is measured, no card it holds is skipped by the browser, on the server's grid or one drawn in the app", async ({ page }) => {
  // Tall, so that the window holds more than the six cards that are never skipped.
  await page.setViewportSize({ width: 390, height: 2400 });
  for (const open of [() => page.goto("/modelos"), () => page.goto("/hub-digital").then(() => openInApp(page, "/modelos"))]) {
    await open();
    await expect(count(page)).toHaveText(models(cards.length));
    await expect(grid(page)).not.toHaveAttribute("data-unmeasured");
    const styles = await grid(page).getByRole("listitem").evaluateAll((items) => items.map((item) => getComputedStyle(item).contentVisibility));
    expect(styles.length).toBeGreaterThan(6);
    expect(new Set(styles)).toEqual(new Set(["visible"]));
  }
});

test("the browser draws the rows in view and one more; a filter fills them with new cards, each image keeping its photo", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/hub-digital");
  await openInApp(page, "/modelos");
  await expect(count(page)).toHaveText(models(cards.length));
  const rows = () =>
    page.evaluate(() => {
      const items = [...document.querySelectorAll('main ul[aria-label="Modelos"] > li')];
      const boxes = [...new Map(items.map((item) => [Math.round(item.getBoundingClientRect().top), item.getBoundingClientRect()])).values()];
      return { drawn: boxes.length, inView: boxes.filter((box) => box.bottom > 0 && box.top < window.innerHeight).length };
    });
  // The grid starts below the page's header and controls: the first screen shows fewer rows than a full one.
  await expect.poll(rows).toEqual({ drawn: 2, inView: 1 });
  // Further down, a row above the view and a row below it (the window has followed: some row is in view).
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(async () => { const { drawn, inView } = await rows(); return inView > 0 ? drawn - inView : -1; }).toBe(2);

  // Each image is tagged with the photo it was made for. A filter change reuses the drawn items for
  // other talents, but never an image with another photo: it would show the last talent's face until the new one loads.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(rows).toEqual({ drawn: 2, inView: 1 });
  const tagImages = () => page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('main ul[aria-label="Modelos"] img')) image.dataset.madeFor = image.getAttribute("src") ?? "";
  });
  await tagImages();
  for (const [name, filter] of [["Feminino", "woman"], ["Masculino", "man"], ["Todos", "all"]] as const) {
    await tab(page, name).click();
    await expect(count(page)).toHaveText(models(countFor(cards, filter)));
    const drawn = await grid(page).getByRole("listitem").evaluateAll((items) =>
      items.map((item) => {
        const image = item.querySelector("img");
        return { name: item.querySelector("a span:last-child")?.textContent ?? "", src: image?.getAttribute("src") ?? "", madeFor: image?.dataset.madeFor };
      }),
    );
    expect(drawn.length).toBeGreaterThan(0);
    for (const card of drawn) {
      const talent = must(cards.find((candidate) => candidate.name.toUpperCase() === card.name.toUpperCase() || candidate.name === card.name), card.name);
      expect(card.src, card.name).toBe(talent.cover ? `/media/640/${talent.cover}` : "/images/talent-placeholder.svg");
      if (card.madeFor !== undefined) expect(card.madeFor, card.name).toBe(card.src);
    }
    await tagImages();
  }
});

test("the keyboard walks the whole windowed grid with Tab", async ({ page }) => {
  // Two presses per card, each checked.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Drawn in the browser, the grid is windowed: focus moving on must bring the next rows in.
  await page.goto("/hub-digital");
  await openInApp(page, "/modelos");
  await expect(count(page)).toHaveText(models(cards.length));
  const first = must(cards[0], "talent");
  const last = must(cards.at(-1), "talent");
  await grid(page).getByRole("link", { name: first.name, exact: true }).focus();
  // A link and a heart per card.
  for (let step = 1; step < cards.length * 2; step++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main ul[aria-label="Modelos"]'))), `step ${step}`).toBe(true);
  }
  await expect(page.getByRole("button", { name: `Guardar ${last.name} na minha seleção` })).toBeFocused();
});

test("the back link: home when the list is the first page opened, else back where the visitor came from", async ({ page }) => {
  // Opened from outside (a shared link, a search engine): back means the home page, in the visitor's language.
  await page.goto("/en/modelos/feminino");
  const back = page.getByRole("main").getByRole("link", { name: "Back" });
  await expect(back).toHaveAttribute("href", "/en");
  await back.click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("main h1")).toBeVisible();

  // Reached from another page of the site: back returns there, after filters changed the URL in place.
  await page.goto("/contatos");
  await page.getByRole("button", { name: "Abrir a busca" }).click();
  const navbar = page.getByRole("searchbox", { name: "Buscar modelos" });
  await navbar.fill("a");
  await navbar.press("Enter");
  await expect(page).toHaveURL(/\/modelos\?q=a$/);
  await tab(page, "Masculino").click();
  await expect(page).toHaveURL(/\/modelos\/masculino\?q=a$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/");
  await page.getByRole("main").getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/contatos$/);
  await expect(page.locator("main h1")).toHaveText("Contatos");
});

test("with reduced motion, the covers' loading shimmer stands still, even when the images never come", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route(/\/media\//, (route) => route.abort());
  await page.goto("/modelos");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // The cards drawn by the app wait for their covers, which never come.
  await expect(page.locator("main li span[style*=aspect-ratio]:not([data-loaded])").first()).toBeVisible();
  const moving = await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length);
  expect(moving).toBe(0);
});

test("the navbar's box shows the search in the address: when the list searched before the box's code came, and from the server's page", async ({ page }) => {
  const errors = watchErrors(page);
  const navbar = page.getByRole("searchbox", { name: "Buscar modelos", includeHidden: true });
  const code = await holdChunk(page, "NavSearch");
  await page.goto("/modelos");
  await waitForHydration(page);
  await searchBox(page).fill("Luiza");
  await expect(page).toHaveURL(/\/modelos\?q=Luiza$/);
  // The box's code was asked for and is still on its way.
  await expect.poll(code.requested).toBe(true);
  await expect(navbar).toHaveValue("");
  code.arrive();
  await expect(navbar).toHaveValue("Luiza");
  // What it holds is what it searches.
  await page.getByRole("button", { name: "Abrir a busca" }).click();
  await page.getByRole("searchbox", { name: "Buscar modelos" }).press("Enter");
  await expect(page).toHaveURL(/\/modelos\?q=Luiza$/);

  await page.goto("/modelos?q=ana");
  await expect(navbar).toHaveValue("ana");
  expect(errors).toEqual([]);
});

test("the navbar's search and the list's own are two search landmarks, each named", async ({ page }) => {
  await page.goto("/modelos");
  await expect(page.getByRole("search")).toHaveCount(2);
  await expect(page.getByRole("search", { name: "Buscar modelos", exact: true })).toHaveCount(1);
  await expect(page.getByRole("search", { name: "Buscar por nome", exact: true })).toHaveCount(1);
});
