import { readFileSync } from "node:fs";
import { talentPdfFileName, talentPdfPath } from "../../src/contract/pdf.js";
import type { PostCard, TalentCard, TalentProfile } from "../../src/contract/site-api.js";
import { must, part, talentCards, talentProfile } from "./fixtures.js";
import { expect, test, type Page } from "./test.js";

/**
 * A visitor (or a crawler, or a link preview) without JavaScript: every page
 * is in its HTML, and its links are plain links.
 */
test.use({ javaScriptEnabled: false });

let cards: TalentCard[];
let posts: PostCard[];
let profile: TalentProfile;

test.beforeAll(async ({ request }) => {
  cards = await talentCards(request);
  posts = ((await (await request.get("/api/posts/all")).json()) as { posts: PostCard[] }).posts;
  profile = await talentProfile(request, must(cards.find((card) => card.gender === "woman"), "woman").id);
});

/** Follows a link as the browser does without scripts: to its href. */
async function follow(page: Page, link: ReturnType<Page["getByRole"]>): Promise<void> {
  const href = must(await link.getAttribute("href"), "href");
  await link.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\\\?")}$`));
}

test("home: the hero, the gallery's posts, and links into the site", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Passarela" })).toBeVisible();
  // One slide, drawn across the screen (not the slides squeezed side by side), and no other slide's media asked for.
  const slides = page.locator('[aria-roledescription="slide"]');
  await expect(slides.locator("img")).toHaveCount(1);
  await expect(slides.first().locator("img")).toHaveAttribute("srcset", /\/media\//);
  const viewport = must(page.viewportSize(), "viewport");
  expect(must(await slides.first().boundingBox(), "first slide").width).toBeCloseTo(viewport.width, 0);
  // The other slides have no picture without the page's code: they are out of reach, not a swipe away.
  expect(await page.locator(".keen-slider").evaluate((track) => getComputedStyle(track).overflowX)).toBe("hidden");
  await expect(page.getByRole("link", { name: must(posts[0], "post").title }).first()).toBeAttached();
  // The posts' rows stand still, for there is no pause button to press, and scroll by hand.
  const row = page.getByRole("group", { name: "Publicações recentes" });
  await expect(row).toBeVisible();
  const belt = row.locator("> div");
  expect(await belt.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  expect(await row.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
  // Without the loop, the belt's copy of the posts is left out.
  await expect(belt.locator("ul").nth(1)).toBeHidden();
  await follow(page, page.getByRole("link", { name: "Ver toda a galeria" }));
  await expect(page.locator("main h1")).toHaveText("Galeria");
});

test("talents: every card, and the filters are links", async ({ page }) => {
  await page.goto("/modelos");
  await expect(page.locator("main ul > li[aria-posinset]")).toHaveCount(cards.length);
  // The cards after the first 24 (a screenful) are the server's own markup: with no script to say their photo is in, they show no loading shimmer.
  const shimmering = await page.locator("main ul > li[aria-posinset]").evaluateAll((items) =>
    items.slice(24).filter((item) => {
      const frame = item.querySelector("a > span");
      return frame !== null && getComputedStyle(frame, "::before").animationName !== "none";
    }).length,
  );
  expect(shimmering).toBe(0);
  // Their photos too: with a script, lazy images wait for it; without one, nothing hides them.
  await expect(page.locator("main ul > li[aria-posinset]").last().locator("img")).toBeVisible();
  await follow(page, page.getByRole("navigation", { name: "Filtrar modelos" }).getByRole("link", { name: "Feminino", exact: true }));
  await expect(page.locator("main ul > li[aria-posinset]")).toHaveCount(cards.filter((card) => card.gender === "woman").length);
  // The list's search box is a plain form.
  const woman = must(cards.find((card) => card.gender === "woman"), "woman");
  await page.getByRole("searchbox", { name: "Buscar por nome" }).fill(woman.name);
  await page.getByRole("searchbox", { name: "Buscar por nome" }).press("Enter");
  await expect(page).toHaveURL(/\/modelos\/feminino\?q=/);
  await expect(page.locator("main ul > li[aria-posinset]").first()).toContainText(woman.name, { ignoreCase: true });
});

test("talents on a phone: the grid's cards past the first rows are drawn as they come near, not with the first paint", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/modelos");
  const items = page.locator("main ul#first-cards > li");
  await expect(items).toHaveCount(24);
  const cardsNow = () =>
    items.evaluateAll((list) =>
      list.map((item) => ({
        inView: item.getBoundingClientRect().top < window.innerHeight,
        // A skipped card is laid out as a box of its own: what it holds is what the browser skips.
        drawn: item.querySelector("a")?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        skippable: getComputedStyle(item).contentVisibility === "auto",
      })),
    );
  const before = await cardsNow();
  // The first three rows are never skipped; the rest may be, and those far below are.
  expect(before.slice(0, 6).every((card) => !card.skippable)).toBe(true);
  expect(before.slice(6).every((card) => card.skippable)).toBe(true);
  expect(before.filter((card) => card.inView).every((card) => card.drawn)).toBe(true);
  expect(before.at(-1)).toMatchObject({ inView: false, drawn: false });
  // Scrolled to, the last card is drawn, with its name and its link.
  await items.last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await cardsNow()).at(-1)?.drawn).toBe(true);
  await expect(items.last().getByRole("link")).toBeVisible();
});

