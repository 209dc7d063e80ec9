import { readFileSync } from "node:fs";
import { expect, holdChunk, isHydrated, rememberServerNode, test, waitForHydration, type Page } from "./test.js";
import { PDFDocument } from "pdf-lib";
import { paginate } from "../../server/platform/pdf/layout.js";
import type { TalentCard, TalentProfile } from "../../src/contract/site-api.js";
import { pairSlides } from "../../src/features/talents/gallery/slides.js";
import { slowAfterMs } from "../../src/components/useDownload.js";
import { talentPdfPath } from "../../src/contract/pdf.js";
import { must, part, stubVideoPlayers, talentCards, talentProfile, watchErrors } from "./fixtures.js";
import { holdAnswer } from "./held-answer.js";

let cards: TalentCard[];
let joao: TalentProfile;
let woman: TalentProfile;
let man: TalentProfile;

test.beforeAll(async ({ request }) => {
  cards = await talentCards(request);
  // The seed always gives João Pereira every gallery, portraits and landscapes, and all three video sources.
  joao = await talentProfile(request, must(cards.find((card) => card.name === "João Pereira"), "João Pereira").id);
  woman = await talentProfile(request, must(cards.find((card) => card.gender === "woman" && !card.curves), "woman").id);
  man = await talentProfile(request, must(cards.find((card) => card.gender === "man" && card.id !== joao.id), "man").id);
});

test.beforeEach(async ({ page }) => {
  await stubVideoPlayers(page);
});

const profilePath = (profile: TalentProfile) => `/modelos/${profile.id}/${profile.slug}`;
const topMeasures = (page: Page) => page.locator('main dl[aria-label="Medidas"]');
const measure = (page: Page, key: string) => topMeasures(page).locator(`[data-measure="${key}"]`);
const slide = (page: Page, position: number, total: number) => page.getByRole("group", { name: `${position} de ${total}` });
const loader = (page: Page) => page.getByRole("status").filter({ hasText: "Carregando a galeria" });

test("a woman's profile: name, measures (cm part) at the top and the bottom, waist shown, bust as bust", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(profilePath(woman));
  const [first, ...rest] = woman.name.split(" ");
  await expect(page.locator("main h1")).toHaveText(woman.name);
  await expect(page.locator("main h1 strong")).toHaveText(must(first, "first name"));
  expect(rest.length).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/modelos");

  await expect(measure(page, "height").locator("dt")).toHaveText("Altura");
  await expect(measure(page, "height").locator("dd")).toHaveText(part(woman.measures.height));
  await expect(measure(page, "bust").locator("dt")).toHaveText("Busto");
  await expect(measure(page, "bust").locator("dd")).toHaveText(part(woman.measures.bust));
  await expect(measure(page, "waist").locator("dt")).toHaveText("Cintura");
  await expect(measure(page, "waist").locator("dd")).toHaveText(part(woman.measures.waist));
  await expect(measure(page, "hips").locator("dd")).toHaveText(part(woman.measures.hips));
  await expect(measure(page, "shoes").locator("dd")).toHaveText(part(woman.measures.shoes));
  await expect(measure(page, "hair").locator("dd")).toHaveText(woman.measures.hair ?? "");
  await expect(measure(page, "eyes").locator("dd")).toHaveText(woman.measures.eyes ?? "");
  await expect(measure(page, "chest")).toHaveCount(0);
  // Repeated at the bottom.
  const bottom = page.locator(`main dl[aria-label="Medidas de ${woman.name}"]`);
  await expect(bottom.locator("dd")).toHaveText(await topMeasures(page).locator("dd").allTextContents());
  expect(errors).toEqual([]);
});

