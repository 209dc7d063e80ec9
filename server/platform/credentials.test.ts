import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureCredentials } from "./credentials.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("ensureCredentials", () => {
  it("generates credentials once, keeps them with mode 600 and reuses them", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "passarela-cred-"));
    dirs.push(dir);
    const first = ensureCredentials(dir, {});
    expect(first.salt.length).toBeGreaterThanOrEqual(24);
    expect(new Set([first.salt, first.mfApiKey, first.panelApiToken]).size).toBe(3);
    expect(statSync(path.join(dir, "platform-credentials.json")).mode & 0o777).toBe(0o600);
    expect(ensureCredentials(dir, {})).toEqual(first);
  });

  it("lets the environment override stored values", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "passarela-cred-"));
    dirs.push(dir);
    const stored = ensureCredentials(dir, {});
    expect(ensureCredentials(dir, { salt: "from-the-environment" })).toEqual({ ...stored, salt: "from-the-environment" });
  });
});
