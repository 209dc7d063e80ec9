import { parseContact, type Contact } from "../../../src/contract/contact.js";
import { LeasedRows, type ClaimedColumns, type ClaimedRow, type OutboxState } from "../outbox/leased-rows.js";
import { storedJson } from "../outbox/stored-row.js";
import { first, type Sql } from "../store/sql.js";

export interface NewContact {
  id: string;
  idempotencyKey: string;
  payloadHash: string;
  receivedAt: number;
  clientIp: string;
  fields: Contact;
  spamReason: string | null;
}

/** A contact message this server now forwards, until its lease runs out. */
export interface ClaimedContact extends ClaimedRow {
  fields: Contact;
  receivedAt: number;
}

export interface ContactStatus {
  state: OutboxState;
  spamReason: string | null;
  /** JSON of the validated message. */
  fields: string;
  attempts: number;
  lastError: string | null;
  platformId: string | null;
}

const fromRow = (row: ClaimedColumns): ClaimedContact => ({
  id: row.id,
  fields: storedJson("fields", row.fields, parseContact),
  attempts: row.attempts,
  receivedAt: row.received_at as number,
  lease: row.lease,
  interruptedSince: row.interrupted_since,
});

/**
 * The contact messages of the site's store (SQLite or PostgreSQL): intake
 * writes them, the outbox claims and forwards them (see outbox/leased-rows.ts,
 * the same claims and leases as applications).
 */
export class ContactStore {
  /** The outbox's side: claims, leases and outcomes. */
  readonly rows: LeasedRows<ClaimedContact>;

  constructor(private readonly sql: Sql) {
    this.rows = new LeasedRows(sql, "contacts", ["fields", "received_at"], fromRow);
  }

  async byKey(key: string): Promise<{ id: string; payloadHash: string } | undefined> {
    return first(this.sql, `SELECT id, payload_hash AS "payloadHash" FROM contacts WHERE idempotency_key = ?`, [key]);
  }

  /** Commits a new message; false when its idempotency key is already taken (the unique key decides, inside the database). */
  async insert(contact: NewContact): Promise<boolean> {
    const spam = contact.spamReason !== null;
    const changed = await this.sql.run(
      `INSERT INTO contacts (id, idempotency_key, payload_hash, received_at, client_ip, fields, spam_reason, state, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        contact.id,
        contact.idempotencyKey,
        contact.payloadHash,
        contact.receivedAt,
        contact.clientIp,
        JSON.stringify(contact.fields),
        contact.spamReason,
        spam ? "spam" : "pending",
        spam ? null : contact.receivedAt,
      ],
    );
    return changed === 1;
  }

  /** Where one message stands (operators and tests). */
  status(id: string): Promise<ContactStatus | undefined> {
    return first(
      this.sql,
      `SELECT state, spam_reason AS "spamReason", fields, attempts, last_error AS "lastError", platform_id AS "platformId" FROM contacts WHERE id = ?`,
      [id],
    );
  }

  /**
   * Deletes the personal fields of messages past their retention: delivered at or
   * before `cutoff`, or held as spam since then. The row stays, anonymous, as the
   * record of the delivery (its key still answers a late repeat with its receipt).
   * One statement: of servers sweeping at once, each row is purged by one.
   */
  async purgeExpired(cutoff: number, now: number, limit = 100): Promise<{ due: number; purged: number }> {
    const purged = await this.sql.run(
      `UPDATE contacts SET fields = '{}', client_ip = '', last_error = NULL, purged_at = ?
       WHERE purged_at IS NULL AND id IN (
         SELECT id FROM contacts
         WHERE purged_at IS NULL AND ((state = 'delivered' AND delivered_at <= ?) OR (state = 'spam' AND received_at <= ?))
         ORDER BY received_at LIMIT ?
       )`,
      [now, cutoff, cutoff, limit],
    );
    return { due: purged, purged };
  }

  counts(): Promise<Record<OutboxState, number>> {
    return this.rows.counts();
  }
}
