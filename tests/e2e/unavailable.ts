import type { Page } from "@playwright/test";
import { expect, openInApp } from "./test.js";

// The app's 503 page, for a load that fails while the platform is down. The server's
// own 503 page is tested in tests/integration/server-render.test.ts.

/** Answers the site API's requests matching `api` as the site does while the platform is down. */
export async function platformDown(page: Page, api: string): Promise<void> {
  await page.route(api, (route) => route.fulfill({ status: 503, json: { error: "platform_unavailable", message: "down" } }));
}

/** The 503 page's heading and error code, by the language's prefix of a path. */
const unavailablePage = {
  "": { heading: "Serviço indisponível", code: "Código do erro: platform_unavailable" },
  "/en": { heading: "Service unavailable", code: "Error code: platform_unavailable" },
  "/es": { heading: "Servicio no disponible", code: "Código de error: platform_unavailable" },
};

/**
 * Opens `path` inside the app, from the hub digital page of its language, so its data
 * comes from the site API as the test answers it, and expects the 503 page with its
 * code in that language.
 */
export async function expectUnavailableInApp(page: Page, path: string): Promise<void> {
  const language = (["/en", "/es"] as const).find((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ?? "";
  await page.goto(`${language}/hub-digital`);
  await openInApp(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(unavailablePage[language].heading);
  await expect(page.getByText(unavailablePage[language].code)).toBeVisible();
}