test("a man's profile: no waist, bust labelled chest; the units toggle shows the part after the slash and is remembered", async ({ page }) => {
  await page.goto(profilePath(man));
  await expect(measure(page, "waist")).toHaveCount(0);
  await expect(measure(page, "bust")).toHaveCount(0);
  await expect(measure(page, "chest").locator("dt")).toHaveText("Tórax");
  await expect(measure(page, "chest").locator("dd")).toHaveText(part(man.measures.bust));

  const units = page.getByRole("group", { name: "Unidades de medida" });
  await expect(units.getByRole("button", { name: "cm" })).toHaveAttribute("aria-pressed", "true");
  await units.getByRole("button", { name: "ft/in" }).click();
  await expect(units.getByRole("button", { name: "ft/in" })).toHaveAttribute("aria-pressed", "true");
  await expect(measure(page, "height").locator("dd")).toHaveText(part(man.measures.height, true));
  await expect(measure(page, "chest").locator("dd")).toHaveText(part(man.measures.bust, true));
  expect(await page.evaluate(() => localStorage.getItem("passarela:units"))).toBe('"imperial"');

  // Another profile, after a reload: still imperial.
  await page.goto(profilePath(woman));
  await expect(page.getByRole("group", { name: "Unidades de medida" }).getByRole("button", { name: "ft/in" })).toHaveAttribute("aria-pressed", "true");
  await expect(measure(page, "waist").locator("dd")).toHaveText(part(woman.measures.waist, true));
  await page.getByRole("button", { name: "cm" }).click();
  await expect(measure(page, "waist").locator("dd")).toHaveText(part(woman.measures.waist));
});

test("social links open in a new tab", async ({ page }) => {
  await page.goto(profilePath(joao));
  const handle = must(joao.instagram, "instagram handle").replace(/^@/, "");
  const instagram = page.getByRole("main").getByRole("link", { name: /Instagram/ });
  await expect(instagram).toHaveAttribute("href", `https://www.instagram.com/${handle}/`);
  await expect(instagram).toHaveAttribute("target", "_blank");
  await expect(instagram).toHaveAttribute("rel", /\bnoopener\b/);
  const tiktok = page.getByRole("main").getByRole("link", { name: /TikTok/ });
  await expect(tiktok).toHaveAttribute("href", `https://www.tiktok.com/@${must(joao.tiktok, "tiktok handle").replace(/^@/, "")}`);
  await expect(tiktok).toHaveAttribute("target", "_blank");
});

test("gallery tabs: the available ones, the first open; slides pair portraits from 1024 px; arrows and keys move", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Hold the images back until the loader has been seen.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/media/**", async (route) => {
    await released;
    await route.continue();
  });
  // Not "load": that waits for the images held back.
  await page.goto(profilePath(joao), { waitUntil: "domcontentloaded" });
  const tabs = page.getByRole("tablist", { name: "Galerias" }).getByRole("tab");
  await expect(tabs).toHaveText(["Portfolio", "Polaroids", "Compo", "Vídeos"]);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(loader(page)).toBeVisible();
  release();
  await expect(loader(page)).toBeHidden();
  await page.unroute("**/media/**");

  const book = pairSlides(joao.galleries.book, true);
  expect(book.some((group) => group.length === 2) && book.some((group) => group.length === 1)).toBe(true);
  const carousel = page.getByRole("region", { name: "Portfolio" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carrossel");
  await expect(slide(page, 1, book.length)).toBeVisible();
  await expect(slide(page, 1, book.length).locator("img")).toHaveCount(must(book[0], "slide").length);
  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(slide(page, 2, book.length)).toBeVisible();
  await expect(slide(page, 2, book.length).locator("img")).toHaveCount(must(book[1], "slide").length);
  await expect(page.getByRole("button", { name: "Anterior" })).toBeEnabled();
  // The slides are not a tab stop of their own (a nameless one); the arrow keys work from the buttons.
  await expect(carousel.locator(".keen-slider")).not.toHaveAttribute("tabindex", /.*/);
  await page.getByRole("button", { name: "Anterior" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(slide(page, 3, book.length)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(slide(page, 1, book.length)).toBeVisible();
  await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
  // Pressed to the first slide, the arrow keeps the focus: the keyboard is not sent back to the page's start.
  await page.getByRole("button", { name: "Próxima" }).press("Enter");
  await expect(slide(page, 2, book.length)).toBeVisible();
  await page.getByRole("button", { name: "Anterior" }).press("Enter");
  await expect(slide(page, 1, book.length)).toBeVisible();
  await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Anterior" })).toBeFocused();

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  const snap = pairSlides(joao.galleries.snap, true);
  await expect(page.getByRole("region", { name: "Polaroids" })).toBeVisible();
  await expect(slide(page, 1, snap.length)).toBeVisible();
  await expect(page.getByRole("button", { name: "Baixar Polaroids em PDF" })).toBeVisible();
  // Arrow keys move between tabs too.
  await tabs.nth(1).press("ArrowRight");
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(2)).toBeFocused();
  await expect(page.getByRole("button", { name: "Baixar Compo em PDF" })).toBeVisible();
});

