import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { first, type Sql } from "./sql.js";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Names a limiter's counters apart from the others' (`createRateLimit({ ..., counter })`). */
export interface CounterOptions {
  counter?: string;
}

/**
 * Counts one limiter hit in the shared table: a fixed window per key, begun by
 * its first hit. One statement, so replicas counting the same address at once
 * each see their own increment.
 */
export async function hitCounter(sql: Sql, key: string, windowMs: number, now = Date.now()): Promise<{ current: number; ttl: number }> {
  const row = await first<{ count: number; window_ends_at: number }>(
    sql,
    `INSERT INTO rate_limits (key, count, window_ends_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_ends_at <= ? THEN 1 ELSE rate_limits.count + 1 END,
       window_ends_at = CASE WHEN rate_limits.window_ends_at <= ? THEN ? ELSE rate_limits.window_ends_at END
     RETURNING count, window_ends_at`,
    [key, now + windowMs, now, now, now + windowMs],
  );
  if (!row) throw new Error("the rate-limit counter returned nothing");
  return { current: row.count, ttl: row.window_ends_at - now };
}

/** A counter as it stands, without counting. */
export async function readCounter(sql: Sql, key: string, now = Date.now()): Promise<{ current: number; ttl: number }> {
  const row = await first<{ count: number; window_ends_at: number }>(sql, "SELECT count, window_ends_at FROM rate_limits WHERE key = ? AND window_ends_at > ?", [key, now]);
  return row ? { current: row.count, ttl: row.window_ends_at - now } : { current: 0, ttl: 0 };
}

/** Drops counters whose window is over (they would restart at 1 anyway). */
export async function pruneCounters(sql: Sql, now = Date.now()): Promise<number> {
  return sql.run("DELETE FROM rate_limits WHERE window_ends_at <= ?", [now]);
}

/**
 * A store for @fastify/rate-limit over the `rate_limits` table, so an
 * allowance holds across every replica rather than per process.
 */
export function sqlRateLimitStore(sql: Sql): FastifyRateLimitStoreCtor {
  class SqlRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options?: CounterOptions) {
      this.prefix = options?.counter ? `${options.counter}:` : "";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hitCounter(sql, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      readCounter(sql, this.prefix + key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new SqlRateLimitStore(options);
    }
  }
  return SqlRateLimitStore;
}
