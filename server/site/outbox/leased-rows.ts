import { randomUUID } from "node:crypto";
import { first, type Sql } from "../store/sql.js";
import { UnreadableRow } from "./stored-row.js";

/**
 * Where a stored row is on its way to the platform:
 * - pending: waiting for (another) forward attempt at `next_attempt_at`;
 * - delivered: the platform answered 201;
 * - failed: the platform refused it (a 4xx); kept with the reason, never retried on its own;
 * - spam: caught by the honeypot or the fill time; kept, never forwarded.
 */
export type OutboxState = "pending" | "delivered" | "failed" | "spam";

/** A row this server now forwards, until its lease runs out. */
export interface ClaimedRow {
  id: string;
  attempts: number;
  /** The token of this attempt: later writes about it hold only while it is still the row's. */
  lease: string;
  /** When the attempt before this one began, if it never finished (its server stopped mid-forward). */
  interruptedSince: number | null;
}

/** The outbox columns every forwarded table has (applications, contacts): see migrations.ts. */
export type OutboxTable = "applications" | "contacts";

/** What a claim returns: the lease's columns and the table's own ones asked for. */
export type ClaimedColumns = Record<string, unknown> & {
  id: string;
  attempts: number;
  lease: string;
  interrupted_since: number | null;
};

/**
 * The outbox's statements on one table, the same for applications and contact
 * messages. Every statement is one atomic step, so servers sharing the store
 * never need a read-then-write. `columns` are the table's own columns a claim
 * returns, `fromRow` makes the claimed row of them. The table name is one of
 * the two above, never anything a visitor sent.
 */
export class LeasedRows<T extends ClaimedRow> {
  constructor(
    private readonly sql: Sql,
    private readonly table: OutboxTable,
    private readonly columns: readonly string[],
    private readonly fromRow: (row: ClaimedColumns) => T,
  ) {}

  /**
   * Claims the pending row due first, if any, for `leaseMs`: counts the
   * attempt (it counts even if the server dies during it) and moves its next
   * attempt to the lease's end, so no other server takes it while the lease
   * holds. With PostgreSQL, rows another server is claiming at this instant
   * are skipped rather than waited for. A row `fromRow` cannot read is claimed
   * all the same and thrown as an UnreadableRow, so its lease can settle it.
   */
  async claimDue(now: number, leaseMs: number): Promise<T | undefined> {
    const skipLocked = this.sql.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
    const [row] = await this.sql.all<ClaimedColumns>(
      `UPDATE ${this.table}
       SET attempts = attempts + 1, interrupted_since = sending_since, sending_since = ?, lease = ?, next_attempt_at = ?
       WHERE id = (SELECT id FROM ${this.table} WHERE state = 'pending' AND next_attempt_at <= ?
                   ORDER BY next_attempt_at, received_at LIMIT 1 ${skipLocked})
       RETURNING id, attempts, lease, interrupted_since, ${this.columns.join(", ")}`,
      [now, randomUUID(), now + leaseMs, now],
    );
    if (!row) return undefined;
    try {
      return this.fromRow(row);
    } catch (error) {
      throw new UnreadableRow(row.id, row.lease, error instanceof Error ? error.message : String(error));
    }
  }

  /** Keeps a lease while its forward is still in flight; false when it is no longer this attempt's. */
  async extendLease(id: string, lease: string, until: number): Promise<boolean> {
    return (await this.sql.run(`UPDATE ${this.table} SET next_attempt_at = ? WHERE id = ? AND lease = ? AND state = 'pending'`, [until, id, lease])) === 1;
  }

  /** Whatever attempt delivered it, the row is delivered. */
  async delivered(id: string, platformId: string | null, now: number): Promise<void> {
    await this.sql.run(
      `UPDATE ${this.table} SET state = 'delivered', platform_id = ?, delivered_at = ?, sending_since = NULL, lease = NULL,
       next_attempt_at = NULL, last_error = NULL WHERE id = ? AND state = 'pending'`,
      [platformId, now, id],
    );
  }

  /** Schedules the next attempt, unless another server has taken the row over meanwhile. */
  async retryAt(id: string, lease: string, at: number, error: string): Promise<void> {
    await this.sql.run(`UPDATE ${this.table} SET sending_since = NULL, lease = NULL, next_attempt_at = ?, last_error = ? WHERE id = ? AND lease = ?`, [
      at,
      error,
      id,
      lease,
    ]);
  }

  async failed(id: string, lease: string, error: string): Promise<void> {
    await this.sql.run(
      `UPDATE ${this.table} SET state = 'failed', sending_since = NULL, lease = NULL, next_attempt_at = NULL, last_error = ? WHERE id = ? AND lease = ?`,
      [error, id, lease],
    );
  }

  /**
   * For a server that owns its store alone (SQLite): attempts that were in
   * flight when it stopped are due at once rather than at their lease's end.
   */
  async releaseLeases(now: number): Promise<string[]> {
    const rows = await this.sql.all<{ id: string }>(
      `UPDATE ${this.table} SET next_attempt_at = ? WHERE state = 'pending' AND sending_since IS NOT NULL RETURNING id`,
      [now],
    );
    return rows.map((r) => r.id);
  }

  /** When the earliest pending row is due (a leased one: when its lease runs out), if any. */
  async nextDueAt(): Promise<number | undefined> {
    const row = await first<{ at: number | null }>(this.sql, `SELECT MIN(next_attempt_at) AS at FROM ${this.table} WHERE state = 'pending'`);
    return row?.at ?? undefined;
  }

  async counts(): Promise<Record<OutboxState, number>> {
    const counts: Record<OutboxState, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const row of await this.sql.all<{ state: OutboxState; n: number }>(`SELECT state, COUNT(*) AS n FROM ${this.table} GROUP BY state`)) {
      counts[row.state] = row.n;
    }
    return counts;
  }
}
