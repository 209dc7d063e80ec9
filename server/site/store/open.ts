import { mkdirSync } from "node:fs";
import path from "node:path";
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { openSqlite } from "../../shared/sqlite.js";
import { PhotoFiles } from "../applications/photo-files.js";
import { ApplicationStore } from "../applications/store.js";
import { ContactStore } from "../contacts/store.js";
import { postgresSiteMigrations, siteMigrations } from "../migrations.js";
import { PhotoRows } from "./photo-rows.js";
import { PostgresSql } from "./postgres-sql.js";
import { pruneCounters, sqlRateLimitStore } from "./rate-limit-store.js";
import type { Sql } from "./sql.js";
import { SqliteSql } from "./sqlite-sql.js";

export interface SiteStoreOptions {
  dataDir: string;
  /** postgres://…; undefined keeps the store in DATA_DIR/site.db. */
  databaseUrl?: string;
}

/** What the site keeps and what its replicas share. */
export interface SiteStore {
  sql: Sql;
  applications: ApplicationStore;
  contacts: ContactStore;
  /** Where uploads stream before they are checked: always this server's own DATA_DIR. */
  uploads: PhotoFiles;
  /** True when other servers may use the same store (PostgreSQL): no lease is this server's alone. */
  shared: boolean;
  /** For @fastify/rate-limit when the counters must be shared; undefined keeps them in memory. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  /** Photo folders of applications never committed, removed at opening (SQLite). */
  orphans: number;
  /** Resolves when the store answers and has every migration this server knows; rejects otherwise. */
  check(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The store could not be opened: main.ts reports it in one line and stops. */
export class StoreOpenError extends Error {
  override name = "StoreOpenError";
}

/** Where DATABASE_URL points, without its password, for messages. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Opens the site's store and brings its schema up to date. SQLite: the file
 * DATA_DIR/site.db, synchronous=FULL (a 201 is on the disk, power cut or not),
 * photos in DATA_DIR/applications. PostgreSQL: a pool, migrations under an
 * advisory lock, photos and rate-limit counters in the database.
 */
export async function openSiteStore(options: SiteStoreOptions): Promise<SiteStore> {
  mkdirSync(options.dataDir, { recursive: true });
  const uploads = new PhotoFiles(path.join(options.dataDir, "applications"));

  if (!options.databaseUrl) {
    const db = openSqlite(path.join(options.dataDir, "site.db"), siteMigrations, { synchronous: "FULL" });
    const sql = new SqliteSql(db);
    const applications = new ApplicationStore(sql, uploads);
    const { orphans } = uploads.prepare(await applications.ids());
    return {
      sql,
      applications,
      contacts: new ContactStore(sql),
      uploads,
      shared: false,
      rateLimitStore: undefined,
      orphans,
      check: async () => {
        const version = db.pragma("user_version", { simple: true }) as number;
        if (version < siteMigrations.length) throw new Error(`site.db is at schema ${version} of ${siteMigrations.length}`);
      },
      close: async () => {
        db.close();
      },
    };
  }

  const sql = PostgresSql.connect({ url: options.databaseUrl });
  try {
    await sql.migrate(postgresSiteMigrations);
  } catch (error) {
    await sql.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreOpenError(`Could not open the site's store in PostgreSQL at ${describeUrl(options.databaseUrl)} (DATABASE_URL): ${reason}`, { cause: error });
  }
  uploads.prepare(undefined);
  // Windows that are over would restart at 1 anyway; dropping them keeps the table to live addresses.
  const pruning = setInterval(() => void pruneCounters(sql).catch(() => undefined), 10 * 60_000);
  pruning.unref();
  return {
    sql,
    applications: new ApplicationStore(sql, new PhotoRows(sql)),
    contacts: new ContactStore(sql),
    uploads,
    shared: true,
    rateLimitStore: sqlRateLimitStore(sql),
    orphans: 0,
    check: async (timeoutMs = 2000) => {
      // A newer replica of a rolling deploy may have migrated further; migrations only add.
      const version = await within(sql.schemaVersion(), timeoutMs, "PostgreSQL");
      if (version < postgresSiteMigrations.length) throw new Error(`the database is at schema ${version} of ${postgresSiteMigrations.length}`);
    },
    close: async () => {
      clearInterval(pruning);
      await sql.close();
    },
  };
}
