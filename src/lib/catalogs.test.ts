import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "./routes.js";

// Every visible string must exist in all three catalogs, translated, with the same placeholders.
type Catalog = Record<string, { message?: string; translation?: string }>;

const po = formatter({ lineNumbers: false });
const read = async (file: string): Promise<Catalog> =>
  (await po.parse(readFileSync(file, "utf8"), { locale: null, sourceLocale: "pt", filename: file }));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[},]/g)].map((m) => m[1]).sort();

let extracted: Catalog;
const committed: Partial<Record<string, Catalog>> = {};
const temp = mkdtempSync(path.join(os.tmpdir(), "passarela-catalogs-"));

beforeAll(async () => {
  // Extract from the source into a scratch folder, to see what the code uses today.
  const config = path.join(temp, "lingui.config.cjs");
  writeFileSync(
    config,
    `module.exports = { rootDir: ${JSON.stringify(process.cwd())}, sourceLocale: "pt", locales: ["pt"], catalogs: [{ path: ${JSON.stringify(
      path.join(temp, "{locale}", "messages"),
    )}, include: ["<rootDir>/src"], exclude: ["**/*.test.*"] }], format: require(${JSON.stringify(createRequire(import.meta.url).resolve("@lingui/format-po"))}).formatter({ lineNumbers: false }) };`,
  );
  execFileSync("npx", ["lingui", "extract", "--config", config], { stdio: "pipe" });
  extracted = await read(path.join(temp, "pt", "messages.po"));
  for (const locale of locales) committed[locale] = await read(path.join("locales", locale, "messages.po"));
}, 60_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("translation catalogs", () => {
  it("hold every message the source uses (run npm run extract)", () => {
    const ids = Object.keys(extracted);
    expect(ids.length).toBeGreaterThan(20);
    for (const locale of locales) {
      const missing = ids.filter((id) => !(id in (committed[locale] ?? {})));
      expect(missing, `${locale} misses messages`).toEqual([]);
    }
  });

  for (const locale of ["en", "es"]) {
    it(`translate every message into ${locale}, keeping placeholders`, () => {
      const catalog = committed[locale] ?? {};
      const source = committed.pt ?? {};
      const untranslated = Object.entries(catalog)
        .filter(([, entry]) => !entry.translation?.trim())
        .map(([id]) => id);
      expect(untranslated).toEqual([]);
      for (const [id, entry] of Object.entries(catalog)) {
        const original = source[id]?.translation || source[id]?.message || id;
        expect(placeholders(entry.translation ?? ""), `${locale}: ${id}`).toEqual(placeholders(original));
      }
    });
  }
});
