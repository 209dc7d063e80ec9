import { readFileSync } from "node:fs";
import path from "node:path";

// Where the end-to-end site runs (tests/e2e/serve.ts): one port and one data folder
// per E2E_PORT, so several checkouts can run their suites side by side.
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2ePlatformPort = Number(process.env.E2E_PLATFORM_PORT ?? e2ePort + 1);
export const e2eDataDir = path.resolve(`node_modules/.cache/passarela-e2e-${e2ePort}`);

/** The credentials of the suite's platform, for another site server that calls it (as a site calls the agency's). */
export function e2ePlatformCredentials(): { PLATFORM_SALT: string; PLATFORM_MF_API_KEY: string; PLATFORM_PANEL_API_TOKEN: string } {
  const credentials = JSON.parse(readFileSync(path.join(e2eDataDir, "platform-credentials.json"), "utf8")) as Record<string, string>;
  return { PLATFORM_SALT: credentials.salt ?? "", PLATFORM_MF_API_KEY: credentials.mfApiKey ?? "", PLATFORM_PANEL_API_TOKEN: credentials.panelApiToken ?? "" };
}
