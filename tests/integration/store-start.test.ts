import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startProcess } from "../helpers/processes.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "passarela-store-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("starting on a PostgreSQL that does not answer", () => {
  it("stops with one line naming DATABASE_URL, and never its password", async () => {
    const [port, nothing] = [await freePort(), await freePort()];
    const server = startProcess("server/main.ts", {
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: `postgres://site:hunter2-secret@127.0.0.1:${nothing}/passarela`,
      // A platform that is not there either: the store is opened before anything waits on it.
      PLATFORM_URL: `http://127.0.0.1:${nothing}`,
      PLATFORM_SALT: "salt-salt-salt",
      PLATFORM_MF_API_KEY: "key-key-key-key",
      PLATFORM_PANEL_API_TOKEN: "token-token-token",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(new RegExp(`Could not open the site's store in PostgreSQL at 127\\.0\\.0\\.1:${nothing}/passarela \\(DATABASE_URL\\): .*ECONNREFUSED`));
    expect(server.output()).not.toMatch(/hunter2/);
  });
});
