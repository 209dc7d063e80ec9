import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { expect, holdChunk, openInApp, test, waitForHydration, type BrowserContext, type Page } from "./test.js";
import { countPosts, must, talentCards, watchErrors } from "./fixtures.js";
import { platformDb } from "../helpers/getscouted.js";
import { holdAnswer } from "./held-answer.js";

interface PlatformContact {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  subject: string | null;
  talents: { id: number; name: string }[] | null;
}

/** What the embedded platform received under this name (its `POST /api/contact/pt`). */
function platformContacts(name: string): PlatformContact[] {
  const db = new Database(platformDb(), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT name, email, phone, message, subject, talents FROM contacts WHERE name = ? ORDER BY id").all(name) as (Omit<
      PlatformContact,
      "talents"
    > & { talents: string | null })[];
    return rows.map((row) => ({ ...row, talents: row.talents ? (JSON.parse(row.talents) as { id: number; name: string }[]) : null }));
  } finally {
    db.close();
  }
}

const uniqueName = (first: string) => `${first} ${randomUUID().slice(0, 8).replace(/\d/g, "x")}`;
/** The server takes a message written in under 3 s for a bot's. */
const minFillMs = 3000;

/** Waits for the form's code (it hydrates after the page), then notes when it started counting. */
async function formReady(page: Page): Promise<number> {
  await expect(page.locator("form[data-ready]")).toBeVisible();
  return Date.now();
}

async function fill(page: Page, name: string, options: { subject?: string; phone?: string } = {}): Promise<void> {
  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("E-mail").fill("cliente@marca.example");
  if (options.phone) await page.getByLabel("Telefone (opcional)").fill(options.phone);
  if (options.subject) await page.getByLabel("Assunto").selectOption(options.subject);
  await page.getByLabel("Mensagem").fill("Gostaríamos de conversar sobre uma campanha.");
}

/** The form holds what fill() wrote, under `name` and `subject`. */
async function expectFilled(page: Page, name: string, subject: string): Promise<void> {
  await expect(page.getByLabel("Nome")).toHaveValue(name);
  await expect(page.getByLabel("E-mail")).toHaveValue("cliente@marca.example");
  await expect(page.getByLabel("Assunto")).toHaveValue(subject);
  await expect(page.getByLabel("Mensagem")).toHaveValue("Gostaríamos de conversar sobre uma campanha.");
}

async function afterFillTime(page: Page, openedAt: number): Promise<void> {
  const left = openedAt + minFillMs + 300 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

test("a message sent online reaches the embedded platform in the contract's shape, and the visitor is told", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/contatos");
  const openedAt = await formReady(page);
  const name = uniqueName("Online");
  await fill(page, name, { subject: "press", phone: "21987654321" });
  await expect(page.getByLabel("Telefone (opcional)")).toHaveValue("+55 (21) 98765-4321");
  await afterFillTime(page, openedAt);
  // Held until the test lets it go, to see the button while the message goes.
  const held = await holdAnswer(page, "/api/contacts");
  await page.getByRole("button", { name: "Enviar mensagem" }).press("Enter");
  const sending = page.getByRole("button", { name: "Enviando…" });
  await expect(sending).toBeDisabled();
  // Inactive, yet it keeps the keyboard's focus; a second press sends nothing more.
  await expect(sending).toBeFocused();
  await sending.press("Enter");
  held.release();
  await expect(page.getByRole("status").filter({ hasText: "Mensagem enviada" })).toBeFocused();
  expect(held.requests()).toBe(1);
  await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
  expect(platformContacts(name)).toEqual([
    { name, email: "cliente@marca.example", phone: "+55 (21) 98765-4321", message: "Gostaríamos de conversar sobre uma campanha.", subject: "press", talents: null },
  ]);
  // Another message starts from an empty form, with the focus on its first field.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Nome")).toBeFocused();
  await expect(page.getByLabel("Nome")).toHaveValue("");
  expect(errors).toEqual([]);
});

test("an invalid message is flagged field by field in the visitor's language, with the focus on the first", async ({ page }) => {
  await page.goto("/en/contatos");
  await formReady(page);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  // In view below the fixed navbar, not under it.
  const navbar = await page.getByRole("banner").boundingBox();
  const name = await page.getByLabel("Name").boundingBox();
  if (!navbar || !name) throw new Error("the navbar or the name field is not drawn");
  expect(name.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  await expect(page.getByText("Enter a valid email address, such as name@example.com.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Check the highlighted fields." })).toBeVisible();
});

