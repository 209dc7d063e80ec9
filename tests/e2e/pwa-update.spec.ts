import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "./test.js";
import { freePort, startProcess, waitForHttp, type Child } from "../helpers/processes.js";
import { e2ePlatformCredentials, e2ePlatformPort } from "./site-env.js";

// A deploy as visitors live it: a site server on build A is replaced by one on
// build B (a second `vite build`, another BUILD_ID) at the same origin. Both
// read the end-to-end suite's platform, as a site reads the agency's real one.

const buildB = "e2e-update-b";
const buildIdOf = (dist: string) => /<meta name="passarela:build" content="([^"]+)"/.exec(readFileSync(path.join(dist, "index.html"), "utf8"))?.[1];

let tempDir = "";
let distB = "";
let port = 0;
let site: Child | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tempDir = mkdtempSync(path.join(os.tmpdir(), "passarela-update-"));
  distB = path.join(tempDir, "dist-b");
  // The browser's app and the server's renderer, as `npm run build` makes them.
  const vite = path.resolve("node_modules/vite/bin/vite.js");
  for (const [mode, outDir] of [[[], distB], [["--ssr"], path.join(distB, ".ssr")]] as const) {
    await promisify(execFile)(process.execPath, [vite, "build", ...mode, "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
      env: { ...process.env, BUILD_ID: buildB },
    });
  }
  port = await freePort();
});

test.afterAll(async () => {
  await site?.stop("SIGKILL");
  rmSync(tempDir, { recursive: true, force: true });
});

/** Starts the site server on `dist` at the test's origin, as a deploy does. */
async function deploy(dist: string): Promise<void> {
  await site?.stop();
  site = startProcess("server/main.ts", {
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: path.join(tempDir, "data"),
    DIST_DIR: dist,
    PLATFORM_URL: `http://127.0.0.1:${e2ePlatformPort}`,
    ...e2ePlatformCredentials(),
    LOG_LEVEL: "warn",
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/social`, site, 30_000);
}

const runningBuild = (page: Page) => page.locator('meta[name="passarela:build"]').getAttribute("content");

/** The app shell the active worker precached: it names the build the worker serves. */
const precachedShells = (page: Page) =>
  page.evaluate(async () => {
    const shells: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes("precache")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === "/index.html") shells.push((await (await cache.match(request))?.text()) ?? "");
      }
    }
    return shells.map((html) => /<meta name="passarela:build" content="([^"]+)"/.exec(html)?.[1]);
  });

test("deploying a second build: the update prompt appears, and accepting it reloads into the new version", async ({ page }) => {
  test.setTimeout(90_000);
  const buildA = buildIdOf("dist");
  expect(buildA, "dist/ is built with a build id").toBeTruthy();
  expect(buildIdOf(distB)).toBe(buildB);
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  await deploy(path.resolve("dist"));
  await page.goto(`http://127.0.0.1:${port}/agencia`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  expect(await runningBuild(page)).toBe(buildA);
  // The first install's notice goes by itself.
  await expect(page.getByText("Pronto para funcionar offline.")).toHaveCount(0, { timeout: 15_000 });
  // Survives only as long as this document does: gone after a reload.
  await page.evaluate(() => ((window as Window & { loadedBefore?: boolean }).loadedBefore = true));

  await deploy(distB);
  // The app checks for a new version whenever the tab comes back into view.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const prompt = page.getByRole("group", { name: "Uma nova versão do site está disponível." });
  await expect(prompt).toBeVisible({ timeout: 20_000 });

  // Until the visitor agrees, build A keeps running, and B's worker waits.
  expect(await page.evaluate(() => (window as Window & { loadedBefore?: boolean }).loadedBefore)).toBe(true);
  expect(await runningBuild(page)).toBe(buildA);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
  // An update is no first install: no second "ready to work offline".
  await expect(page.getByText("Pronto para funcionar offline.")).toHaveCount(0);

  const reloaded = page.waitForEvent("load", { timeout: 30_000 });
  await prompt.getByRole("button", { name: "Atualizar" }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as Window & { loadedBefore?: boolean }).loadedBefore)).toBeUndefined();
  expect(await runningBuild(page)).toBe(buildB);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByRole("group", { name: "Uma nova versão do site está disponível." })).toHaveCount(0);
  // B's worker now controls the page, and its activation dropped A's shell.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting === null && registration.active === navigator.serviceWorker.controller;
  });
  await expect.poll(() => precachedShells(page)).toEqual([buildB]);
  expect(pageErrors).toEqual([]);
});
