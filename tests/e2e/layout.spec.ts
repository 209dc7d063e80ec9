import { expect, isHydrated, test, type Page } from "./test.js";

const box = async (page: Page, selector: string) => {
  const rect = await page.locator(selector).first().boundingBox();
  if (!rect) throw new Error(`${selector} is not rendered`);
  return rect;
};

for (const { width, navbar, footer, search } of [
  // On a phone the open search fills the bar beside its two buttons (search, close).
  { width: 375, navbar: 73, footer: 129, search: 263 },
  { width: 1280, navbar: 93, footer: 193, search: 200 },
]) {
  test(`at ${width} px: a ${navbar} px navbar, a ${footer} px footer and a ${search} px search box`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/agencia");
    await expect(page.locator("main h1")).toBeVisible();
    expect((await box(page, "header")).height).toBe(navbar);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Instagram" })).toBeVisible();
    expect(Math.round((await box(page, "footer")).height)).toBe(footer);
    // Before its code is in, a tap is the server's form's, which goes to the talents list.
    await expect.poll(() => isHydrated(page.getByRole("button", { name: "Abrir a busca" }))).toBe(true);
    await page.getByRole("button", { name: "Abrir a busca" }).click();
    const input = page.getByRole("searchbox", { name: "Buscar modelos" });
    await expect(input).toBeVisible();
    await expect.poll(async () => Math.round((await input.boundingBox())?.width ?? 0)).toBe(search);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(19, 19, 19)");
  });
}

for (const width of [320, 340, 360]) {
  test(`at ${width} px: the navbar's controls are all on screen, side by side`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/en/modelos");
    const controls = page.locator("header").locator("a, button").filter({ visible: true });
    const boxes = await Promise.all((await controls.all()).map(async (control) => (await control.boundingBox()) ?? { x: -1, y: 0, width: 0, height: 0 }));
    expect(boxes.length).toBe(4);
    const byLeft = boxes.sort((a, b) => a.x - b.x);
    for (const [index, rect] of byLeft.entries()) {
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(width);
      const next = byLeft[index + 1];
      if (next) expect(rect.x + rect.width).toBeLessThanOrEqual(next.x + 0.5);
    }
  });
}

test("the footer links the six sections on desktop only, and the agency's social pages from its data", async ({ page, request }) => {
  const social = (await (await request.get("/api/social")).json()) as { links: { key: string; url: string }[] };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contatos");
  const footer = page.getByRole("contentinfo");
  const sections = footer.getByRole("navigation").getByRole("link");
  await expect(sections).toHaveText(["Sobre", "Modelos", "Hub Digital", "Galeria", "Seja um Modelo", "Contato"]);
  for (const link of social.links.filter((l) => ["facebook", "instagram", "tiktok", "site"].includes(l.key))) {
    await expect(footer.locator(`a[href="${link.url}"]`)).toBeVisible();
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(sections.first()).toBeHidden();
  const site = social.links.find((l) => l.key === "site");
  if (!site) throw new Error("the demo content has no website link");
  // Named in the page's language, saying they open in a new tab, in the footer and on the contacts page.
  for (const [path, name, newTab] of [
    ["/contatos", "Site", "(abre em uma nova aba)"],
    ["/en/contatos", "Website", "(opens in a new tab)"],
    ["/es/contatos", "Sitio web", "(se abre en una pestaña nueva)"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").locator(`a[href="${site.url}"]`)).toHaveAttribute("aria-label", `${name} ${newTab}`);
    const listed = page.getByRole("main").locator(`a[href="${site.url}"]`);
    await expect(listed).toHaveAccessibleName(new RegExp(`^${name}.* \\${newTab.slice(0, -1)}\\)$`));
  }
});

test("the skip link is the first stop and moves to the page; focus is always visible", async ({ page }) => {
  await page.goto("/agencia");
  await expect(page.locator("main h1")).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  const ring = await focused.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
  });
  expect(ring.outline !== "none" && ring.width > 0 ? true : ring.shadow !== "none").toBe(true);
});

for (const reduced of [false, true]) {
  test(`a page reached by a link ${reduced ? "shows at once with reduced motion" : "fades in over the 1 s transition"}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: reduced ? "reduce" : "no-preference" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/agencia");
    await expect(page.locator("main h1")).toBeVisible();
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Contato" });
    // The footer's code loads after the page's: until React has taken its HTML over, the link is a plain
    // link and loads the next page anew, with no transition (as it should).
    await expect.poll(() => isHydrated(link)).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/contatos$/);
    // The address changes first; the new page replaces the old one once its chunk and data are in.
    await expect(page.locator("main h1")).toHaveText("Contatos");
    const animation = await page.locator("main").evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: style.animationDuration };
    });
    if (reduced) expect(animation.name).toBe("none");
    else expect(animation).toEqual({ name: expect.stringMatching(/page-in/) as unknown as string, duration: "1s" });
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, key: "Tab" | "Shift+Tab"): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the control`);
}

test("a control reached by the keyboard from below is scrolled clear of the fixed navbar", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/contatos");
  const name = page.getByRole("textbox", { name: "Nome" });
  await expect.poll(() => isHydrated(name)).toBe(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "Instagram" }).focus();
  await tabTo(page, name, "Shift+Tab");
  const navbar = await box(page, "header");
  const field = await name.boundingBox();
  expect(field?.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
});

