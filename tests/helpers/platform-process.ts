import { startEmbeddedPlatform } from "../../server/platform/start.js";

// The embedded platform alone, as a process of its own, for tests that stop
// and start it while a site server keeps running: DATA_DIR, PLATFORM_PORT and
// the three PLATFORM_* credentials come from the environment.
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const platform = await startEmbeddedPlatform({
  dataDir: env("DATA_DIR"),
  port: Number(env("PLATFORM_PORT")),
  credentials: { salt: env("PLATFORM_SALT"), mfApiKey: env("PLATFORM_MF_API_KEY"), panelApiToken: env("PLATFORM_PANEL_API_TOKEN") },
});
console.log(`platform listening on ${platform.url}`);
process.once("SIGTERM", () => {
  void platform.close().then(() => process.exit(0));
});