test("a profile: the name, the measures and the photos", async ({ page }) => {
  await page.goto(`/modelos/${profile.id}/${profile.slug}`);
  await expect(page.locator("main h1")).toHaveText(profile.name);
  const measures = page.locator('main dl[aria-label="Medidas"]');
  await expect(measures).toContainText(part(profile.measures.height));
  await expect(measures).toContainText(part(profile.measures.waist));
  const gallery = page.getByRole("region", { name: "Portfolio" });
  const photo = gallery.locator("img").first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Shown, not under a loader that only the script would clear; a slide per width, the next ones a scroll away.
  await expect(gallery.getByRole("status")).toBeHidden();
  const track = gallery.locator(".keen-slider");
  const slide = must(await gallery.locator('[aria-roledescription="slide"]').first().boundingBox(), "first slide");
  expect(slide.width).toBeCloseTo(await track.evaluate((element) => element.clientWidth), 0);
  expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth * 1.5 && getComputedStyle(element).overflowX === "auto")).toBe(true);
  // A finger can swipe it too: keen-slider's own styles leave a track only vertical panning.
  expect(await track.evaluate((element) => getComputedStyle(element).touchAction)).toBe("pan-x pan-y");
  const next = gallery.locator('[aria-roledescription="slide"] + [aria-roledescription="slide"] img').first();
  await expect(next).toBeVisible();
  await expect.poll(() => next.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await follow(page, page.getByRole("main").getByRole("link", { name: "Voltar" }));
});

test("the gallery list: 'Carregar mais' is a link to the list with one page more, down to the last post", async ({ page }) => {
  const cards = page.locator("main ul > li > a");
  await page.goto("/galeria");
  await expect(cards).toHaveCount(6);
  const more = page.getByRole("link", { name: "Carregar mais" });
  await follow(page, more);
  await expect(cards).toHaveCount(12);
  // The reader is taken to the first new card.
  await expect(cards.nth(6)).toBeInViewport();
  while ((await cards.count()) < posts.length) await follow(page, more);
  await expect(more).toHaveCount(0);
  expect(await cards.getByRole("heading", { level: 2 }).allTextContents()).toEqual(posts.map((post) => post.title));
});

