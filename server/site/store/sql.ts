/**
 * The few calls the site's store makes, over SQLite (one server) or PostgreSQL
 * (any number of replicas). Statements are written once with `?` placeholders
 * and values passed apart, never spliced into the text; the PostgreSQL side
 * numbers the placeholders ($1, $2…) itself.
 */
export type Dialect = "sqlite" | "postgres";

export type SqlValue = string | number | null | Uint8Array;

export interface Sql {
  readonly dialect: Dialect;
  /** Rows of a SELECT or of a statement with RETURNING. */
  all<T>(statement: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The number of rows a write changed. */
  run(statement: string, params?: readonly SqlValue[]): Promise<number>;
}

export async function first<T>(sql: Sql, statement: string, params?: readonly SqlValue[]): Promise<T | undefined> {
  return (await sql.all<T>(statement, params))[0];
}

/** `?` → `$1`, `$2`… in order. The store's statements hold no `?` inside quotes, so a plain scan is enough. */
export function numberPlaceholders(statement: string): string {
  let n = 0;
  return statement.replace(/\?/g, () => `$${++n}`);
}
