import { rmSync } from "node:fs";
import path from "node:path";

// The site for end-to-end tests: the built app on a fresh embedded platform with demo content.
// One folder per port, so several checkouts can run their suites side by side.
const dataDir = path.resolve(`node_modules/.cache/passarela-e2e-${process.env.E2E_PORT ?? "4310"}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  HOST: "127.0.0.1",
  PORT: process.env.E2E_PORT ?? "4310",
  PLATFORM_PORT: process.env.E2E_PLATFORM_PORT ?? "4311",
  LOG_LEVEL: "warn",
  // Every form test applies from 127.0.0.1; the default (5 an hour) is for real visitors.
  APPLICATION_RATE_LIMIT: "1000",
});
await import("../../server/main.js");