test("a profile's other galleries are links to the profile with that gallery open", async ({ page }) => {
  const snap = must(profile.galleries.snap[0], "a polaroid");
  await page.goto(`/modelos/${profile.id}/${profile.slug}`);
  const galleries = page.getByRole("navigation", { name: "Galerias" });
  await expect(galleries.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
  await follow(page, galleries.getByRole("link", { name: "Polaroids" }));
  await expect(galleries.getByRole("link", { name: "Polaroids" })).toHaveAttribute("aria-current", "page");
  const polaroids = page.getByRole("region", { name: "Polaroids" });
  await expect(polaroids).toBeInViewport();
  await expect(polaroids.locator("img").first()).toHaveAttribute("src", new RegExp(snap.src.replace(/[.]/g, "\\.")));
  await expect(page.getByRole("region", { name: "Portfolio" })).toHaveCount(0);
});

test("a profile's PDF download is a link to the open gallery's file, and it downloads", async ({ page }) => {
  await page.goto(`/modelos/${profile.id}/${profile.slug}`);
  const book = page.getByRole("link", { name: "Baixar Portfolio em PDF" });
  await expect(book).toBeVisible();
  await expect(book).toHaveAttribute("href", talentPdfPath(profile.id, "book"));
  // The other galleries' links are in the HTML too, each hidden with its gallery.
  await expect(page.getByRole("link", { name: "Baixar Polaroids em PDF" })).toBeHidden();
  const download = page.waitForEvent("download");
  await book.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(talentPdfFileName(profile.name, "book", profile.id));
  expect(readFileSync(await file.path()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await follow(page, page.getByRole("navigation", { name: "Galerias" }).getByRole("link", { name: "Polaroids" }));
  await expect(page.getByRole("link", { name: "Baixar Polaroids em PDF" })).toHaveAttribute("href", talentPdfPath(profile.id, "snap"));
  await expect(book).toBeHidden();
});

test("the language links under the footer open the same page in another language", async ({ page }) => {
  await page.goto("/modelos/feminino");
  const languages = page.getByRole("navigation", { name: "Idioma" });
  await expect(languages.getByRole("link", { name: "Português" })).toHaveAttribute("aria-current", "page");
  await follow(page, languages.getByRole("link", { name: "English" }));
  await expect(page.locator("main h1")).toHaveText("Models");
  await expect(page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await follow(page, page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Español" }));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("a post: its title and its text; contacts: the people per city", async ({ page }) => {
  const post = must(posts[1], "post");
  await page.goto("/galeria");
  await follow(page, page.getByRole("link", { name: post.title }).first());
  await expect(page.locator("main h1")).toHaveText(post.title);
  await expect(page.locator("main article p").first()).not.toBeEmpty();

  await page.goto("/es/contatos");
  await expect(page.locator("main h1")).toHaveText("Contactos");
  await expect(page.getByRole("heading", { level: 2, name: "Contactos generales" })).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
});

test("the application form says it needs JavaScript", async ({ page }) => {
  await page.goto("/seja-um-modelo");
  // Text queries skip <noscript>; the paragraph itself is shown.
  const notice = page.locator("main noscript p");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Para enviar sua inscrição, ative o JavaScript no seu navegador");
  // Nothing that only the form's code makes true: no promise of a draft kept, no empty screen held for the form.
  await expect(page.getByText("O que você preencher fica guardado neste aparelho")).toBeHidden();
  await expect(page.locator("main noscript ~ div")).toBeHidden();
  // The way to apply without it: the casting team's contacts.
  await follow(page, notice.getByRole("link", { name: "contatos" }));
  await expect(page.locator("main h1")).toHaveText("Contatos");
});

test("no control is shown that only the page's code could work: a button shown submits a form to an address", async ({ page }) => {
  const shared = cards.slice(0, 2).map((card) => card.id);
  const paths = ["/", "/galeria", "/modelos", `/modelos/${profile.id}/${profile.slug}`, "/selecao", `/selecao?ids=${shared.join(",")}`, "/seja-um-modelo", "/contatos"];
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of paths) {
    await page.goto(path);
    const shown = await page.locator("button:visible, [role=status]:visible").evaluateAll((elements) =>
      elements.filter((element) => !(element instanceof HTMLButtonElement && element.type === "submit" && element.form?.getAttribute("action"))).map((element) => element.outerHTML.slice(0, 120)),
    );
    // The talents list's count is a status line, and it is true as it stands.
    expect(shown.filter((html) => !html.startsWith("<p")), path).toEqual([]);
  }
  // The visitor's own selection is kept in the browser: the page says so, instead of loading forever.
  await page.goto("/en/selecao");
  await expect(page.locator("main noscript p")).toContainText("Your selection is kept in this browser: to see it, turn on JavaScript.");
});

test("a shared selection's booking is a plain link: it opens the contact form on a booking of those talents", async ({ page }) => {
  const shared = cards.slice(0, 2);
  await page.goto(`/selecao?ids=${shared.map((card) => card.id).join(",")}`);
  await page.getByRole("link", { name: "Reservar estes talentos" }).click();
  await expect(page).toHaveURL(/\/contatos\?assunto=reserva&talento=\d+&talento=\d+/);
  const listed = await page.getByRole("list", { name: "Talentos desta reserva" }).getByRole("listitem").allTextContents();
  expect(listed.sort()).toEqual(shared.map((card) => card.name).sort());
});

test("the privacy notice: the controller's contacts, what is collected, the rights; the footer links it on a phone too", async ({ page, request }) => {
  const staff = (await (await request.get("/api/staff")).json()) as { general: { name: string; email: string | null }[] };
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/en/contatos");
  await follow(page, page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true }));
  await expect(page).toHaveURL(/\/en\/privacidade$/);
  await expect(page.locator("main h1")).toHaveText("Privacy policy");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Who the controller is", "What we collect and why", "How long we keep it", "Who receives your data", "Your rights"]);
  const controller = page.getByRole("region", { name: "Who the controller is" });
  for (const person of staff.general) {
    await expect(controller.getByText(person.name, { exact: true })).toBeVisible();
    if (person.email) await expect(controller.getByRole("link", { name: person.email })).toHaveAttribute("href", `mailto:${person.email}`);
  }
  await expect(page.getByRole("region", { name: "Your rights" }).getByRole("listitem")).toHaveCount(9);
});
