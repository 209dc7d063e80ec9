import { readFileSync } from "node:fs";
import { expect, holdChunk, isHydrated, test, waitForHydration, type Page } from "./test.js";
import { PDFDocument } from "pdf-lib";
import type { TalentCard } from "../../src/contract/site-api.js";
import { slowAfterMs } from "../../src/components/useDownload.js";
import { selectionPdfPath } from "../../src/contract/pdf.js";
import { must, talentCards, watchErrors } from "./fixtures.js";
import { holdAnswer } from "./held-answer.js";

let cards: TalentCard[];
let picked: TalentCard[];

test.beforeAll(async ({ request }) => {
  cards = await talentCards(request);
  // Three talents whose names are unique as searches, so each is found alone.
  picked = cards.filter((card) => cards.filter((other) => other.name.toLowerCase().includes(card.name.toLowerCase())).length === 1).slice(0, 3);
  if (picked.length < 3) throw new Error("The demo content has too few talents.");
});

const heart = (page: Page, name: string) => page.getByRole("button", { name: `Guardar ${name} na minha seleção` });
const counter = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Minha seleção/ });
const storedIds = (page: Page) => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("favorites") ?? "{}") as object).map(Number).sort());

async function favourite(page: Page, card: TalentCard): Promise<void> {
  await page.goto(`/modelos?q=${encodeURIComponent(card.name)}`);
  await heart(page, card.name).click();
  await expect(heart(page, card.name)).toHaveAttribute("aria-pressed", "true");
}

test("a heart tapped while this device's favourites are still being read fills at once, each tap counts, and it is kept", async ({ page }) => {
  const kept = must(picked[0], "talent");
  const tapped = must(picked[1], "talent");
  await page.addInitScript((card) => {
    if (!localStorage.getItem("favorites")) localStorage.setItem("favorites", JSON.stringify({ [card.id]: card }));
  }, kept);
  // The favourites' reader, on a slow phone's connection.
  const reader = await holdChunk(page, "favorites-storage");
  await page.goto(`/modelos?q=${encodeURIComponent(tapped.name)}`);
  await expect.poll(reader.requested).toBe(true);
  const button = heart(page, tapped.name);
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  reader.arrive();
  await expect(counter(page)).toHaveAccessibleName("Minha seleção: 2 modelos");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  expect(await storedIds(page)).toEqual([kept.id, tapped.id].sort((a, b) => a - b));
});

test("a heart tapped while this device's favourites are still being read is kept if the page goes at once", async ({ page }) => {
  const tapped = must(picked[2], "talent");
  const reader = await holdChunk(page, "favorites-storage");
  await page.goto(`/modelos?q=${encodeURIComponent(tapped.name)}`);
  await expect.poll(reader.requested).toBe(true);
  await heart(page, tapped.name).click();
  await expect(heart(page, tapped.name)).toHaveAttribute("aria-pressed", "true");
  // Gone before the reader came: what the heart showed is what is stored.
  await page.goto("/agencia");
  expect(await storedIds(page)).toEqual([tapped.id]);
  reader.arrive();
});

test("hearts keep favourites in localStorage `favorites`, which survive a reload", async ({ page }) => {
  const errors = watchErrors(page);
  const [first, second] = picked as [TalentCard, TalentCard];
  await page.goto("/modelos");
  await expect(counter(page)).toHaveAccessibleName("Minha seleção: nenhum modelo");
  await favourite(page, first);
  await expect(counter(page)).toHaveAccessibleName("Minha seleção: 1 modelo");
  // From the profile too.
  await page.goto(`/modelos/${second.id}/${second.slug}`);
  await heart(page, second.name).click();
  await expect(heart(page, second.name)).toHaveAttribute("aria-pressed", "true");
  await expect(counter(page)).toHaveAccessibleName("Minha seleção: 2 modelos");

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("favorites") ?? "{}") as Record<string, TalentCard>);
  expect(stored).toEqual({ [first.id]: first, [second.id]: second });

  await page.reload();
  await expect(heart(page, second.name)).toHaveAttribute("aria-pressed", "true");
  await expect(counter(page)).toHaveAccessibleName("Minha seleção: 2 modelos");
  await page.goto(`/modelos?q=${encodeURIComponent(first.name)}`);
  await expect(heart(page, first.name)).toHaveAttribute("aria-pressed", "true");
  await heart(page, first.name).click();
  await expect(heart(page, first.name)).toHaveAttribute("aria-pressed", "false");
  expect(await storedIds(page)).toEqual([second.id]);
  expect(errors).toEqual([]);
});

