import { randomUUID } from "node:crypto";
import { countPosts } from "./fixtures.js";
import { expect, openInApp, test, waitForHydration, type BrowserContext, type Page } from "./test.js";
import { afterHumanFillTime, fillApplication, largePhotos, platformApplications } from "../helpers/getscouted.js";

// Most tests here fill the whole form and prepare four 12-megapixel photos (about 4 s of compression alone).
test.describe.configure({ timeout: 60_000 });

let photos: string[];
test.beforeAll(async () => {
  photos = await largePhotos();
});

const uniqueName = (first: string) => `${first} ${randomUUID().slice(0, 8).replace(/\d/g, "x")} Souza`;

test("the service worker sends an application queued offline, with no page of the site open, exactly once", async ({ context }) => {
  const page = await context.newPage();
  await page.goto("/seja-um-modelo");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Under the service worker's control, as a visitor's second page would be.
  await page.reload();
  // A page of the context, not the fixture's: it waits for hydration itself.
  await waitForHydration(page);
  await expect(page.locator("#field-name")).toBeVisible();
  // No earlier than the form's own start time (set once the form shows).
  const openedAt = Date.now();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const name = uniqueName("Sincronia");
  await fillApplication(page, { name }, photos);
  await afterHumanFillTime(page, openedAt);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByTestId("queue-panel")).toContainText("Sem conexão");
  const tags = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (registration as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }).sync.getTags();
  });
  expect(tags, "a Background Sync waits for the connection").toContain("passarela-applications");
  await page.close();
  expect(platformApplications(name)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => platformApplications(name).length, { timeout: 20_000 }).toBe(1);
  // A late duplicate would show up within the outbox's next round.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(platformApplications(name)).toHaveLength(1);

  // The next visit, on another page, says so with the reference, once.
  const next = await context.newPage();
  await next.goto("/agencia");
  await waitForHydration(next);
  const notice = next.getByRole("region", { name: "Avisos" }).getByRole("group", { name: /A inscrição que estava guardada neste aparelho foi recebida pela agência/ });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(/Referência: [0-9A-F]{4}-[0-9A-F]{4}\./);
  await notice.getByRole("button", { name: "Ok" }).click();
  await expect(notice).toHaveCount(0);

  // Sent means forgotten: the form finds no queue and an empty form, and nothing is told again.
  await next.goto("/seja-um-modelo");
  await expect(next.locator("#field-name")).toHaveValue("");
  await expect(next.getByTestId("queue-panel")).toHaveCount(0);
  await next.goto("/agencia");
  await waitForHydration(next);
  await expect(next.getByRole("heading", { level: 1 })).toBeVisible();
  await next.waitForTimeout(1000);
  await expect(next.getByRole("region", { name: "Avisos" }).getByRole("group")).toHaveCount(0);
});

test("with the form open, the page and the service worker both try when the connection returns: one upload, one application, success shown", async ({ page, context }) => {
  await page.goto("/seja-um-modelo");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.locator("#field-name")).toBeVisible();
  const openedAt = Date.now();

  const name = uniqueName("Corrida");
  await fillApplication(page, { name }, photos);
  const uploads = countPosts(context, "/api/applications");
  await afterHumanFillTime(page, openedAt);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByTestId("queue-panel")).toContainText("Sem conexão");
  const offlineTries = uploads();

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Recebemos sua inscrição" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => platformApplications(name).length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1500);
  expect(platformApplications(name)).toHaveLength(1);
  // The page's try and the worker's take turns on the application's lock: the second finds it sent.
  expect(uploads() - offlineTries).toBe(1);
});

test.describe("an application kept on the device and sent after the visitor left the form", () => {
  // page.route must see the page's own requests, not a service worker's.
  test.use({ serviceWorkers: "block" });

  /** Fills the form, submits it while the server cannot take it (a 503 keeps it queued), then goes on to the agency page. */
  async function keepApplicationAndLeave(page: Page, name: string, prefix: "" | "/en"): Promise<void> {
    await page.goto(`${prefix}/seja-um-modelo`);
    await waitForHydration(page);
    await expect(page.locator("#field-name")).toBeVisible();
    const openedAt = Date.now();
    await fillApplication(page, { name }, photos);
    await afterHumanFillTime(page, openedAt);
    await page.route("/api/applications", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable", message: "down" }) }),
    );
    await page.getByRole("button", { name: prefix === "/en" ? "Send application" : "Enviar inscrição" }).click();
    await expect(page.getByTestId("queue-panel")).toBeVisible();
    await page.unroute("/api/applications");
    await openInApp(page, `${prefix}/agencia`);
    await expect(page.getByRole("heading", { level: 1, name: prefix === "/en" ? "The agency" : "A agência" })).toBeVisible();
  }

  async function reconnect(context: BrowserContext): Promise<void> {
    await context.setOffline(true);
    await context.setOffline(false);
  }

  test("received: the page the visitor is on says so in their language, with the reference, and closes by keyboard", async ({ page, context }) => {
    const name = uniqueName("Depois");
    await keepApplicationAndLeave(page, name, "/en");
    await reconnect(context);
    const notice = page.getByRole("region", { name: "Notices" }).getByRole("group", { name: /The application kept on this device has been received by the agency\. Reference: [0-9A-F]{4}-[0-9A-F]{4}\./ });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => platformApplications(name).length, { timeout: 15_000 }).toBe(1);
    await notice.getByRole("button", { name: "Ok" }).press("Enter");
    await expect(notice).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
  });

  test("refused: the notice leads back to the form, which shows the application with the field to correct", async ({ page, context }) => {
    const name = uniqueName("Recusada");
    await keepApplicationAndLeave(page, name, "");
    await page.route("/api/applications", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: "invalid_application", message: "Some fields are missing or invalid.", fields: { city: "invalid_option" } }),
      }),
    );
    await reconnect(context);
    const notice = page.getByRole("region", { name: "Avisos" }).getByRole("group", { name: /O servidor recusou alguns dados da inscrição que estava guardada neste aparelho/ });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await page.unroute("/api/applications");
    expect(platformApplications(name)).toHaveLength(0);

    await notice.getByRole("link", { name: "Abrir o formulário" }).press("Enter");
    await expect(page).toHaveURL(/\/seja-um-modelo$/);
    await expect(notice).toHaveCount(0);
    await expect(page.locator("#field-name")).toHaveValue(name);
    await expect(page.getByRole("alert").filter({ hasText: "Preencha os campos corretamente!" })).toBeVisible();
    await expect(page.locator("#field-city")).toHaveAccessibleDescription("Escolha uma das opções da lista.");
  });
});
