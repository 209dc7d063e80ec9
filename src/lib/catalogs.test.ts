import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "./routes.js";

// Every visible string must exist in all three languages' catalogs (the shell's and
// each feature's), translated, with the same placeholders.
type Catalog = Record<string, { message?: string; translation?: string }>;

const po = formatter({ lineNumbers: false });
const read = async (file: string): Promise<Catalog> =>
  (await po.parse(readFileSync(file, "utf8"), { locale: null, sourceLocale: "pt", filename: file }));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[},]/g)].map((m) => m[1]).sort();

const temp = mkdtempSync(path.join(os.tmpdir(), "passarela-catalogs-"));
/** Catalog name (messages, talents…) → what the source uses today. */
const extracted = new Map<string, Catalog>();
/** `${locale}/${name}` → the committed catalog. */
const committed = new Map<string, Catalog>();

beforeAll(async () => {
  // Extract with the project's own config, written into a scratch folder instead of locales/.
  const config = path.join(temp, "lingui.config.ts");
  writeFileSync(
    config,
    `import config from ${JSON.stringify(path.resolve("lingui.config.ts"))};
export default { ...config, rootDir: ${JSON.stringify(process.cwd())}, locales: ["pt"],
  catalogs: config.catalogs.map((c) => ({ ...c, path: c.path.replace("<rootDir>/locales", ${JSON.stringify(temp)}) })) };`,
  );
  execFileSync("npx", ["lingui", "extract", "--config", config], { stdio: "pipe" });
  for (const file of readdirSync(path.join(temp, "pt"))) extracted.set(path.basename(file, ".po"), await read(path.join(temp, "pt", file)));
  for (const locale of locales) {
    for (const file of readdirSync(path.join("locales", locale))) {
      committed.set(`${locale}/${path.basename(file, ".po")}`, await read(path.join("locales", locale, file)));
    }
  }
}, 60_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("translation catalogs", () => {
  it("hold every message the source uses, in every language (run npm run extract)", () => {
    expect(extracted.has("messages")).toBe(true);
    expect(extracted.size).toBeGreaterThan(5);
    let total = 0;
    for (const [name, catalog] of extracted) {
      const ids = Object.keys(catalog);
      total += ids.length;
      for (const locale of locales) {
        const own = committed.get(`${locale}/${name}`) ?? {};
        const missing = ids.filter((id) => !(id in own));
        expect(missing, `${locale}/${name}.po misses messages`).toEqual([]);
      }
    }
    expect(total).toBeGreaterThan(100);
  });

  for (const locale of ["en", "es"]) {
    it(`translate every message into ${locale}, keeping placeholders`, () => {
      for (const [key, catalog] of committed) {
        if (!key.startsWith(`${locale}/`)) continue;
        const source = committed.get(key.replace(locale, "pt")) ?? {};
        const untranslated = Object.entries(catalog)
          .filter(([, entry]) => !entry.translation?.trim())
          .map(([id]) => id);
        expect(untranslated, key).toEqual([]);
        for (const [id, entry] of Object.entries(catalog)) {
          const original = source[id]?.translation || source[id]?.message || id;
          expect(placeholders(entry.translation ?? ""), `${key}: ${id}`).toEqual(placeholders(original));
        }
      }
    });
  }
});