test("a profile opened at a gallery's address (?galeria=compo) opens on that tab, and the others still switch", async ({ page }) => {
  await page.goto(`${profilePath(joao)}?galeria=compo`);
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Galerias" });
  await expect(tabs.getByRole("tab", { name: "Compo" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "Compo" }).locator("img").first()).toHaveAttribute("src", new RegExp(must(joao.galleries.compo[0], "compo").src.replace(/[.]/g, "\\.")));
  await tabs.getByRole("tab", { name: "Portfolio" }).click();
  await expect(page.getByRole("region", { name: "Portfolio" })).toBeVisible();
  // The address follows, in place: a reload opens the same gallery, and the tab keeps the focus.
  await expect(page).toHaveURL(new RegExp(`${profilePath(joao)}\\?galeria=book$`));
  await tabs.getByRole("tab", { name: "Portfolio" }).press("ArrowRight");
  await expect(page).toHaveURL(/\?galeria=snap$/);
  await expect(tabs.getByRole("tab", { name: "Polaroids" })).toBeFocused();
  await page.reload();
  await expect(tabs.getByRole("tab", { name: "Polaroids" })).toHaveAttribute("aria-selected", "true");
});

test("a slide stepped to before its photo is in shows that the photo is coming, until it is", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const second = must(woman.galleries.book[1], "a second photo");
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.href.includes(second.src),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(profilePath(woman));
  await waitForHydration(page);
  const total = woman.galleries.book.length;
  // The first slide's photo, in, is not marked.
  await expect(slide(page, 1, total).locator("img")).not.toHaveAttribute("data-loading");
  await page.getByRole("button", { name: "Próxima" }).click();
  const photo = slide(page, 2, total).locator("img");
  await expect(photo).toBeInViewport();
  await expect(photo).toHaveAttribute("data-loading", "true");
  release();
  await expect(photo).not.toHaveAttribute("data-loading");
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("below 1024 px every image has its own slide", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(profilePath(joao));
  const total = joao.galleries.book.length;
  await expect(slide(page, 1, total)).toBeVisible();
  await expect(slide(page, 1, total).locator("img")).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(slide(page, 1, pairSlides(joao.galleries.book, true).length)).toBeVisible();
});

test("a profile offers only its galleries: no empty tab, no download for video", async ({ page, request }) => {
  let partial: TalentProfile | undefined;
  for (const card of cards) {
    const profile = await talentProfile(request, card.id);
    if (profile.galleries.video.length === 0 && profile.galleries.book.length > 0 && (profile.galleries.compo.length === 0 || profile.galleries.snap.length === 0)) {
      partial = profile;
      break;
    }
  }
  const profile = must(partial, "talent without some galleries");
  await page.goto(profilePath(profile));
  const expected = (["book", "snap", "compo"] as const).filter((type) => profile.galleries[type].length > 0);
  const names = { book: "Portfolio", snap: "Polaroids", compo: "Compo" };
  await expect(page.getByRole("tab")).toHaveText(expected.map((type) => names[type]));
  await expect(page.getByRole("tab", { name: "Vídeos" })).toHaveCount(0);

  await page.goto(profilePath(joao));
  await page.getByRole("tab", { name: "Vídeos" }).click();
  await expect(page.getByRole("button", { name: /Baixar .* em PDF/ })).toHaveCount(0);
});

