import { createServer, request, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test.js";
import { freePort, startProcess, waitForHttp, type Child } from "../helpers/processes.js";
import { e2ePlatformCredentials, e2ePlatformPort } from "./site-env.js";

// The server's own 503 page in the browser: a site whose platform is down when a page is first
// asked for, then comes back. The platform sits behind a switch the test holds: down, every
// connection is cut; up, requests go through to the end-to-end suite's platform.

let tempDir = "";
let site: Child | undefined;
let platformSwitch: Server | undefined;
let down = true;
let port = 0;
let switchPort = 0;

test.beforeAll(async () => {
  tempDir = mkdtempSync(path.join(os.tmpdir(), "passarela-unavailable-"));
  switchPort = await freePort();
  platformSwitch = createServer((incoming, answer) => {
    if (down) {
      incoming.socket.destroy();
      return;
    }
    const upstream = request({ host: "127.0.0.1", port: e2ePlatformPort, path: incoming.url, method: incoming.method, headers: incoming.headers }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    });
    upstream.on("error", () => answer.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => platformSwitch?.listen(switchPort, "127.0.0.1", resolve));
  port = await freePort();
  await startSite();
});

/** Starts the site (again) on the test's port: a restarted server has none of the platform's answers in memory. */
async function startSite(): Promise<void> {
  await site?.stop();
  site = startProcess("server/main.ts", {
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: path.join(tempDir, "data"),
    PLATFORM_URL: `http://127.0.0.1:${switchPort}`,
    ...e2ePlatformCredentials(),
    // Fail fast and try again soon: the test waits for neither.
    PLATFORM_WAIT_MS: "500",
    PLATFORM_PAUSE_MS: "100",
    LOG_LEVEL: "silent",
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/social`, site, 30_000);
}

test.afterAll(async () => {
  await site?.stop("SIGKILL");
  await new Promise((resolve) => platformSwitch?.close(resolve));
  rmSync(tempDir, { recursive: true, force: true });
});

test("the server's 503 page has its title, and 'Try again' shows the page once the platform is back", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    down = true;
    const response = await page.goto("/en/agencia");
    expect(response?.status()).toBe(503);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service unavailable");
    // The visitor's connection is fine: the page does not send them to check it.
    await expect(page.getByText("the service is unavailable for a few moments")).toBeVisible();
    await expect(page.getByText("Check your connection")).toHaveCount(0);
    // The app's title replaces the server's, which named the page that could not be made.
    await expect(page).toHaveTitle("Service unavailable | Passarela");

    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The agency");
    await expect(page).toHaveTitle("The agency | Passarela");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the contact page keeps its form with the platform down: a message is taken by the site, and the contacts come with 'Try again' once the platform is back", async ({ browser }) => {
  // A server with nothing cached: the staff list and the social links both fail, and one click brings both.
  down = true;
  await startSite();
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: "block" });
  const asked: string[] = [];
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("response", (answer) => {
      const { pathname } = new URL(answer.url());
      if (pathname === "/api/staff" || pathname === "/api/social") asked.push(`${pathname} ${answer.status()}`);
    });
    const response = await page.goto("/en/contatos");
    expect(response?.status()).toBe(200);
    await expect(page.locator("form[data-ready]")).toBeVisible();
    const openedAt = Date.now();
    const problem = page.getByRole("status").filter({ hasText: "We could not load the contacts just now." });
    await expect(problem).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contacts");

    await page.getByLabel("Name").fill("Marina Alves");
    await page.getByLabel("Email").fill("cliente@marca.example");
    await page.getByLabel("Subject").selectOption("other");
    await page.getByLabel("Message").fill("Gostaríamos de conversar sobre uma campanha.");
    // The site takes a message written in under 3 s for a bot's.
    await page.waitForTimeout(Math.max(0, openedAt + 3300 - Date.now()));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent." })).toBeVisible();

    down = false;
    // The site pauses its calls to a platform that kept failing (PLATFORM_PAUSE_MS), then tries it with one call:
    // a click before such a call went through may fail at once. Wait until another page's data goes through.
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/about`)).status).toBe(200);
    await problem.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Rio de Janeiro" })).toBeVisible();
    await expect(problem).toHaveCount(0);
    expect(asked.sort()).toEqual(["/api/social 200", "/api/social 503", "/api/staff 200", "/api/staff 503"]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    down = false;
  }
});

test("a page this device has seen is shown as last seen when the server can only answer 503", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const page = await context.newPage();
    down = false;
    await page.goto("/en/agencia");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Now through the worker, which keeps the page as it answers it.
    await page.reload();
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    expect(heading).toBeTruthy();
    await expect.poll(() => page.evaluate(async () => (await caches.match("/en/agencia")) !== undefined)).toBe(true);

    down = true;
    await startSite();
    // The server itself has nothing for it now.
    expect((await context.request.get("/en/agencia")).status()).toBe(503);
    const response = await page.goto("/en/agencia");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "-");
    // A page it has never seen still gets the server's 503 page.
    expect((await page.goto("/en/galeria"))?.status()).toBe(503);
  } finally {
    await context.close();
    down = false;
  }
});
