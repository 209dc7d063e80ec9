import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDb } from "../../server/platform/db.js";
import { seedDemo } from "../../server/platform/demo/seed.js";
import { platformPaths } from "../../server/platform/platform.js";

/**
 * Seeds the demo content once per change of the seed's code, into a template
 * that test files copy (database) and share (media, read-only). Seeding for
 * every test file would cost minutes.
 */
function sourceHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!name.endsWith(".test.ts")) hash.update(file).update(readFileSync(file));
    }
  };
  walk("server/platform/demo");
  hash.update(readFileSync("server/platform/migrations.ts"));
  return hash.digest("hex").slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const root = path.resolve("node_modules/.cache/passarela-demo");
  const dir = path.join(root, sourceHash());
  const marker = path.join(dir, "ready");
  if (!existsSync(marker)) {
    rmSync(root, { recursive: true, force: true });
    const building = `${dir}.building`;
    mkdirSync(building, { recursive: true });
    const paths = platformPaths(building);
    mkdirSync(paths.storage, { recursive: true });
    const db = openDb(paths.database);
    await seedDemo(db, paths.storage);
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
    renameSync(building, dir);
    writeFileSync(marker, new Date().toISOString());
  }
  project.provide("demoTemplate", dir);
}

declare module "vitest" {
  export interface ProvidedContext {
    demoTemplate: string;
  }
}
