import pg from "pg";
import { numberPlaceholders, type Sql, type SqlValue } from "./sql.js";

// BIGINT (epoch milliseconds, counts) comes back as a string by default; every
// one the store keeps is far below 2^53, so a number is exact.
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);

/** Any one number names the site's migrations for pg_advisory_xact_lock; every replica uses the same. */
const migrationLockKey = 0x70617373; // "pass"

export interface PostgresOptions {
  url: string;
  /** Connections this replica keeps at most. */
  poolSize?: number;
}

/** One connection or the pool: where the statements go. */
class PgSession implements Sql {
  readonly dialect = "postgres" as const;

  constructor(private readonly target: pg.Pool | pg.PoolClient) {}

  async all<T>(statement: string, params: readonly SqlValue[] = []): Promise<T[]> {
    const result = await this.target.query(numberPlaceholders(statement), params as unknown[]);
    return result.rows as T[];
  }

  async run(statement: string, params: readonly SqlValue[] = []): Promise<number> {
    const result = await this.target.query(numberPlaceholders(statement), params as unknown[]);
    return result.rowCount ?? 0;
  }
}

/** A pool of connections to PostgreSQL behind the `Sql` calls, with transactions for the writes that must land together. */
export class PostgresSql extends PgSession {
  constructor(readonly pool: pg.Pool) {
    super(pool);
  }

  static connect(options: PostgresOptions): PostgresSql {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      application_name: "passarela-site",
    });
    // A connection that breaks while idle (the server restarted) is dropped by the pool;
    // without a listener its error would end the process.
    pool.on("error", () => undefined);
    return new PostgresSql(pool);
  }

  /** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(new PgSession(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      // A connection that cannot even roll back is closed rather than handed to the next caller.
      await client.query("ROLLBACK").catch((rollback: unknown) => (broken = rollback instanceof Error ? rollback : new Error(String(rollback))));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Brings the schema up to `migrations`, each once, in one transaction that
   * holds an advisory lock: replicas starting together wait for the first, then
   * find nothing left to do.
   */
  async migrate(migrations: readonly string[]): Promise<void> {
    await this.transaction(async (tx) => {
      await tx.run("SELECT pg_advisory_xact_lock(?)", [migrationLockKey]);
      await tx.run("CREATE TABLE IF NOT EXISTS site_schema (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)");
      const [row] = await tx.all<{ version: number | null }>("SELECT MAX(version) AS version FROM site_schema");
      const current = row?.version ?? 0;
      for (const [index, statement] of migrations.entries()) {
        const version = index + 1;
        if (version <= current) continue;
        await tx.run(statement);
        await tx.run("INSERT INTO site_schema (version, applied_at) VALUES (?, ?)", [version, Date.now()]);
      }
    });
  }

  /** The newest migration this database has run. */
  async schemaVersion(): Promise<number> {
    const rows = await this.all<{ version: number | null }>("SELECT MAX(version) AS version FROM site_schema");
    return rows[0]?.version ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
