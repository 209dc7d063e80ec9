import { openSqlite, type Db } from "../shared/sqlite.js";
import { siteMigrations } from "./migrations.js";

export type { Db };

/**
 * Opens DATA_DIR/site.db. Commits are synchronous=FULL: an application is
 * answered 201 only once it is on the disk, power cut or not.
 */
export function openSiteDb(file: string): Db {
  return openSqlite(file, siteMigrations, { synchronous: "FULL" });
}
