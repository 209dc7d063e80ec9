import path from "node:path";

// Where the end-to-end site runs (tests/e2e/serve.ts): one port and one data folder
// per E2E_PORT, so several checkouts can run their suites side by side.
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2ePlatformPort = Number(process.env.E2E_PLATFORM_PORT ?? e2ePort + 1);
export const e2eDataDir = path.resolve(`node_modules/.cache/passarela-e2e-${e2ePort}`);
