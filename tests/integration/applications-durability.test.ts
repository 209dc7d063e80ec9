import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationReceipt } from "../../src/contract/application.js";
import { applicationForm, noisePhoto, platformApplications, waitFor } from "../helpers/application.js";
import { copyDemoPlatform } from "../helpers/platform.js";
import { freePort, platformCredentials, processScope, waitForHttp } from "../helpers/processes.js";

// Real server processes, killed and restarted: what was accepted is forwarded, and only once.
const { tempDir, start, stopAll } = processScope("durability");
let photos: Buffer[];

beforeAll(async () => {
  photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(240, 320 + i)));
});
afterAll(stopAll);

/** Reads a SQLite file another process is writing (WAL), without holding it open. */
function query<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
const platformCopies = (dataDir: string) => query(path.join(dataDir, "platform", "platform.db"), (db) => platformApplications(db));
const siteStates = (dataDir: string) =>
  query(path.join(dataDir, "site.db"), (db) => db.prepare("SELECT state, attempts FROM applications ORDER BY received_at").all() as { state: string; attempts: number }[]);

async function post(port: number, name: string, key = randomUUID()): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
    method: "POST",
    headers: { "idempotency-key": key },
    body: applicationForm(photos, { fields: { name } }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.json() };
}

// Each test starts server processes (and a platform) and waits for them: on a busy two-core machine that
// alone can take most of the default 30 s.
describe("durability", { timeout: 120_000 }, () => {
  it("forwards exactly once an application accepted just before the server was killed", async () => {
    const dataDir = tempDir();
    copyDemoPlatform(dataDir);
    const [port, platformPort] = [await freePort(), await freePort()];
    const env = { DATA_DIR: dataDir, PORT: String(port), PLATFORM_PORT: String(platformPort) };

    // The first server holds its outbox, so it is killed after the 201 and before any forward.
    const first = start("server/main.ts", { ...env, OUTBOX_START_DELAY_MS: "600000" });
    await waitForHttp(`http://127.0.0.1:${port}/api/options`, first, 30_000);
    const key = randomUUID();
    const accepted = await post(port, "Survivor", key);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    await first.stop("SIGKILL");
    expect(siteStates(dataDir)).toEqual([{ state: "pending", attempts: 0 }]);
    expect(platformCopies(dataDir)).toHaveLength(0);

    const second = start("server/main.ts", env);
    await waitForHttp(`http://127.0.0.1:${port}/api/options`, second, 30_000);
    await waitFor(() => siteStates(dataDir)[0]?.state === "delivered", 20_000, "the restarted server to forward");
    // The browser re-sending its queued application gets the same answer from the new process.
    const replay = await post(port, "Survivor", key);
    expect(replay).toEqual(accepted);
    await second.stop();
    expect(second.output()).not.toMatch(/"level":50/);

    const copies = platformCopies(dataDir);
    expect(copies.map((c) => c.fields.name)).toEqual(["Survivor"]);
    expect(Object.keys(copies[0]?.photos ?? {})).toHaveLength(4);
    expect(siteStates(dataDir)).toEqual([{ state: "delivered", attempts: 1 }]);
    expect((accepted.body as ApplicationReceipt).status).toBe("received");
  });

  it("accepts applications while the platform is down and forwards each once when it is back", async () => {
    const siteDir = tempDir();
    const platformDir = tempDir();
    copyDemoPlatform(platformDir);
    const [port, platformPort] = [await freePort(), await freePort()];
    const credentials = platformCredentials();

    // The site points at the platform's port while nothing listens there.
    const server = start("server/main.ts", {
      ...credentials,
      DATA_DIR: siteDir,
      PORT: String(port),
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
      OUTBOX_RETRY_MAX_MS: "500",
    });
    await waitForHttp(`http://127.0.0.1:${port}/api/social`, server, 30_000);
    const names = ["Offline 1", "Offline 2", "Offline 3"];
    for (const name of names) {
      const response = await post(port, name);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    await waitFor(() => siteStates(siteDir).every((s) => s.state === "pending" && s.attempts >= 2), 10_000, "failed attempts while the platform is down");

    const platform = start("tests/helpers/platform-process.ts", { ...credentials, DATA_DIR: platformDir, PLATFORM_PORT: String(platformPort) });
    await waitForHttp(`http://127.0.0.1:${platformPort}/api/unknown`, platform, 30_000);
    await waitFor(() => siteStates(siteDir).every((s) => s.state === "delivered"), 20_000, "every application to be delivered");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.stop();
    await platform.stop();

    expect(platformCopies(platformDir).map((c) => c.fields.name).sort()).toEqual(names);
  });
});
