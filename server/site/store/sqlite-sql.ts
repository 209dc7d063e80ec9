import type Database from "better-sqlite3";
import type { Db } from "../../shared/sqlite.js";
import type { Sql, SqlValue } from "./sql.js";

/**
 * better-sqlite3 behind the async `Sql` calls. Each statement runs at once and
 * alone (SQLite has one writer), so no two of them interleave.
 */
export class SqliteSql implements Sql {
  readonly dialect = "sqlite" as const;
  private readonly statements = new Map<string, Database.Statement<unknown[]>>();

  constructor(readonly db: Db) {}

  private prepare(statement: string) {
    let prepared = this.statements.get(statement);
    if (!prepared) {
      prepared = this.db.prepare<unknown[]>(statement);
      this.statements.set(statement, prepared);
    }
    return prepared;
  }

  all<T>(statement: string, params: readonly SqlValue[] = []): Promise<T[]> {
    try {
      const prepared = this.prepare(statement);
      return Promise.resolve((prepared.reader ? prepared.all(...params) : (prepared.run(...params), [])) as T[]);
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  run(statement: string, params: readonly SqlValue[] = []): Promise<number> {
    try {
      return Promise.resolve(this.prepare(statement).run(...params).changes);
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
}
