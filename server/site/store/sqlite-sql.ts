import type Database from "better-sqlite3";
import type { Db } from "../../shared/sqlite.js";
import type { Sql, SqlValue } from "./sql.js";

/**
 * better-sqlite3 behind the async `Sql` calls. Each statement runs at once and
 * alone (SQLite has one writer), so no two of them interleave.
 */
export class SqliteSql implements Sql {
  readonly dialect = "sqlite" as const;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(readonly db: Db) {}

  private prepare(statement: string) {
    let prepared = this.statements.get(statement);
    if (!prepared) {
      prepared = this.db.prepare(statement);
      this.statements.set(statement, prepared);
    }
    return prepared;
  }

  async all<T>(statement: string, params: readonly SqlValue[] = []): Promise<T[]> {
    const prepared = this.prepare(statement);
    return (prepared.reader ? prepared.all(...params) : (prepared.run(...params), [])) as T[];
  }

  async run(statement: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.prepare(statement).run(...params).changes;
  }
}
