import { randomUUID } from "node:crypto";
import { countPosts } from "./fixtures.js";
import { expect, test, waitForHydration } from "./test.js";
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

  // Sent means forgotten: the next visit finds no queue and an empty form.
  const next = await context.newPage();
  await next.goto("/seja-um-modelo");
  await expect(next.locator("#field-name")).toHaveValue("");
  await expect(next.getByTestId("queue-panel")).toHaveCount(0);
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
