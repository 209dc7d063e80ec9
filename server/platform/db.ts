import { openSqlite, type Db } from "../shared/sqlite.js";
import { migrations } from "./migrations.js";

export type { Db };

/** Opens the platform's SQLite file (WAL) and brings its schema up to date. */
export function openDb(file: string): Db {
  return openSqlite(file, migrations, { synchronous: "NORMAL" });
}
