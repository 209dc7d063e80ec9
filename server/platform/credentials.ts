import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { create, object, string } from "superstruct";
import type { PlatformCredentials } from "../config.js";

const Stored = object({ salt: string(), mfApiKey: string(), panelApiToken: string() });

const secret = () => randomBytes(24).toString("base64url");

/**
 * Credentials shared by the embedded platform and the site's platform client.
 * Values set in the environment win; the rest are generated once and kept in
 * DATA_DIR with mode 600 so they survive restarts but no other user reads them.
 */
export function ensureCredentials(dataDir: string, fromEnv: Partial<PlatformCredentials>): PlatformCredentials {
  const file = path.join(dataDir, "platform-credentials.json");
  let stored: PlatformCredentials | undefined;
  if (existsSync(file)) {
    stored = create(JSON.parse(readFileSync(file, "utf8")) as unknown, Stored);
  } else {
    mkdirSync(dataDir, { recursive: true });
    stored = { salt: secret(), mfApiKey: secret(), panelApiToken: secret() };
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  // An existing file created with a looser umask is tightened as well.
  chmodSync(file, 0o600);
  return {
    salt: fromEnv.salt ?? stored.salt,
    mfApiKey: fromEnv.mfApiKey ?? stored.mfApiKey,
    panelApiToken: fromEnv.panelApiToken ?? stored.panelApiToken,
  };
}
