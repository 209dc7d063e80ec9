import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/** A new, empty database in the run's PostgreSQL cluster (tests/setup/postgres.ts); its URL. */
export async function freshDatabase(): Promise<string> {
  const admin = new URL(inject("postgresAdminUrl"));
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    // The name is ours (hex), never input: an identifier cannot be a query parameter.
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  admin.pathname = `/${name}`;
  return admin.href;
}