test("sent offline, a message is kept on the device, told so, and delivered once when the connection returns", async ({ page, context }) => {
  await page.goto("/contatos");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const openedAt = await formReady(page);
  const name = uniqueName("Offline");
  await fill(page, name, { subject: "other" });
  const posts = countPosts(context, "/api/contacts");
  await afterFillTime(page, openedAt);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("status")).toContainText("Sem conexão com o servidor agora");
  await page.waitForTimeout(500);
  expect(platformContacts(name)).toHaveLength(0);
  const triesOffline = posts();

  await context.setOffline(false);
  await expect(page.getByRole("status")).toContainText("A mensagem que estava guardada neste aparelho foi enviada", { timeout: 20_000 });
  // The form says it: no notice repeats it.
  await expect(page.getByRole("region", { name: "Avisos" }).getByRole("group")).toHaveCount(0);
  await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
  // The page and the service worker both try on reconnection: the message's lock lets one post it.
  await page.waitForTimeout(1500);
  expect(platformContacts(name)).toHaveLength(1);
  expect(posts() - triesOffline).toBe(1);
  // Sent means forgotten: nothing is left in the device's queue.
  expect(await page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open("passarela-contacts");
    open.onsuccess = () => {
      const count = open.result.transaction("messages").objectStore("messages").count();
      count.onsuccess = () => resolve(count.result);
    };
  }))).toBe(0);
});

/** Messages kept in the device's contact queue (IndexedDB). */
function queuedMessages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("passarela-contacts");
        open.onsuccess = () => {
          const count = open.result.transaction("messages").objectStore("messages").count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}

/** The connection drops and comes back: the page's `online` event, which sends what its queue keeps. */
async function reconnect(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.setOffline(false);
}

test("the service worker delivers a message kept offline while no page of the site is open; the next visit, on any page, says so", async ({ context }) => {
  const page = await context.newPage();
  await page.goto("/contatos");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Under the service worker's control, as a visitor's second page would be.
  await page.reload();
  await waitForHydration(page);
  const openedAt = await formReady(page);
  const name = uniqueName("Sincronia");
  await fill(page, name, { subject: "other" });
  await afterFillTime(page, openedAt);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("status")).toContainText("Sem conexão com o servidor agora");
  await page.close();

  await context.setOffline(false);
  await expect.poll(() => platformContacts(name).length, { timeout: 20_000 }).toBe(1);

  const next = await context.newPage();
  await next.goto("/agencia");
  await waitForHydration(next);
  const notice = next.getByRole("region", { name: "Avisos" }).getByRole("group", { name: /A mensagem que estava guardada neste aparelho foi enviada à agência/ });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  // Told once: nothing is left on the device for another page to tell.
  const left = await next.evaluate(
    () =>
      new Promise<IDBValidKey[]>((resolve) => {
        const open = indexedDB.open("passarela-contacts");
        open.onsuccess = () => {
          const keys = open.result.transaction("messages").objectStore("messages").getAllKeys();
          keys.onsuccess = () => resolve(keys.result);
        };
      }),
  );
  expect(left).toEqual([]);
});

