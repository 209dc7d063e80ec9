import { rmSync } from "node:fs";
import { e2eDataDir, e2ePlatformPort, e2ePort } from "./site-env.js";

// The site for end-to-end tests: the built app on a fresh embedded platform with demo content.
rmSync(e2eDataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: e2eDataDir,
  HOST: "127.0.0.1",
  PORT: String(e2ePort),
  PLATFORM_PORT: String(e2ePlatformPort),
  LOG_LEVEL: "warn",
  // Every form test applies and writes from 127.0.0.1; the defaults (5 applications and 10 messages an hour,
  // 30 refusals in 10 minutes) are for real visitors.
  APPLICATION_RATE_LIMIT: "1000",
  APPLICATION_INVALID_LIMIT: "1000",
  CONTACT_RATE_LIMIT: "1000",
});
await import("../../server/main.js");