test("videos: a file plays muted inline; YouTube and Vimeo embeds load only on their slide", async ({ page }) => {
  const errors = watchErrors(page);
  const videos = joao.galleries.video;
  expect(videos.map((video) => video.source)).toEqual(["file", "youtube", "vimeo"]);
  await page.goto(profilePath(joao));
  await page.getByRole("tab", { name: "Vídeos" }).click();
  await expect(slide(page, 1, 3)).toBeVisible();
  const video = slide(page, 1, 3).locator("video");
  const file = must(videos[0], "video");
  if (file.source !== "file") throw new Error("The first video is not a file.");
  await expect(video).toHaveAttribute("src", `/media/video/${file.src}`);
  await expect(video).toHaveAttribute("autoplay", "");
  await expect(video).toHaveAttribute("playsinline", "");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(page.locator("main iframe")).toHaveCount(0);
  await expect(loader(page)).toBeHidden();

  await page.getByRole("button", { name: "Próxima" }).click();
  const youtube = page.locator("main iframe");
  await expect(youtube).toHaveCount(1);
  const youtubeId = videos[1]?.source === "youtube" ? videos[1].id : "";
  await expect(youtube).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&mute=1&playsinline=1`);
  await expect(page.locator("main video")).toHaveCount(0);

  await page.getByRole("button", { name: "Próxima" }).click();
  const vimeoId = videos[2]?.source === "vimeo" ? videos[2].id : "";
  await expect(page.locator("main iframe")).toHaveCount(1);
  await expect(page.locator("main iframe")).toHaveAttribute("src", `https://player.vimeo.com/video/${vimeoId}?autoplay=1&muted=1`);
  expect(errors).toEqual([]);
});

test("an unknown talent id is the 404 page, with a 404 status", async ({ page }) => {
  const response = await page.goto("/modelos/987654321/ninguem");
  expect(response?.status()).toBe(404);
  await expect(page.locator("main h1")).toHaveText("Página não encontrada");
});