test.describe("a message kept on the device and sent after the visitor left the form", () => {
  // page.route must see the page's own requests, not a service worker's.
  test.use({ serviceWorkers: "block" });

  /** Writes a message on the contact page that the server cannot take yet (a 503 keeps it queued), then goes on to the agency page. */
  async function keepMessageAndLeave(page: Page, name: string, prefix: "" | "/en"): Promise<void> {
    await page.goto(`${prefix}/contatos`);
    const openedAt = await formReady(page);
    const english = prefix === "/en";
    await page.getByLabel(english ? "Name" : "Nome").fill(name);
    await page.getByLabel(english ? "Email" : "E-mail").fill("cliente@marca.example");
    await page.getByLabel(english ? "Subject" : "Assunto").selectOption("other");
    await page.getByLabel(english ? "Message" : "Mensagem").fill("Gostaríamos de conversar sobre uma campanha.");
    await afterFillTime(page, openedAt);
    await page.route("/api/contacts", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable", message: "down" }) }),
    );
    await page.getByRole("button", { name: english ? "Send message" : "Enviar mensagem" }).click();
    await expect(page.getByRole("status").filter({ hasText: english ? "Your message is kept on this device" : "Sua mensagem ficou guardada neste aparelho" })).toBeVisible();
    expect(await queuedMessages(page)).toBe(1);
    await page.unroute("/api/contacts");
    await openInApp(page, `${prefix}/agencia`);
    await expect(page.getByRole("heading", { level: 1, name: english ? "The agency" : "A agência" })).toBeVisible();
  }

  test("a message handed on as the page goes is delivered once, not brought back as a draft to send again", async ({ page }) => {
    await page.goto("/contatos");
    const openedAt = await formReady(page);
    const name = uniqueName("Saindo");
    await fill(page, name, { subject: "press" });
    await afterFillTime(page, openedAt);
    const held = await holdAnswer(page, "/api/contacts");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect.poll(() => held.requests()).toBe(1);
    // The page goes while its message is on its way: the queue on this device still has it.
    await page.reload();
    await formReady(page);
    await expect(page.getByLabel("Nome")).toHaveValue("");
    await expect(page.getByLabel("Mensagem")).toHaveValue("");
    held.release();
    await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
  });

  test("delivered: the page the visitor is on says so politely, in their language, and the notice closes by keyboard", async ({ page, context }) => {
    const name = uniqueName("Depois");
    await keepMessageAndLeave(page, name, "/en");
    await reconnect(context);
    const region = page.getByRole("region", { name: "Notices" });
    await expect(region).toHaveAttribute("aria-live", "polite");
    const notice = region.getByRole("group", { name: "The message kept on this device has been sent to the agency. The team will reply to the email address you gave." });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
    expect(await queuedMessages(page)).toBe(0);

    const ok = notice.getByRole("button", { name: "Ok" });
    await ok.focus();
    await page.keyboard.press("Enter");
    await expect(notice).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
  });

  test("refused: the notice leads back to the contact form, which shows the message with the field to correct, and it goes once corrected", async ({ page, context }) => {
    const name = uniqueName("Recusada");
    await keepMessageAndLeave(page, name, "");
    await page.route("/api/contacts", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: "invalid_contact", message: "Some fields are invalid.", fields: { message: "invalid" } }),
      }),
    );
    await reconnect(context);
    const notice = page.getByRole("region", { name: "Avisos" }).getByRole("group", { name: /O servidor não aceitou a mensagem que estava guardada neste aparelho/ });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // Refused, it is kept on the device, never sent again as it was.
    expect(await queuedMessages(page)).toBe(1);
    await page.unroute("/api/contacts");

    await notice.getByRole("link", { name: "Abrir a mensagem" }).press("Enter");
    await expect(page).toHaveURL(/\/contatos#contato$/);
    await formReady(page);
    await expect(notice).toHaveCount(0);
    await expect(page.getByLabel("Nome")).toHaveValue(name);
    await expect(page.getByLabel("Assunto")).toHaveValue("other");
    await expect(page.getByLabel("Mensagem")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status").filter({ hasText: "O servidor não aceitou esta mensagem, que estava guardada neste aparelho." })).toBeVisible();
    // Still kept on the device until it is sent again: a visitor who leaves the form finds it there again.
    expect(await queuedMessages(page)).toBe(1);
    await page.reload();
    const reopenedAt = await formReady(page);
    await expect(page.getByLabel("Nome")).toHaveValue(name);
    await expect(page.getByLabel("Mensagem")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Mensagem").fill("Gostaríamos de conversar sobre uma campanha de verão.");
    await afterFillTime(page, reopenedAt);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Mensagem enviada" })).toBeVisible();
    await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
    expect(platformContacts(name)[0]).toMatchObject({ message: "Gostaríamos de conversar sobre uma campanha de verão.", subject: "other" });
    // The refused one went when its correction was kept, and the correction when it was delivered.
    await expect.poll(() => queuedMessages(page)).toBe(0);
  });

  test("refused while the contact page is open: the notice's link brings it back into the form on screen, and once it is sent the next refused one is offered", async ({ page, context }) => {
    const first = uniqueName("Primeira");
    const second = uniqueName("Segunda");
    await keepMessageAndLeave(page, first, "");
    // A second one, kept the same way; the visitor then stays on the contact page.
    await openInApp(page, "/contatos");
    const openedAt = await formReady(page);
    await fill(page, second, { subject: "press" });
    await afterFillTime(page, openedAt);
    await page.route("/api/contacts", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable", message: "down" }) }),
    );
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sua mensagem ficou guardada neste aparelho" })).toBeVisible();
    await page.unroute("/api/contacts");
    await openInApp(page, "/agencia");
    await openInApp(page, "/contatos");
    const shownAt = await formReady(page);
    expect(await queuedMessages(page)).toBe(2);

    await page.route("/api/contacts", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: "invalid_contact", message: "Some fields are invalid.", fields: { message: "invalid" } }),
      }),
    );
    await reconnect(context);
    const notice = page.getByRole("region", { name: "Avisos" }).getByRole("group", { name: /O servidor não aceitou 2 mensagens/ });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await page.unroute("/api/contacts");
    // Nothing reloads the page: what the link does, it does to the form on screen.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-page", ""));

    await notice.getByRole("link", { name: "Abrir a mensagem" }).press("Enter");
    await expect(page).toHaveURL(/\/contatos#contato$/);
    await expect(notice).toHaveCount(0);
    await expect(page.getByLabel("Nome")).toHaveValue(first);
    await expect(page.getByLabel("Mensagem")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status").filter({ hasText: "O servidor não aceitou esta mensagem, que estava guardada neste aparelho." })).toBeVisible();
    await expect(page.locator("#main")).toBeFocused();
    await expect(page.locator("#contato")).toBeInViewport();
    await expect(page.locator("html[data-same-page]")).toHaveCount(1);

    await page.getByLabel("Mensagem").fill("Gostaríamos de conversar sobre uma campanha de verão.");
    await afterFillTime(page, shownAt);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Mensagem enviada" })).toContainText(
      "Outra mensagem que o servidor não aceitou continua guardada neste aparelho.",
    );
    await page.getByRole("button", { name: "Abrir a mensagem recusada" }).click();
    await expect(page.getByLabel("Nome")).toHaveValue(second);
    await expect(page.getByLabel("Mensagem")).toBeFocused();
    await page.getByLabel("Mensagem").fill("Uma pauta sobre a agência, corrigida.");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Mensagem enviada" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Abrir a mensagem recusada" })).toHaveCount(0);
    await expect.poll(() => platformContacts(first).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => platformContacts(second).length, { timeout: 15_000 }).toBe(1);
    expect(platformContacts(second)[0]).toMatchObject({ message: "Uma pauta sobre a agência, corrigida.", subject: "press" });
    await expect.poll(() => queuedMessages(page)).toBe(0);
  });
});