test("the selection page lists favourites, removes one, clears all with undo, and is not indexed", async ({ page }) => {
  for (const card of picked) await favourite(page, card);
  await counter(page).click();
  await expect(page).toHaveURL(/\/selecao$/);
  await expect(page.locator("main h1")).toHaveText("Minha seleção");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const list = page.getByRole("list", { name: "Minha seleção" });
  await expect(list.getByRole("link")).toHaveCount(3);
  for (const card of picked) await expect(list.getByRole("link", { name: card.name, exact: true })).toHaveAttribute("href", `/modelos/${card.id}/${card.slug}`);
  await expect(page.getByRole("status").filter({ hasText: "na sua seleção" })).toHaveText("3 modelos na sua seleção");

  // The first card, removed with the keyboard: focus must not stay on a heart that is now another talent's,
  // where a second press would remove that one too.
  const firstShown = await list.getByRole("link").first().textContent();
  const removed = must(picked.find((card) => card.name === firstShown), `first card (${String(firstShown)})`);
  const kept = picked.filter((card) => card !== removed);
  await heart(page, removed.name).press("Enter");
  await expect(list.getByRole("link")).toHaveCount(2);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
  for (const card of kept) expect(focused).not.toContain(card.name);
  // Nor on the page: on the name of the card now in its place.
  await expect(list.getByRole("link").first()).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "na sua seleção" })).toHaveText("2 modelos na sua seleção");
  expect(await storedIds(page)).toEqual(kept.map((card) => card.id).sort());

  // From the keyboard: focus follows the page, never falling back to its start.
  await page.getByRole("button", { name: "Limpar a seleção" }).press("Enter");
  await expect(page.getByText("Sua seleção foi limpa.")).toBeVisible();
  expect(await storedIds(page)).toEqual([]);
  await expect(page.getByRole("button", { name: "Desfazer" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("link")).toHaveCount(2);
  expect(await storedIds(page)).toEqual(kept.map((card) => card.id).sort());
  await expect(page.getByRole("status").filter({ hasText: "na sua seleção" })).toBeFocused();

  // The last card removed: focus goes to what the empty selection offers.
  for (const card of kept) await heart(page, card.name).press("Enter");
  await expect(page.getByText("Sua seleção está vazia.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Ver os modelos" })).toBeFocused();
});

test("with nothing kept, the page says how to keep talents", async ({ page }) => {
  await page.goto("/selecao");
  await expect(page.getByText("Sua seleção está vazia.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Ver os modelos" }).click();
  await expect(page).toHaveURL(/\/modelos$/);
});

test("a kept talent who has left the agency is listed apart, left out of the link and the booking, and can be removed", async ({ page }) => {
  const first = must(picked[0], "a picked talent");
  const kept = [first, must(picked[1], "a picked talent")];
  // Hearted long ago, since gone from the platform: the card this device kept is all that is left of them.
  const departed: TalentCard = { ...first, id: 987654, name: "Zuleica Antiga", slug: "zuleica-antiga" };
  await page.goto("/agencia");
  await page.evaluate((favorites) => localStorage.setItem("favorites", JSON.stringify(favorites)), Object.fromEntries([...kept, departed].map((card) => [card.id, card])));
  await page.goto("/selecao");
  const list = page.getByRole("list", { name: "Minha seleção" });
  await expect(page.getByRole("status").filter({ hasText: "na sua seleção" })).toHaveText("2 modelos na sua seleção (1 não está mais disponível)");
  await expect(list.getByRole("link")).toHaveText(kept.map((card) => card.name).sort((a, b) => a.localeCompare(b, "pt")));
  const gone = page.getByRole("region", { name: "Não estão mais na agência" });
  await expect(gone.getByRole("listitem")).toHaveText(["Zuleica AntigaRemover"]);
  // Named, not linked: their page is gone.
  await expect(gone.getByRole("link")).toHaveCount(0);
  const shared = new URL(await page.getByLabel("Link da seleção").inputValue()).searchParams.get("ids")?.split(",").map(Number);
  expect(shared?.sort()).toEqual(kept.map((card) => card.id).sort());
  const booking = await page.getByRole("link", { name: "Reservar estes talentos" }).getAttribute("href");
  expect(booking).not.toContain(String(departed.id));
  for (const card of kept) expect(booking).toContain(String(card.id));

  await gone.getByRole("button", { name: "Remover Zuleica Antiga da seleção" }).press("Enter");
  await expect(gone).toHaveCount(0);
  expect(await storedIds(page)).toEqual(kept.map((card) => card.id).sort());
  // The button went with its list: the focus lands on the count, not on the page.
  await expect(page.getByRole("status").filter({ hasText: "na sua seleção" })).toHaveText("2 modelos na sua seleção");
  await expect(page.getByRole("status").filter({ hasText: "na sua seleção" })).toBeFocused();
});