test("the gallery PDF: progress while it is made, a file with a cover page and the gallery's pages", async ({ page }) => {
  const pdfPath = `**/api/talents/${joao.id}/pdf/book`;
  // Slow the answer down a little, to see the button while the PDF is made.
  await page.route(pdfPath, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(profilePath(joao));
  const button = page.getByRole("button", { name: "Baixar Portfolio em PDF" });
  const download = page.waitForEvent("download");
  await button.press("Enter");
  const busy = page.getByRole("button", { name: "Gerando o PDF…" });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  // Inactive, yet it keeps the keyboard's focus.
  await expect(busy).toBeFocused();
  await expect(page.getByRole("progressbar", { name: "Gerando o PDF" })).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toBe("joao-pereira-portfolio.pdf");
  await expect(button).toBeEnabled();
  await expect(button).toBeFocused();
  const pdf = await PDFDocument.load(readFileSync(await file.path()));
  expect(pdf.getPageCount()).toBe(1 + paginate(joao.galleries.book).length);
});

test("a PDF the platform is slow to make: the visitor is told it takes longer than usual and can cancel from the keyboard; the focus goes back to the button, and nothing is saved later", async ({ page }) => {
  const held = await holdAnswer(page, talentPdfPath(joao.id, "book"));
  const downloads: string[] = [];
  page.on("download", (download) => downloads.push(download.suggestedFilename()));
  await page.clock.install();
  await page.goto(profilePath(joao));
  const button = page.getByRole("button", { name: "Baixar Portfolio em PDF" });
  await expect.poll(() => isHydrated(button)).toBe(true);
  await button.press("Enter");
  await expect.poll(held.requested).toBe(true);
  await expect(page.getByRole("button", { name: "Gerando o PDF…" })).toBeFocused();
  const slow = page.getByRole("status").filter({ hasText: "Está demorando mais que o normal. Você pode esperar ou cancelar." });
  await expect(slow).toHaveCount(0);

  await page.clock.fastForward(slowAfterMs);
  await expect(slow).toBeVisible();
  // Shown, not only said: wider than a visually hidden status's one pixel.
  expect((await slow.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await expect(page.getByRole("progressbar", { name: "Gerando o PDF" })).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Cancelar o download" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(button).toBeFocused();
  await expect(button).not.toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("status").filter({ hasText: "Download cancelado." })).toHaveCount(1);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancelar o download" })).toHaveCount(0);
  await expect.poll(held.dropped).toBe(true);

  // The platform answers at last: the cancelled download neither saves a file nor shows an error.
  held.release();
  await page.clock.fastForward(slowAfterMs);
  await page.waitForTimeout(1000);
  expect(downloads).toEqual([]);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("a failed PDF says so and can be tried again", async ({ page }) => {
  const pdfPath = `**/api/talents/${joao.id}/pdf/snap`;
  await page.route(pdfPath, (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "platform_unavailable", message: "down" }) }),
  );
  await page.goto(profilePath(joao));
  await page.getByRole("tab", { name: "Polaroids" }).click();
  await page.getByRole("button", { name: "Baixar Polaroids em PDF" }).click();
  await expect(page.getByRole("alert")).toContainText("Não foi possível gerar o PDF.");
  await page.unroute(pdfPath);
  const download = page.waitForEvent("download");
  await page.getByRole("alert").getByRole("button", { name: "Tentar de novo" }).click();
  expect((await download).suggestedFilename()).toBe("joao-pereira-polaroids.pdf");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("Back to a profile finds its gallery on the photo the visitor left it, also after a change of width", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(profilePath(joao));
  const total = joao.galleries.book.length;
  await expect(loader(page)).toBeHidden();
  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(slide(page, 2, total)).toBeVisible();
  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(slide(page, 3, total)).toBeVisible();
  await page.getByRole("link", { name: "Voltar", exact: true }).click();
  await expect(page).toHaveURL(/\/modelos$/);
  await page.goBack();
  await expect(slide(page, 3, total)).toBeVisible();
  await expect(counterText(page)).toHaveText(`3 / ${total}`);
  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(slide(page, 4, total)).toBeVisible();
  // Wide, portraits go in pairs: the same photo is on another slide.
  await page.setViewportSize({ width: 1280, height: 900 });
  const pairs = pairSlides(joao.galleries.book, true);
  let first = 0;
  const holding = pairs.findIndex((group) => (first += group.length) > 3);
  await expect(slide(page, holding + 1, pairs.length)).toBeVisible();
});

/** The counter under the slider ("2 / 9"), which follows the slide keen-slider settles on. */
const counterText = (page: Page) => page.getByRole("region", { name: "Portfolio" }).locator("p[aria-hidden=true]");

test.describe("swiping the gallery", () => {
  test.use({ hasTouch: true, viewport: { width: 800, height: 900 } });

  /** João's profile, its gallery ready, and a finger swipe across the slider from one fraction of its width to another. */
  async function openForSwipes(page: Page) {
    await page.goto(profilePath(joao));
    const total = joao.galleries.book.length;
    await expect(slide(page, 1, total)).toBeVisible();
    await expect(loader(page)).toBeHidden();
    const box = await page.getByRole("region", { name: "Portfolio" }).locator(".keen-slider").boundingBox();
    if (!box) throw new Error("The slider has no box.");
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    // Real touch input (touchstart, touchmove…, touchend), as a phone sends it.
    const swipe = async (from: number, to: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: box.x + box.width * from, y }] });
      for (let step = 1; step <= 8; step++) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: box.x + box.width * (from + ((to - from) * step) / 8), y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    return { total, swipe };
  }

  test("a finger swipe moves to the next photo and back, one photo per slide on a phone-sized screen", async ({ page }) => {
    const { total, swipe } = await openForSwipes(page);

    await swipe(0.8, 0.2);
    await expect(slide(page, 2, total)).toBeVisible();
    await expect(counterText(page)).toHaveText(`2 / ${total}`);
    await expect(page.getByRole("button", { name: "Anterior" })).toBeEnabled();

    await swipe(0.2, 0.8);
    await expect(slide(page, 1, total)).toBeVisible();
    await expect(counterText(page)).toHaveText(`1 / ${total}`);
    // The first photo has nothing before it: a swipe to the right stays there.
    await swipe(0.2, 0.8);
    await expect(counterText(page)).toHaveText(`1 / ${total}`);
  });

  test("quick swipes past the first photo keep the visitor on the profile: the browser does not take them as 'back'", async ({ page }) => {
    const { total, swipe } = await openForSwipes(page);
    const profile = page.url();
    // One after another, as an impatient thumb does: Chromium took a sideways swipe the slider left to the page as
    // "go back", though not every time. A few rounds make the old fault show in almost every run.
    for (let round = 0; round < 4; round++) {
      await swipe(0.8, 0.2);
      // While the slider still moves: keen-slider then leaves the next swipe to the browser.
      await page.waitForTimeout(150);
      await swipe(0.2, 0.8);
      await swipe(0.2, 0.8);
      await page.waitForTimeout(700);
      expect(page.url(), `round ${round + 1}`).toBe(profile);
    }
    // Where the slider stops depends on how fast the thumb was; that it is still there does not.
    await expect(page.getByRole("region", { name: "Portfolio" })).toBeVisible();
    await expect(page.getByRole("group", { name: new RegExp(`^\\d+ de ${total}$`) }).first()).toBeAttached();
  });
});