test("'Book this talent' on a profile opens the form on a booking of that talent, and the talent travels to the platform", async ({ page, request }) => {
  const talent = must((await talentCards(request))[2], "talent");
  await page.goto(`/modelos/${talent.id}/${talent.slug}`);
  await page.getByRole("link", { name: "Reservar este talento" }).click();
  await expect(page).toHaveURL(new RegExp(`/contatos\\?assunto=reserva&talento=${talent.id}#contato$`));
  const openedAt = await formReady(page);
  // It lands on the form, not on the offices above it: the view, and the keyboard's place too.
  await expect(page.getByRole("heading", { name: "Escreva para a agência" })).toBeInViewport();
  await expect(page.locator("#contato")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Nome")).toBeFocused();
  await expect(page.getByLabel("Assunto")).toHaveValue("booking");
  await expect(page.getByRole("list", { name: "Talentos desta reserva" })).toHaveText(talent.name);
  const name = uniqueName("Reserva");
  await fill(page, name);
  await afterFillTime(page, openedAt);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mensagem enviada" })).toBeVisible();
  await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
  expect(platformContacts(name)[0]).toMatchObject({ subject: "booking", talents: [{ id: talent.id, name: talent.name }] });
});

test("'Book these talents' on the selection page names every talent of the selection", async ({ page, request }) => {
  const cards = await talentCards(request);
  const chosen = [must(cards[4], "talent"), must(cards[5], "talent")];
  await page.addInitScript((value) => localStorage.setItem("favorites", value), JSON.stringify(Object.fromEntries(chosen.map((card) => [card.id, card]))));
  await page.goto("/selecao");
  await page.getByRole("link", { name: "Reservar estes talentos" }).click();
  await expect(page).toHaveURL(/\/contatos\?assunto=reserva&talento=\d+&talento=\d+#contato$/);
  await formReady(page);
  await expect(page.getByRole("heading", { name: "Escreva para a agência" })).toBeInViewport();
  await expect(page.getByLabel("Assunto")).toHaveValue("booking");
  const listed = await page.getByRole("list", { name: "Talentos desta reserva" }).getByRole("listitem").allTextContents();
  expect(listed.sort()).toEqual(chosen.map((card) => card.name).sort());
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered form books a talent and posts to the site, which answers with the contact page saying it was sent", async ({ page, request }) => {
    const talent = must((await talentCards(request))[3], "talent");
    await page.goto(`/contatos?assunto=reserva&talento=${talent.id}`);
    await expect(page.getByRole("list", { name: "Talentos desta reserva" })).toHaveText(talent.name);
    const name = uniqueName("Sem Script");
    await fill(page, name);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page).toHaveURL(/\/contatos\?enviada=1#contato$/);
    await expect(page.getByText("Mensagem enviada. Obrigado")).toBeVisible();
    await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
    expect(platformContacts(name)[0]).toMatchObject({ subject: "booking", talents: [{ id: talent.id, name: talent.name }] });
  });

  test("a refused message comes back with everything typed and the field to correct, and sends once corrected", async ({ page, request }) => {
    const talent = must((await talentCards(request))[2], "talent");
    await page.goto(`/en/contatos?assunto=reserva&talento=${talent.id}`);
    const name = uniqueName("Refused");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email").fill("cliente@marca.example");
    await page.getByLabel("Phone (optional)").fill("+1 212 555 0100");
    await page.getByLabel("Message").fill("A campaign in March </script><b>bold</b>");
    await page.getByRole("button", { name: "Send message" }).click();

    // The same page, at its own address, scrolled to the form.
    await expect(page).toHaveURL(new RegExp(`/en/contatos\\?assunto=reserva&talento=${talent.id}#contato$`));
    await expect(page.getByText("The message was not sent: check the fields and send it again.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await expect(page.getByLabel("Email")).toHaveValue("cliente@marca.example");
    await expect(page.getByLabel("Message")).toHaveValue("A campaign in March </script><b>bold</b>");
    const phone = page.getByLabel("Phone (optional)");
    await expect(phone).toHaveValue("+1 212 555 0100");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription("Enter the phone number as +55 (21) 98765-4321, or leave the field empty.");
    await expect(page.getByLabel("Subject")).toHaveValue("booking");
    await expect(page.getByRole("list", { name: "Talents in this booking" })).toHaveText(talent.name);
    expect(platformContacts(name)).toEqual([]);

    await phone.fill("(21) 98765-4321");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/en\/contatos\?enviada=1#contato$/);
    await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
    expect(platformContacts(name)[0]).toMatchObject({ phone: "+55 (21) 98765-4321", message: "A campaign in March </script><b>bold</b>", talents: [{ id: talent.id, name: talent.name }] });
  });

  test("a form that another site's page posts here is refused: the page says so and shows none of its text", async ({ page, baseURL }) => {
    const name = uniqueName("Outro Site");
    // Another site (outside this machine) whose page posts our form's fields to the contact page.
    await page.route("https://another-site.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><form method="post" action="${baseURL}/en/contatos"><input name="name" value="${name}"><input name="email" value="someone@another-site.example"><input name="subject" value="other"><input name="message" value="Written by another site"><input name="website" value=""><button>Post</button></form>`,
      }),
    );
    await page.goto("https://another-site.example/");
    const answer = page.waitForResponse((response) => response.url().startsWith(`${baseURL}/en/contatos`));
    await page.getByRole("button", { name: "Post" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByText("A page on another site tried to send a message through this form, and it was not sent.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByText("Written by another site")).toHaveCount(0);
    expect(platformContacts(name)).toEqual([]);
  });
});

test("a refused post sent before the form's code ran hydrates as the server answered it, and sends from there", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/contatos");
  const openedAt = await formReady(page);
  const name = uniqueName("Antes do Codigo");
  await fill(page, name, { subject: "press", phone: "+44 20 7946 0958" });
  // As a visitor whose tap beat the code: the browser posts the form itself.
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/contatos");
  await page.locator("form[data-ready]").evaluate((form: HTMLFormElement) => {
    form.submit();
  });
  expect((await answered).status()).toBe(400);
  await page.waitForLoadState();
  await waitForHydration(page);
  await expect(page.locator("form[data-ready]")).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveValue(name);
  await expect(page.getByLabel("Assunto")).toHaveValue("press");
  const phone = page.getByLabel("Telefone (opcional)");
  await expect(phone).toHaveAccessibleDescription("Informe o telefone no formato +55 (21) 98765-4321, ou deixe o campo vazio.");

  await phone.fill("");
  await afterFillTime(page, openedAt);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByText("Mensagem enviada. Obrigado")).toBeVisible();
  await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
  expect(platformContacts(name)[0]).toMatchObject({ subject: "press", phone: null });
  // Sent, the refused post is let go: the next message starts empty, with nothing to correct.
  await page.getByRole("button", { name: "Escrever outra mensagem" }).click();
  await expect(page.getByLabel("Nome")).toHaveValue("");
  await expect(page.getByLabel("Assunto")).toHaveValue("");
  await expect(page.getByText("A mensagem não foi enviada")).toHaveCount(0);
  await expect(page.getByLabel("Telefone (opcional)")).toHaveAttribute("aria-invalid", "false");
  // The browser reports the refusal's own 400; nothing else, and no hydration error.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
});

test("what is typed and chosen before the form's code has arrived is kept, and sent with the message, the time it took counted", async ({ page }) => {
  const errors = watchErrors(page);
  const entry = await holdChunk(page, "index");
  // The frame's own goto: the page's waits for a hydration that the held code keeps from coming.
  await page.mainFrame().goto("/contatos", { waitUntil: "domcontentloaded" });
  await expect.poll(entry.requested).toBe(true);
  const name = uniqueName("Cedo");
  const navigatedAt = Date.now();
  await fill(page, name, { subject: "press" });
  // Written over more than the server's minimum fill time, all of it before the code came.
  await page.waitForTimeout(Math.max(0, navigatedAt + minFillMs + 300 - Date.now()));
  entry.arrive();
  await formReady(page);
  // Hydrated, the form renders again as it is used: what was typed early stays.
  await page.getByLabel("Telefone (opcional)").focus();
  await expectFilled(page, name, "press");
  // Sent at once: the time it was written before the code came counts, so it is not taken for a bot's.
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByText("Mensagem enviada. Obrigado")).toBeVisible();
  await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
  expect(platformContacts(name)[0]).toMatchObject({ email: "cliente@marca.example", subject: "press", message: "Gostaríamos de conversar sobre uma campanha." });
  expect(errors).toEqual([]);
});

