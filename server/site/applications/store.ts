import { randomUUID } from "node:crypto";
import type { Application } from "../../../src/contract/application.js";
import type { PhotoStore } from "../store/photo-store.js";
import { first, type Sql } from "../store/sql.js";

/**
 * Where an application is on its way to the platform:
 * - pending: waiting for (another) forward attempt at `next_attempt_at`;
 * - delivered: the platform answered 201;
 * - failed: the platform refused it (a 4xx); kept with the reason, never retried on its own;
 * - spam: caught by the honeypot or the fill time; kept, never forwarded.
 */
export type OutboxState = "pending" | "delivered" | "failed" | "spam";

export interface NewApplication {
  id: string;
  idempotencyKey: string;
  payloadHash: string;
  receivedAt: number;
  clientIp: string;
  fields: Application;
  spamReason: string | null;
}

export interface StoredApplication {
  id: string;
  fields: Application;
  photos: string[];
  attempts: number;
  receivedAt: number;
}

/** An application this server now forwards, until its lease runs out. */
export interface ClaimedApplication extends StoredApplication {
  /** The token of this attempt: later writes about it hold only while it is still the row's. */
  lease: string;
  /** When the attempt before this one began, if it never finished (its server stopped mid-forward). */
  interruptedSince: number | null;
}

export interface ApplicationStatus {
  state: OutboxState;
  spamReason: string | null;
  /** JSON array of the photo names. */
  photos: string;
  attempts: number;
  lastError: string | null;
  platformId: string | null;
  interruptedSince: number | null;
  deliveredAt: number | null;
  /** When its photos and personal fields were deleted (see {@link ApplicationStore.purgeExpired}). */
  purgedAt: number | null;
}

interface Row {
  id: string;
  fields: string;
  photos: string;
  attempts: number;
  received_at: number;
  lease: string;
  interrupted_since: number | null;
}

const fromRow = (row: Row): ClaimedApplication => ({
  id: row.id,
  fields: JSON.parse(row.fields) as Application,
  photos: JSON.parse(row.photos) as string[],
  attempts: row.attempts,
  receivedAt: row.received_at,
  lease: row.lease,
  interruptedSince: row.interrupted_since,
});

/**
 * The applications of the site's store (SQLite or PostgreSQL): intake writes
 * them, the outbox claims and forwards them. Every statement is one atomic
 * step, so servers sharing the store never need a read-then-write.
 */
export class ApplicationStore {
  constructor(
    private readonly sql: Sql,
    readonly photos: PhotoStore,
  ) {}

  async byKey(key: string): Promise<{ id: string; payloadHash: string } | undefined> {
    return first(this.sql, `SELECT id, payload_hash AS "payloadHash" FROM applications WHERE idempotency_key = ?`, [key]);
  }

