import Database from "better-sqlite3";

export type Db = Database.Database;

export interface OpenOptions {
  /**
   * FULL makes every commit survive a power cut (one more fsync per commit);
   * NORMAL survives a crash of the process only, which is enough for data that can be rebuilt.
   */
  synchronous: "FULL" | "NORMAL";
}

/**
 * Opens a SQLite file in WAL mode and brings its schema up to date with `migrations`.
 * The schema version lives in SQLite's own `user_version`, so each migration runs once.
 */
export function openSqlite(file: string, migrations: readonly string[], options: OpenOptions): Db {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${options.synchronous}`);
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db, migrations);
  return db;
}

export function migrate(db: Db, migrations: readonly string[]): void {
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