test("a message being written is kept for the visit: Back and a reload find it, it can be sent at once, and it goes once sent", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/contatos");
  await formReady(page);
  const name = uniqueName("Rascunho");
  await fill(page, name, { subject: "press", phone: "21987654321" });
  await page.getByRole("contentinfo").getByRole("link", { name: "Sobre", exact: true }).click();
  await expect(page).toHaveURL(/\/agencia$/);
  await page.goBack();
  await formReady(page);
  await expect(page.getByLabel("Nome")).toHaveValue(name);
  await expect(page.getByLabel("Mensagem")).toHaveValue("Gostaríamos de conversar sobre uma campanha.");
  await page.reload();
  await formReady(page);
  await expectFilled(page, name, "press");
  await expect(page.getByLabel("Telefone (opcional)")).toHaveValue("+55 (21) 98765-4321");
  // Written before this page opened: sent at once, it is not taken for a bot's.
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByText("Mensagem enviada. Obrigado")).toBeVisible();
  await expect.poll(() => platformContacts(name).length, { timeout: 15_000 }).toBe(1);
  await page.reload();
  await formReady(page);
  await expect(page.getByLabel("Nome")).toHaveValue("");
  await expect(page.getByLabel("Mensagem")).toHaveValue("");
  expect(errors).toEqual([]);
});

test("a booking link's talents and subject are not replaced by a draft of another message", async ({ page }) => {
  await page.goto("/contatos");
  await formReady(page);
  await fill(page, uniqueName("Outro"), { subject: "press" });
  const talent = must((await talentCards(page.request))[0], "talent");
  await page.goto(`/contatos?assunto=reserva&talento=${talent.id}#contato`);
  await formReady(page);
  await expect(page.getByLabel("Assunto")).toHaveValue("booking");
  await expect(page.getByRole("list", { name: "Talentos desta reserva" })).toHaveText(talent.name);
  // The rest of what was being written comes back.
  await expect(page.getByLabel("Mensagem")).toHaveValue("Gostaríamos de conversar sobre uma campanha.");
});

test("each city's postcode stays on one line, at a phone's width and a desktop's", async ({ page }) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contatos");
    const postcodes = page.locator("address").getByText(/^\d{5}-\d{3}$/);
    await expect(postcodes).toHaveCount(2);
    for (const postcode of await postcodes.all()) {
      const lines = await postcode.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${await postcode.textContent()} at ${width} px`).toBe(1);
    }
  }
});