test("a mouse drag moves the desktop gallery to the next slide", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(profilePath(joao));
  const total = pairSlides(joao.galleries.book, true).length;
  // The server draws the narrow layout; the desktop one takes over once the slider has hydrated.
  await expect(page.locator('[data-layout="wide"][data-slider="live"]')).toBeVisible();
  await expect(slide(page, 1, total)).toBeVisible();
  await expect(loader(page)).toBeHidden();
  // The parts that load after hydration (units, social links) may still move the slider: drag once the page has settled.
  await page.waitForLoadState("networkidle");
  const box = await page.getByRole("region", { name: "Portfolio" }).locator(".keen-slider").boundingBox();
  if (!box) throw new Error("The slider has no box.");
  const y = box.y + box.height / 2;
  // Past half the slide: where the drag lets go decides the slide, however fast the moves came (a busy
  // machine spaces them out, and a slow drag of exactly half snapped back as often as not).
  await page.mouse.move(box.x + box.width * 0.85, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.15, y, { steps: 10 });
  await page.mouse.up();
  await expect(slide(page, 2, total)).toBeVisible();
  await expect(counterText(page)).toHaveText(`2 / ${total}`);
});

test("on a phone the profile does not move as its scripts arrive: no layout shift from the HTML to the hydrated page", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    // Each shift names what moved, so a failure says where to look.
    const describe = (source: Shift["sources"][number]) => {
      const node = source.node instanceof Element ? source.node : source.node?.parentElement;
      const name = node ? `${node.tagName.toLowerCase()}.${node.className}` : "?";
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      return `${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: entry.sources.map(describe) });
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(profilePath(woman));
  await waitForHydration(page);
  // The parts loaded after hydration (units, social links, the slider) have come in.
  await expect(page.getByRole("group", { name: "Unidades de medida" })).toBeVisible();
  await expect(loader(page)).toBeHidden();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; at: number; moved: string[] }[] }).shifts);
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0), `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01);
});

test("on a desktop the server's PDF download stays while its code is on its way: the wide layout's render does not swap it for a stand-in", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const code = await holdChunk(page, "DownloadButton");
  // The open gallery's button as the server's HTML made it: the others wait in hidden wrappers.
  const isServerButton = await rememberServerNode(page, "main button[aria-busy]:not([hidden] *)");
  await page.goto(profilePath(woman));
  const button = page.locator("main").getByRole("button", { name: /^Baixar .+ em PDF$/ });
  await expect.poll(code.requested).toBe(true);
  // The server draws the narrow layout: the gallery has rendered again, wide, around the waiting button.
  await expect(page.locator('[data-layout="wide"][data-slider="live"]')).toBeVisible();
  expect(await isServerButton(button)).toBe(true);
  await expect(button).toBeEnabled();
  expect(await isHydrated(button)).toBe(false);

  code.arrive();
  await expect.poll(() => isHydrated(button)).toBe(true);
  expect(await isServerButton(button)).toBe(true);
});

test("on phones and tablets the PDF download's place does not depend on its label, which half-read HTML may not have yet", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(profilePath(woman));
  const button = page.locator("main").getByRole("button", { name: /^Baixar .+ em PDF$/ });
  // Its own code has come in and hydrated it: the node measured is the one that stays.
  await expect.poll(() => isHydrated(button)).toBe(true);
  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(button).toBeVisible();
    // In one go, so nothing that loads meanwhile moves it between the two measures.
    const [drawn, iconOnly] = await button.evaluate((element) => {
      const box = () => {
        const { x, y, width } = element.getBoundingClientRect();
        return { x, y, width };
      };
      const label = element.querySelector("span");
      if (!label) throw new Error("The download button has no label.");
      const before = box();
      // What a slow phone may paint before its parser reaches the label: the icon alone.
      label.hidden = true;
      const after = box();
      label.hidden = false;
      return [before, after];
    });
    expect(drawn.width, `${width} px: the button is drawn`).toBeGreaterThan(100);
    expect(iconOnly.width, `${width} px: the label is hidden`).toBeLessThan(drawn.width / 2);
    expect({ x: iconOnly.x, y: iconOnly.y }, `${width} px`).toEqual({ x: drawn.x, y: drawn.y });
  }
});
