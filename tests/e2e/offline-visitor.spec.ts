import { expect, test, type Locator, type Page } from "./test.js";
import type { PostCard, Staff, TalentProfile } from "../../src/contract/site-api.js";
import { cacheNames } from "../../src/lib/cache-names.js";
import { must, talentCards, talentProfile } from "./fixtures.js";

// What a visitor has offline after one visit (issue 15): the agency's contacts, whatever
// page the visit began on; a page never opened says it is not saved here and points at
// what is; a visited profile keeps every photo of every tab, and a photo still missing
// says so instead of showing a broken image.

/** A record the service worker writes in its API cache when a warm-up is done. */
const readStamp = <T,>(page: Page, url: string) =>
  page.evaluate(async (stampUrl) => {
    const stamp = await (await caches.open("passarela-api-v1")).match(stampUrl);
    return stamp ? ((await stamp.json()) as unknown) : null;
  }, url) as Promise<T | null>;

/** Every image the locator finds has been decoded from real bytes (not the broken-image box). */
async function expectLoaded(images: Locator) {
  await expect.poll(() => images.count()).toBeGreaterThan(0);
  await expect
    .poll(() => images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .not.toContain(false);
}

function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the contacts page opens offline after a first visit that began elsewhere, with the offices' addresses and phones", async ({ page, context, request }) => {
  const staff = (await (await request.get("/api/staff")).json()) as Staff;
  const errors = watchPageErrors(page);
  await page.goto("/agencia");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => readStamp<{ pages: string[] }>(page, "/__passarela/essentials-at"), { timeout: 20_000 }).toMatchObject({ pages: ["/contatos"] });

  await context.setOffline(true);
  await page.goto("/contatos");
  await expect(page.locator("main h1")).toHaveText("Contatos");
  for (const city of staff.cities) {
    await expect(page.locator("main").getByText(must(city.address, "office address"))).toBeVisible();
  }
  await expect(page.locator("main").getByText(must(staff.general[0]?.email, "general e-mail"))).toBeVisible();
  await expect(page.getByText("Serviço indisponível")).toHaveCount(0);
  await expect(page.getByText(/network_error/)).toHaveCount(0);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test("offline, a page never opened says, in the visitor's language, that it is not saved here, and links to what is", async ({ page, context, request }) => {
  const posts = ((await (await request.get("/api/posts/all")).json()) as { posts: PostCard[] }).posts;
  const post = must(posts.at(-1), "post");
  const errors = watchPageErrors(page);
  await page.goto("/en/hub-digital");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => readStamp<{ pages: string[] }>(page, "/__passarela/essentials-at"), { timeout: 20_000 }).toMatchObject({ pages: ["/en/contatos"] });

  await context.setOffline(true);
  await page.goto(`/en/galeria/${post.id}/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is not saved on this device");
  // The app shell links the built manifest, in Portuguese: installed from here, the app is in English all the same.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/en/manifest.webmanifest");
  await expect(page.getByText("You are offline, and this page has not been opened here yet.")).toBeVisible();
  await expect(page.getByText(/503|network_error|Service unavailable/)).toHaveCount(0);
  const saved = page.getByRole("navigation", { name: "Available offline on this device" });
  await expect(saved.getByRole("link", { name: "Contacts" })).toHaveAttribute("href", "/en/contatos");
  await saved.getByRole("link", { name: "Contacts" }).click();
  await expect(page).toHaveURL(/\/en\/contatos$/);
  await expect(page.locator("main h1")).toHaveText("Contacts");

  // Back online, a page left on the notice opens by itself.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is not saved on this device");
  await context.setOffline(false);
  await expect(page.locator("main h1")).toHaveText(post.title);
  expect(errors).toEqual([]);
});

test("a visited profile opens whole offline on a phone: every slide of every tab, and a photo still missing says so", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const cards = await talentCards(request);
  let profile: TalentProfile | undefined;
  for (const card of cards) {
    const candidate = await talentProfile(request, card.id);
    if (candidate.galleries.book.length >= 6 && candidate.galleries.snap.length >= 4) {
      profile = candidate;
      break;
    }
  }
  const talent = must(profile, "profile with a portfolio of 6 and 4 polaroids");
  const path = `/modelos/${talent.id}/${talent.slug}`;
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Under the worker's control, the profile is opened and only its first slide looked at.
  await page.goto(path);
  await expect(page.locator("main h1")).toContainText(talent.name.split(" ")[0] ?? "");
  const kept = async () => (await readStamp<{ profiles: { id: number; urls: string[]; bytes: number }[] }>(page, "/__passarela/profiles-warmed"))?.profiles.find((p) => p.id === talent.id);
  await expect.poll(async () => (await kept())?.urls.length ?? 0, { timeout: 60_000 }).toBe(talent.galleries.book.length + talent.galleries.snap.length + talent.galleries.compo.length + talent.galleries.video.filter((v) => v.source === "file" && v.poster).length);
  const record = must(await kept(), "kept profile");
  test.info().annotations.push({ type: "profile kept", description: `${record.urls.length} photos, ${Math.round(record.bytes / 1024)} KB, widths ${[...new Set(record.urls.map((u) => u.split("/")[2]))].join(", ")}` });
  expect(record.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);

  await context.setOffline(true);
  await page.reload();
  const gallery = page.getByRole("region", { name: "Portfolio" });
  const active = gallery.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  const next = page.getByRole("button", { name: "Próxima" });
  for (let slide = 1; slide <= talent.galleries.book.length; slide++) {
    await expect(active).toHaveAttribute("aria-label", `${slide} de ${talent.galleries.book.length}`);
    await expectLoaded(active.locator("img"));
    await expect(active.getByTestId("missing-photo")).toHaveCount(0);
    if (slide < talent.galleries.book.length) await next.click();
  }

  await page.getByRole("tab", { name: "Polaroids" }).click();
  const polaroids = page.getByRole("region", { name: "Polaroids" });
  const polaroid = polaroids.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  for (let slide = 1; slide <= talent.galleries.snap.length; slide++) {
    await expect(polaroid).toHaveAttribute("aria-label", `${slide} de ${talent.galleries.snap.length}`);
    await expectLoaded(polaroid.locator("img"));
    if (slide < talent.galleries.snap.length) await next.click();
  }

  // An address of the profile the worker never kept (a tab's) opens it too, from the profile's answer
  // the worker kept with its photos: the app draws it from the offline shell.
  await page.goto(`${path}?galeria=snap`);
  await expect(page.locator("main h1")).toContainText(talent.name.split(" ")[0] ?? "");
  await expect(page.getByRole("tab", { name: "Polaroids" })).toHaveAttribute("aria-selected", "true");
  await expectLoaded(polaroids.locator('[aria-roledescription="slide"][aria-hidden="false"] img'));
  await expect(page.getByLabel("Medidas", { exact: true })).toBeVisible();

  // A photo this device lost (every width of it, from the worker's cache and the browser's own):
  // its place says so, with no broken image.
  const lost = must(talent.galleries.snap[1], "second polaroid").src;
  // (A CDP session of its own resets the network emulation: online for this step, offline again after.)
  await context.setOffline(false);
  const removed = await page.evaluate(async (key) => {
    const media = await caches.open("passarela-media-v1");
    let count = 0;
    for (const request of await media.keys()) if (new URL(request.url).pathname.endsWith(`/${key}`) && (await media.delete(request))) count++;
    return count;
  }, lost);
  expect(removed).toBeGreaterThan(0);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  await context.setOffline(true);
  await page.reload();
  await page.getByRole("tab", { name: "Polaroids" }).click();
  await next.click();
  await expect(polaroid).toHaveAttribute("aria-label", `2 de ${talent.galleries.snap.length}`);
  const missing = polaroid.getByTestId("missing-photo");
  await expect(missing).toBeVisible();
  await expect(missing).toHaveText("Foto não salva neste aparelho. Ela aparece quando a conexão voltar.");
  await expect(polaroid.locator("img")).toHaveCount(0);

  // Back online, the photo is asked for again.
  await context.setOffline(false);
  await expectLoaded(polaroid.locator("img"));
  await expect(missing).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("offline, a reload of the gallery list after 'Carregar mais' shows the same posts", async ({ page, context, request }) => {
  const posts = ((await (await request.get("/api/posts/all")).json()) as { posts: PostCard[] }).posts;
  const errors = watchPageErrors(page);
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Under the worker's control, the list is opened and grown by a page: the address now names it.
  await page.goto("/galeria");
  const cards = page.locator("main ul > li > a");
  await expect(cards).toHaveCount(6);
  await page.getByRole("button", { name: "Carregar mais" }).click();
  await expect(cards).toHaveCount(12);
  await expect(page).toHaveURL(/\/galeria\?pagina=2$/);
  // The worker keeps the new address's page once the browser is idle.
  const keptPage = () => page.evaluate(async (cacheName) => Boolean(await caches.match("/galeria?pagina=2", { cacheName })), cacheNames.pages);
  await expect.poll(keptPage, { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(cards).toHaveCount(12);
  expect(await cards.getByRole("heading", { level: 2 }).allTextContents()).toEqual(posts.slice(0, 12).map((post) => post.title));
  await expect(page.getByText(/503|network_error|Serviço indisponível|não está salva/)).toHaveCount(0);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});
