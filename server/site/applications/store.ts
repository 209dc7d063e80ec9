import { array, string } from "superstruct";
import { parseApplication, type Application } from "../../../src/contract/application.js";
import { LeasedRows, type ClaimedColumns, type ClaimedRow, type OutboxState } from "../outbox/leased-rows.js";
import { storedJson } from "../outbox/stored-row.js";
import type { PhotoStore } from "../store/photo-store.js";
import { first, type Sql } from "../store/sql.js";

export type { OutboxState } from "../outbox/leased-rows.js";

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
export interface ClaimedApplication extends StoredApplication, ClaimedRow {}

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

const fromRow = (row: ClaimedColumns): ClaimedApplication => {
  const receivedAt = row.received_at as number;
  return {
    id: row.id,
    // Checked as intake checked it, on the day it arrived: a minor then keeps the guardian's fields.
    fields: storedJson("fields", row.fields, (json) => parseApplication(json, { now: new Date(receivedAt) })),
    photos: storedJson("photos", row.photos, array(string())),
    attempts: row.attempts,
    receivedAt,
    lease: row.lease,
    interruptedSince: row.interrupted_since,
  };
};

/**
 * The applications of the site's store (SQLite or PostgreSQL): intake writes
 * them, the outbox claims and forwards them. Every statement is one atomic
 * step, so servers sharing the store never need a read-then-write.
 */
export class ApplicationStore {
  private readonly rows: LeasedRows<ClaimedApplication>;

  constructor(
    private readonly sql: Sql,
    readonly photos: PhotoStore,
  ) {
    this.rows = new LeasedRows(sql, "applications", ["fields", "photos", "received_at"], fromRow);
  }

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

  // The outbox's claims and outcomes, the same for every forwarded table (outbox/leased-rows.ts).
  claimDue(now: number, leaseMs: number): Promise<ClaimedApplication | undefined> {
    return this.rows.claimDue(now, leaseMs);
  }
  extendLease(id: string, lease: string, until: number): Promise<boolean> {
    return this.rows.extendLease(id, lease, until);
  }
  delivered(id: string, platformId: string | null, now: number): Promise<void> {
    return this.rows.delivered(id, platformId, now);
  }
  retryAt(id: string, lease: string, at: number, error: string): Promise<void> {
    return this.rows.retryAt(id, lease, at, error);
  }
  failed(id: string, lease: string, error: string): Promise<void> {
    return this.rows.failed(id, lease, error);
  }
  releaseLeases(now: number): Promise<string[]> {
    return this.rows.releaseLeases(now);
  }
  nextDueAt(): Promise<number | undefined> {
    return this.rows.nextDueAt();
  }
  counts(): Promise<Record<OutboxState, number>> {
    return this.rows.counts();
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
}