  /**
   * Commits a new application with its photos; false when its idempotency key
   * is already taken (a twin sent at the same time, maybe to another server).
   * The unique key decides, inside the database: of two at once, one inserts.
   */
  insert(application: NewApplication, photos: readonly Uint8Array[]): Promise<boolean> {
    const spam = application.spamReason !== null;
    return this.photos.commit(application.id, photos, async (names, within) => {
      const changed = await (within ?? this.sql).run(
        `INSERT INTO applications (id, idempotency_key, payload_hash, received_at, client_ip, fields, photos, spam_reason, state, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          application.id,
          application.idempotencyKey,
          application.payloadHash,
          application.receivedAt,
          application.clientIp,
          JSON.stringify(application.fields),
          JSON.stringify(names),
          application.spamReason,
          spam ? "spam" : "pending",
          spam ? null : application.receivedAt,
        ],
      );
      return changed === 1;
    });
  }

  readPhoto(id: string, name: string): Promise<Buffer> {
    return this.photos.read(id, name);
  }

  /**
   * Claims the pending application due first, if any, for `leaseMs`: counts the
   * attempt (it counts even if the server dies during it) and moves its next
   * attempt to the lease's end, so no other server takes it while the lease
   * holds. With PostgreSQL, rows another server is claiming at this instant
   * are skipped rather than waited for.
   */
  async claimDue(now: number, leaseMs: number): Promise<ClaimedApplication | undefined> {
    const skipLocked = this.sql.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
    const [row] = await this.sql.all<Row>(
      `UPDATE applications
       SET attempts = attempts + 1, interrupted_since = sending_since, sending_since = ?, lease = ?, next_attempt_at = ?
       WHERE id = (SELECT id FROM applications WHERE state = 'pending' AND next_attempt_at <= ?
                   ORDER BY next_attempt_at, received_at LIMIT 1 ${skipLocked})
       RETURNING id, fields, photos, attempts, received_at, lease, interrupted_since`,
      [now, randomUUID(), now + leaseMs, now],
    );
    return row ? fromRow(row) : undefined;
  }

  /** Keeps a lease while its forward is still in flight; false when it is no longer this attempt's. */
  async extendLease(id: string, lease: string, until: number): Promise<boolean> {
    return (await this.sql.run("UPDATE applications SET next_attempt_at = ? WHERE id = ? AND lease = ? AND state = 'pending'", [until, id, lease])) === 1;
  }

  /** Whatever attempt delivered it, the application is delivered. */
  async delivered(id: string, platformId: string | null, now: number): Promise<void> {
    await this.sql.run(
      `UPDATE applications SET state = 'delivered', platform_id = ?, delivered_at = ?, sending_since = NULL, lease = NULL,
       next_attempt_at = NULL, last_error = NULL WHERE id = ? AND state = 'pending'`,
      [platformId, now, id],
    );
  }

  /** Schedules the next attempt, unless another server has taken the application over meanwhile. */
  async retryAt(id: string, lease: string, at: number, error: string): Promise<void> {
    await this.sql.run("UPDATE applications SET sending_since = NULL, lease = NULL, next_attempt_at = ?, last_error = ? WHERE id = ? AND lease = ?", [
      at,
      error,
      id,
      lease,
    ]);
  }

  async failed(id: string, lease: string, error: string): Promise<void> {
    await this.sql.run(
      "UPDATE applications SET state = 'failed', sending_since = NULL, lease = NULL, next_attempt_at = NULL, last_error = ? WHERE id = ? AND lease = ?",
      [error, id, lease],
    );
  }

  /**
   * For a server that owns its store alone (SQLite): attempts that were in
   * flight when it stopped are due at once rather than at their lease's end.
   */
  async releaseLeases(now: number): Promise<string[]> {
    const rows = await this.sql.all<{ id: string }>(
      "UPDATE applications SET next_attempt_at = ? WHERE state = 'pending' AND sending_since IS NOT NULL RETURNING id",
      [now],
    );
    return rows.map((r) => r.id);
  }

  /** When the earliest pending application is due (a leased one: when its lease runs out), if any. */
  async nextDueAt(): Promise<number | undefined> {
    const row = await first<{ at: number | null }>(this.sql, "SELECT MIN(next_attempt_at) AS at FROM applications WHERE state = 'pending'");
    return row?.at ?? undefined;
  }

  /** Where one application stands (operators and tests). */
  status(id: string): Promise<ApplicationStatus | undefined> {
    return first(
      this.sql,
      `SELECT state, spam_reason AS "spamReason", photos, attempts, last_error AS "lastError", platform_id AS "platformId",
       interrupted_since AS "interruptedSince", delivered_at AS "deliveredAt", purged_at AS "purgedAt" FROM applications WHERE id = ?`,
      [id],
    );
  }

  /**
   * Deletes the photos and personal fields (name, e-mails, phone, every form
   * field, the client's address, the last error) of applications delivered
   * at or before `cutoff`, and of those held back as spam and received by
   * then; at most `limit` of them. The row stays as an anonymous record of
   * the delivery: id, state, platform id, attempts, dates, and the
   * idempotency key with its payload hash, so that a re-sent copy is still
   * answered with its receipt and never stored again. Pending and failed
   * applications are kept whole: they still have to reach the platform.
   * Safe on any number of servers at once: each row is purged once. Answers
   * how many rows were due (up to `limit`) and how many this call purged.
   */
  async purgeExpired(cutoff: number, now: number, limit = 100): Promise<{ due: number; purged: number }> {
    const due = await this.sql.all<{ id: string }>(
      `SELECT id FROM applications
       WHERE purged_at IS NULL AND ((state = 'delivered' AND delivered_at <= ?) OR (state = 'spam' AND received_at <= ?))
       ORDER BY received_at LIMIT ?`,
      [cutoff, cutoff, limit],
    );
    let purged = 0;
    for (const { id } of due) {
      const done = await this.photos.discard(id, async (within) => {
        const changed = await (within ?? this.sql).run(
          `UPDATE applications SET fields = '{}', photos = '[]', client_ip = '', last_error = NULL, purged_at = ?
           WHERE id = ? AND purged_at IS NULL AND state IN ('delivered', 'spam')`,
          [now, id],
        );
        return changed === 1;
      });
      if (done) purged++;
    }
    return { due: due.length, purged };
  }

  async ids(): Promise<Set<string>> {
    return new Set((await this.sql.all<{ id: string }>("SELECT id FROM applications")).map((r) => r.id));
  }

  async counts(): Promise<Record<OutboxState, number>> {
    const counts: Record<OutboxState, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const row of await this.sql.all<{ state: OutboxState; n: number }>("SELECT state, COUNT(*) AS n FROM applications GROUP BY state")) {
      counts[row.state] = row.n;
    }
    return counts;
  }
}