test("a photo's file input, reached by the keyboard, brings its 'Choose photo' button into view", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/seja-um-modelo");
  const eyes = page.getByRole("combobox", { name: "Olhos" });
  await expect.poll(() => isHydrated(eyes)).toBe(true);
  await eyes.focus();
  await tabTo(page, page.getByLabel("Foto 1", { exact: false }).and(page.locator('input[type="file"]')), "Tab");
  const id = await page.evaluate(() => document.activeElement?.id);
  const choose = page.locator(`label[for="${id ?? ""}"]`);
  await expect(choose).toHaveText("Escolher foto");
  await expect(choose).toBeInViewport({ ratio: 1 });
});

test("the application's photo frames line up in each row, in every language, however their titles wrap", async ({ page }) => {
  for (const [width, prefix] of [[320, "/es"], [320, "/en"], [320, ""], [1440, "/es"]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${prefix}/seja-um-modelo`);
    const slots = page.locator("[data-field^=image_]");
    await expect(slots).toHaveCount(4);
    const places = await slots.evaluateAll((elements) =>
      elements.map((slot) => {
        const title = slot.querySelector("p")?.getBoundingClientRect();
        const frame = slot.querySelector("img")?.getBoundingClientRect();
        return { frameTop: Math.round(frame?.top ?? 0), gap: Math.round((frame?.top ?? 0) - (title?.bottom ?? 0)) };
      }),
    );
    const rows = new Map<number, typeof places>();
    for (const place of places) rows.set(place.frameTop, [...(rows.get(place.frameTop) ?? []), place]);
    // Two rows of two on a phone, one of four on a desktop: any frame off its neighbours' line makes a row of its own.
    expect([...rows.values()].map((row) => row.length), `${prefix || "/pt"} at ${width} px: ${JSON.stringify(places)}`).toEqual(width === 320 ? [2, 2] : [4]);
    // The frame sits under its own title, not under a gap sized for someone else's words.
    for (const row of rows.values()) expect(Math.abs(Math.min(...row.map((place) => place.gap)) - 8), JSON.stringify(row)).toBeLessThanOrEqual(1);
  }
});

test("on a phone with a larger text size, the navbar's buttons stay on screen", async ({ page }) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/agencia");
    for (const percent of [150, 200]) {
      // As a browser's default font size of 24 or 32 px does: the bar is sized in rem.
      await page.evaluate((size) => (document.documentElement.style.fontSize = `${size}%`), percent);
      for (const control of await page.locator("header").getByRole("link").or(page.locator("header").getByRole("button")).all()) {
        if (!(await control.isVisible())) continue;
        const box = await control.boundingBox();
        if (!box) throw new Error("a visible control has no box");
        expect(box.x, `${await control.getAttribute("aria-label")} at ${width} px, ${percent}%`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${await control.getAttribute("aria-label")} at ${width} px, ${percent}%`).toBeLessThanOrEqual(width);
      }
    }
  }
});

test("the error page's large status number has the contrast of large text (3:1)", async ({ page }) => {
  await page.goto("/nada-aqui");
  const status = page.locator("main p").filter({ hasText: /^404$/ });
  const [text, background] = await status.evaluate((element) => {
    const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    let behind: Element | null = element;
    while (behind && getComputedStyle(behind).backgroundColor === "rgba(0, 0, 0, 0)") behind = behind.parentElement;
    return [rgb(getComputedStyle(element).color), rgb(getComputedStyle(behind ?? document.body).backgroundColor)];
  });
  const weights = [0.2126, 0.7152, 0.0722];
  const luminance = (channels: number[]) =>
    channels.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * (weights[i] ?? 0), 0);
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
  expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(3);
});
