import type { Application } from "../../../src/contract/application.js";
import type { Db } from "../db.js";

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
  photos: string[];
  spamReason: string | null;
}

export interface StoredApplication {
  id: string;
  fields: Application;
  photos: string[];
  attempts: number;
  receivedAt: number;
}

export interface ApplicationStatus {
  state: OutboxState;
  spamReason: string | null;
  /** JSON array of the photo file names. */
  photos: string;
  attempts: number;
  lastError: string | null;
  platformId: string | null;
}

interface Row {
  id: string;
  fields: string;
  photos: string;
  attempts: number;
  received_at: number;
}

const fromRow = (row: Row): StoredApplication => ({
  id: row.id,
  fields: JSON.parse(row.fields) as Application,
  photos: JSON.parse(row.photos) as string[],
  attempts: row.attempts,
  receivedAt: row.received_at,
});

/** The applications table of site.db: intake writes it, the outbox walks it. */
export class ApplicationStore {
  constructor(private readonly db: Db) {}

  byKey(key: string): { id: string; payloadHash: string } | undefined {
    return this.db.prepare("SELECT id, payload_hash AS payloadHash FROM applications WHERE idempotency_key = ?").get(key) as
      | { id: string; payloadHash: string }
      | undefined;
  }

  /** Commits a new application; false when its idempotency key is already taken (a concurrent twin). */
  insert(application: NewApplication): boolean {
    const result = this.db
      .prepare(
        `INSERT INTO applications (id, idempotency_key, payload_hash, received_at, client_ip, fields, photos, spam_reason, state, next_attempt_at)
         VALUES (@id, @idempotencyKey, @payloadHash, @receivedAt, @clientIp, @fields, @photos, @spamReason, @state, @nextAttemptAt)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .run({
        ...application,
        fields: JSON.stringify(application.fields),
        photos: JSON.stringify(application.photos),
        state: application.spamReason ? "spam" : "pending",
        nextAttemptAt: application.spamReason ? null : application.receivedAt,
      });
    return result.changes === 1;
  }

  /** Pending applications whose next attempt is due, oldest first, none already in flight. */
  due(now: number, limit: number): StoredApplication[] {
    const rows = this.db
      .prepare(
        `SELECT id, fields, photos, attempts, received_at FROM applications
         WHERE state = 'pending' AND sending_since IS NULL AND next_attempt_at <= ?
         ORDER BY next_attempt_at, received_at LIMIT ?`,
      )
      .all(now, limit) as Row[];
    return rows.map(fromRow);
  }

  /** When the earliest pending application is due, if any. */
  nextDueAt(): number | undefined {
    const row = this.db
      .prepare("SELECT MIN(next_attempt_at) AS at FROM applications WHERE state = 'pending' AND sending_since IS NULL")
      .get() as { at: number | null };
    return row.at ?? undefined;
  }

  /** Marks an attempt as started; it counts even if the process dies during it. */
  claim(id: string, now: number): number {
    const row = this.db
      .prepare("UPDATE applications SET attempts = attempts + 1, sending_since = ? WHERE id = ? AND state = 'pending' RETURNING attempts")
      .get(now, id) as { attempts: number } | undefined;
    return row?.attempts ?? 0;
  }

  delivered(id: string, platformId: string | null, now: number): void {
    this.db
      .prepare(
        `UPDATE applications SET state = 'delivered', platform_id = ?, delivered_at = ?, sending_since = NULL,
         next_attempt_at = NULL, last_error = NULL WHERE id = ?`,
      )
      .run(platformId, now, id);
  }

  retryAt(id: string, at: number, error: string): void {
    this.db.prepare("UPDATE applications SET sending_since = NULL, next_attempt_at = ?, last_error = ? WHERE id = ?").run(at, error, id);
  }

  failed(id: string, error: string): void {
    this.db
      .prepare("UPDATE applications SET state = 'failed', sending_since = NULL, next_attempt_at = NULL, last_error = ? WHERE id = ?")
      .run(error, id);
  }

  /**
   * Attempts that were in flight when the process stopped: the platform may or
   * may not have stored them, and only sending again guarantees it has (at least once).
   */
  recoverInterrupted(now: number): string[] {
    const rows = this.db
      .prepare("UPDATE applications SET sending_since = NULL, next_attempt_at = ? WHERE state = 'pending' AND sending_since IS NOT NULL RETURNING id")
      .all(now) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Where one application stands (operators and tests). */
  status(id: string): ApplicationStatus | undefined {
    return this.db
      .prepare(
        `SELECT state, spam_reason AS spamReason, photos, attempts, last_error AS lastError, platform_id AS platformId
         FROM applications WHERE id = ?`,
      )
      .get(id) as ApplicationStatus | undefined;
  }

  ids(): Set<string> {
    return new Set((this.db.prepare("SELECT id FROM applications").all() as { id: string }[]).map((r) => r.id));
  }

  counts(): Record<OutboxState, number> {
    const counts: Record<OutboxState, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const row of this.db.prepare("SELECT state, COUNT(*) AS n FROM applications GROUP BY state").all() as { state: OutboxState; n: number }[]) {
      counts[row.state] = row.n;
    }
    return counts;
  }
}