test("a talent missing from an old copy of the list is not taken for gone: only the site's 404 for their profile says so", async ({ browser }) => {
  // An old copy, as a service worker's cache may answer: it lacks a talent who joined since.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const joined = must(picked[0], "a picked talent");
    const departed: TalentCard = { ...joined, id: 987656, name: "Zuleica Antiga", slug: "zuleica-antiga" };
    await page.route("**/api/talents", async (route) => {
      const answer = await route.fetch();
      const list = (await answer.json()) as { talents: TalentCard[] };
      await route.fulfill({ response: answer, json: { ...list, talents: list.talents.filter((card) => card.id !== joined.id) } });
    });
    await page.goto("/agencia");
    await page.evaluate((favorites) => localStorage.setItem("favorites", JSON.stringify(favorites)), { [joined.id]: joined, [departed.id]: departed });
    await page.goto("/selecao");
    await waitForHydration(page);
    const gone = page.getByRole("region", { name: "Não estão mais na agência" });
    await expect(gone.getByRole("listitem")).toHaveText(["Zuleica AntigaRemover"]);
    await expect(page.getByRole("list", { name: "Minha seleção" }).getByRole("link")).toHaveText([joined.name]);
    await expect(page.getByRole("status").filter({ hasText: "na sua seleção" })).toHaveText("1 modelo na sua seleção (1 não está mais disponível)");
  } finally {
    await context.close();
  }
});

