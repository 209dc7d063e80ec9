import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const cli = path.join(root, "server/platform/demo/cli.ts");
const tsx = path.join(root, "node_modules/.bin/tsx");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-seed-cli-"));

function run(...args: string[]) {
  const result = spawnSync(tsx, [cli, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("seed CLI", () => {
  it.each([["--talents", "abc"], ["--talents", "0"], ["--seed", "-1"], ["--bogus"], ["stray"], ["--talents"]])(
    "rejects %s with a one-line error and exit code 2",
    (...args) => {
      const result = run(...args);
      expect(result.code).toBe(2);
      expect(result.stderr.split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(/^seed: .*usage:/);
      expect(existsSync(path.join(dataDir, "platform"))).toBe(false);
    },
  );

  it("seeds DATA_DIR once, refuses a second time, and starts over with --reset", () => {
    const first = run("--talents", "5", "--seed", "3");
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Seeded 5 talents, 16 posts and \d+ images \(seed 3\) into .* in \d+ ms/);
    expect(existsSync(path.join(dataDir, "platform", "platform.db"))).toBe(true);
    expect(existsSync(path.join(dataDir, "platform", "storage", "about", "hr", "about.jpg"))).toBe(true);

    const again = run("--talents", "5");
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already has content; pass --reset/);

    const reset = run("--talents", "7", "--reset", "--data-dir", dataDir);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/^Seeded 7 talents/);
  }, 90_000);
});
