import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { ExportError, exportApplications, formatList, receivedApplications } from "./applications-report.js";
import { formatContacts, receivedContacts } from "./contacts-report.js";

/**
 * The applications the embedded platform received:
 *
 *   npm run applications -- list [--data-dir DIR]
 *   npm run applications -- export OUT_DIR [--data-dir DIR]
 *   npm run applications -- contacts [--data-dir DIR]
 *
 * `contacts` lists the contact messages (the contacts page's form) instead.
 * `export` writes OUT_DIR/applications.csv and OUT_DIR/{id}/image_1.jpg … .
 * Exit codes: 0 done, 1 no platform database or OUT_DIR not empty, 2 bad usage.
 */

const usage = "usage: npm run applications -- list | export OUT_DIR | contacts [--data-dir DIR]";

class UsageError extends Error {}

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { "data-dir": { type: "string" }, help: { type: "boolean", short: "h", default: false } },
    });
  } catch (error) {
    // parseArgs messages can span lines; the CLI promises a one-line error.
    throw new UsageError((error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " "));
  }
  const { values, positionals } = parsed;
  const dataDir = path.resolve(values["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  if (values.help) return { command: "help" as const, dataDir };
  const [command, ...rest] = positionals;
  if (command === "list") {
    if (rest.length > 0) throw new UsageError(`list takes no arguments, got "${rest.join(" ")}"`);
    return { command: "list" as const, dataDir };
  }
  if (command === "contacts") {
    if (rest.length > 0) throw new UsageError(`contacts takes no arguments, got "${rest.join(" ")}"`);
    return { command: "contacts" as const, dataDir };
  }
  if (command === "export") {
    const [outDir, ...extra] = rest;
    if (!outDir) throw new UsageError("export needs the folder to write into");
    if (extra.length > 0) throw new UsageError(`export takes one folder, got "${rest.join(" ")}"`);
    return { command: "export" as const, dataDir, outDir: path.resolve(outDir) };
  }
  throw new UsageError(command === undefined ? "missing command" : `unknown command "${command}"`);
}

function main(argv: string[]): number {
  let args;
  try {
    args = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`applications: ${error.message} (${usage})`);
    return 2;
  }
  if (args.command === "help") {
    console.log(usage);
    return 0;
  }

  // The same layout as platformPaths() in ./platform.ts, without loading the server.
  const root = path.join(args.dataDir, "platform");
  const database = path.join(root, "platform.db");
  if (!existsSync(database)) {
    console.error(`applications: no embedded platform database at ${database} (pass --data-dir or set DATA_DIR)`);
    return 1;
  }
  const db = new Database(database, { readonly: true, fileMustExist: true });
  try {
    if (args.command === "contacts") {
      console.log(formatContacts(receivedContacts(db)));
      return 0;
    }
    const applications = receivedApplications(db);
    if (args.command === "list") {
      console.log(formatList(applications));
      return 0;
    }
    if (existsSync(args.outDir) && readdirSync(args.outDir).length > 0) {
      console.error(`applications: ${args.outDir} is not empty; export into a new or empty folder`);
      return 1;
    }
    const { photos } = exportApplications(applications, path.join(root, "applications"), args.outDir);
    console.log(`Exported ${applications.length} applications and ${photos} photos into ${args.outDir}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof ExportError)) throw error;
    console.error(`applications: ${error.message}`);
    return 1;
  } finally {
    db.close();
  }
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`applications: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