test("a selection whose talents have all left says so and offers the models", async ({ page }) => {
  const departed: TalentCard = { ...must(picked[0], "a picked talent"), id: 987655, name: "Zuleica Antiga", slug: "zuleica-antiga" };
  await page.goto("/en/agencia");
  await page.evaluate((favorites) => localStorage.setItem("favorites", JSON.stringify(favorites)), { [departed.id]: departed });
  await page.goto("/en/selecao");
  await expect(page.getByText("None of the models in your selection is available any more.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear the selection" })).toHaveCount(0);
  await page.getByRole("button", { name: "Remove Zuleica Antiga from the selection" }).click();
  await expect(page.getByText("Your selection is empty.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "See the models" })).toBeFocused();
});

test("the share link opens the same selection on another device, read-only, with add all", async ({ page, browser, baseURL }) => {
  for (const card of picked) await favourite(page, card);
  await page.goto("/selecao");
  const link = await page.getByLabel("Link da seleção").inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL ?? ""}/selecao\\?ids=\\d+(,\\d+){2}$`));
  // Without a share sheet, the button copies the link.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copiar link" }).click();
  await expect(page.getByText("Link copiado.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The message is about that link: removing a talent makes another one.
  await heart(page, must(picked[0], "a picked talent").name).click();
  await expect(page.getByLabel("Link da seleção")).not.toHaveValue(link);
  await expect(page.getByText("Link copiado.")).toHaveCount(0);

  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await visitor.goto(link);
    // A page of a context opened here is not the fixture's: it waits for hydration itself.
    await waitForHydration(visitor);
    await expect(visitor.locator("main h1")).toHaveText("Seleção compartilhada");
    // The tab and the link previews name it so too, and its address keeps its talents (it is not the visitor's own).
    await expect(visitor).toHaveTitle("Seleção compartilhada | Passarela");
    await expect(visitor.locator('head link[rel="canonical"]')).toHaveAttribute("href", link);
    await expect(visitor.getByText("3 modelos nesta seleção", { exact: true })).toBeVisible();
    const list = visitor.getByRole("list", { name: "Seleção compartilhada" });
    await expect(list.getByRole("link")).toHaveText(new URL(link).searchParams.get("ids")?.split(",").map((id) => must(cards.find((card) => card.id === Number(id)), "card").name) ?? []);
    // Read-only: nothing to remove or clear, and the visitor's own selection is untouched.
    await expect(visitor.getByRole("button", { name: "Limpar a seleção" })).toHaveCount(0);
    expect(await visitor.evaluate(() => localStorage.getItem("favorites"))).toBeNull();
    await visitor.getByRole("button", { name: "Adicionar todos à minha seleção" }).press("Enter");
    await expect(visitor.getByText("Adicionados à sua seleção.")).toBeVisible();
    // The button, now inactive, would drop the focus to the page: it goes to the way to the selection.
    await expect(visitor.getByRole("link", { name: "Ver minha seleção" })).toBeFocused();
    expect(await storedIds(visitor)).toEqual(picked.map((card) => card.id).sort());
    await expect(counter(visitor)).toHaveAccessibleName("Minha seleção: 3 modelos");
    await expect(visitor.getByRole("button", { name: "Todos já estão na sua seleção" })).toBeDisabled();
    // The note is news of the press: one card taken out again ends it, and "add all" is back;
    // hearting that card again by hand says "all are in", not "added".
    const second = heart(visitor, must(picked[1], "a picked talent").name);
    await second.click();
    await expect(visitor.getByText("Adicionados à sua seleção.")).toHaveCount(0);
    await second.click();
    await expect(visitor.getByRole("button", { name: "Todos já estão na sua seleção" })).toBeDisabled();
    await expect(visitor.getByText("Adicionados à sua seleção.")).toHaveCount(0);
    await second.click();
    await visitor.getByRole("button", { name: "Adicionar todos à minha seleção" }).click();
    await expect(visitor.getByText("Adicionados à sua seleção.")).toBeVisible();
    await visitor.getByRole("link", { name: "Ver minha seleção" }).click();
    await expect(visitor.locator("main h1")).toHaveText("Minha seleção");
    await expect(visitor.getByRole("list", { name: "Minha seleção" }).getByRole("link")).toHaveCount(3);
  } finally {
    await other.close();
  }
});

test("where the Web Share API exists, the button hands the link to the share sheet; a cancelled sheet copies nothing", async ({ page, context }) => {
  // The system share sheet is outside the machine: a stand-in records what the page gives it.
  // `mode` says how the next sheet ends: shared, cancelled by the visitor (AbortError) or refused (NotAllowedError).
  await page.addInitScript(() => {
    const state = { calls: [] as unknown[], mode: "share" };
    Object.assign(window, { shareSheet: state });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        state.calls.push(data);
        if (state.mode === "share") return Promise.resolve();
        return Promise.reject(new DOMException("sheet closed", state.mode === "cancel" ? "AbortError" : "NotAllowedError"));
      },
    });
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  for (const card of picked) await favourite(page, card);
  await page.goto("/selecao");
  const link = await page.getByLabel("Link da seleção").inputValue();
  const calls = () => page.evaluate(() => (window as unknown as { shareSheet: { calls: unknown[] } }).shareSheet.calls);
  const setMode = (mode: string) => page.evaluate((value) => ((window as unknown as { shareSheet: { mode: string } }).shareSheet.mode = value), mode);
  await page.evaluate(() => navigator.clipboard.writeText("nothing copied"));

  const button = page.getByRole("button", { name: "Compartilhar" });
  await expect(page.getByRole("button", { name: "Copiar link" })).toHaveCount(0);
  await button.click();
  await expect.poll(calls).toEqual([{ title: "Seleção — Passarela", url: link }]);
  // Shared through the sheet: nothing copied, nothing to say.
  await expect(page.getByText("Link copiado.")).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("nothing copied");

  await setMode("cancel");
  await button.click();
  await expect.poll(async () => (await calls()).length).toBe(2);
  await expect(page.getByText("Link copiado.")).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("nothing copied");

  // A sheet that fails for another reason falls back to copying.
  await setMode("refuse");
  await button.click();
  await expect(page.getByText("Link copiado.")).toBeVisible();
  expect(await calls()).toHaveLength(3);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test("a shared link skips unknown or malformed ids", async ({ page }) => {
  const card = must(cards[0], "talent");
  await page.goto(`/selecao?ids=${card.id},abc,987654321,${card.id}`);
  await expect(page.getByRole("list", { name: "Seleção compartilhada" }).getByRole("link")).toHaveText([card.name]);
  await expect(page.getByText("1 modelo nesta seleção (1 não está mais disponível)")).toBeVisible();
  await page.goto("/selecao?ids=987654321");
  await expect(page.getByText("Nenhum modelo deste link está disponível.")).toBeVisible();
});

test("the selection PDF has one composite page per talent", async ({ page }) => {
  for (const card of picked) await favourite(page, card);
  await page.goto("/selecao");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Baixar a seleção em PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("selecao-passarela.pdf");
  const pdf = await PDFDocument.load(readFileSync(await file.path()));
  expect(pdf.getPageCount()).toBe(picked.length);
  expect(pdf.getTitle()).toBe("Seleção — Passarela");
});

test("the selection PDF is named and titled in the page's language", async ({ page }) => {
  await favourite(page, must(picked[0], "talent"));
  await page.goto("/en/selecao");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the selection as PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("passarela-selection.pdf");
  expect((await PDFDocument.load(readFileSync(await file.path()))).getTitle()).toBe("Selection — Passarela");
});

test("a selection PDF that takes long says so in the page's language and can be cancelled", async ({ page }) => {
  await favourite(page, must(picked[0], "talent"));
  const held = await holdAnswer(page, selectionPdfPath);
  await page.clock.install();
  await page.goto("/en/selecao");
  const button = page.getByRole("button", { name: "Download the selection as PDF" });
  await expect.poll(() => isHydrated(button)).toBe(true);
  await button.click();
  await expect.poll(held.requested).toBe(true);
  await page.clock.fastForward(slowAfterMs);
  await expect(page.getByRole("status").filter({ hasText: "This is taking longer than usual. You can wait or cancel." })).toBeVisible();

  await page.getByRole("button", { name: "Cancel download" }).click();
  await expect(button).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Download cancelled." })).toHaveCount(1);
  await expect.poll(held.dropped).toBe(true);
  held.release();
});

test("the selection works offline from what is stored", async ({ page, context }) => {
  for (const card of picked) await favourite(page, card);
  await page.goto("/agencia");
  // The service worker holds the app's code, and the navbar's link has fetched the page's; then the network goes away.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  try {
    await counter(page).click();
    await expect(page.locator("main h1")).toHaveText("Minha seleção");
    await expect(page.getByRole("list", { name: "Minha seleção" }).getByRole("link")).toHaveCount(picked.length);
  } finally {
    await context.setOffline(false);
  }
});

test("a tap on add all before the shared selection's code has arrived still adds them, once the code is in", async ({ browser }) => {
  const ids = picked.map((card) => card.id);
  // A context of its own, without a service worker: page.route sees only the page's own requests.
  const other = await browser.newContext({ serviceWorkers: "block" });
  try {
    const visitor = await other.newPage();
    const errors = watchErrors(visitor);
    const code = await holdChunk(visitor, "SharedSelection");
    await visitor.goto(`/selecao?ids=${ids.join(",")}`);
    await waitForHydration(visitor);
    await expect.poll(code.requested).toBe(true);
    const addAll = visitor.getByRole("button", { name: "Adicionar todos à minha seleção" });
    expect(await isHydrated(addAll)).toBe(false);
    await addAll.click();
    expect(await storedIds(visitor)).toEqual([]);

    code.arrive();
    await expect(visitor.getByText("Adicionados à sua seleção.")).toBeVisible();
    expect(await storedIds(visitor)).toEqual([...ids].sort());
    expect(errors).toEqual([]);
  } finally {
    await other.close();
  }
});
