import Database from "better-sqlite3";
import { migrations } from "./migrations.js";

export type Db = Database.Database;

/**
 * Opens the platform's SQLite file in WAL mode and brings its schema up to date.
 * The schema version lives in SQLite's own `user_version`, so each migration runs once.
 */
export function openDb(file: string): Db {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

export function migrate(db: Db): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (const [index, sql] of migrations.entries()) {
    const version = index + 1;
    if (version <= current) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
}
