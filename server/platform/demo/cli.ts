import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDb } from "../db.js";
import { defaultTalents, isSeeded, maxTalents, seedDemo } from "./seed.js";

/**
 * Writes the demo content into DATA_DIR's embedded platform:
 *
 *   tsx server/platform/demo/cli.ts [--talents N] [--seed S] [--data-dir DIR] [--reset]
 *
 * Exit codes: 0 done, 1 the database already has content (use --reset) or the
 * seed failed, 2 bad arguments.
 */

const usage = "usage: tsx server/platform/demo/cli.ts [--talents N] [--seed S] [--data-dir DIR] [--reset]";

class UsageError extends Error {}

function wholeNumber(flag: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  return number;
}

function parse(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        talents: { type: "string" },
        seed: { type: "string" },
        "data-dir": { type: "string" },
        reset: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (error) {
    // parseArgs messages can span lines; the CLI promises a one-line error.
    throw new UsageError((error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " "));
  }
  const dataDir = values["data-dir"] ?? process.env.DATA_DIR ?? "./data";
  if (dataDir.trim() === "") throw new UsageError("--data-dir must not be empty");
  return {
    talents: wholeNumber("talents", values.talents, defaultTalents, 1, maxTalents),
    seed: wholeNumber("seed", values.seed, 1, 0, 0xffffffff),
    dataDir: path.resolve(dataDir),
    reset: values.reset,
    help: values.help,
  };
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`seed: ${error.message} (${usage})`);
    return 2;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }

  const started = performance.now();
  // The same layout as platformPaths() in ../platform.ts, without loading the whole server.
  const root = path.join(args.dataDir, "platform");
  const storage = path.join(root, "storage");
  if (args.reset) rmSync(root, { recursive: true, force: true });
  mkdirSync(storage, { recursive: true });
  const db = openDb(path.join(root, "platform.db"));
  try {
    if (isSeeded(db)) {
      console.error(`seed: ${root} already has content; pass --reset to replace it with fresh demo content`);
      return 1;
    }
    const summary = await seedDemo(db, storage, { talents: args.talents, seed: args.seed });
    const total = Math.round(performance.now() - started);
    console.log(
      `Seeded ${summary.talents} talents, ${summary.posts} posts and ${summary.images} images (seed ${args.seed}) into ${root} in ${summary.ms} ms (${total} ms in all).`,
    );
    return 0;
  } finally {
    db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`seed: failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
