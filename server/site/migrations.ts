/**
 * Versioned schema of the site server's own database (DATA_DIR/site.db), which
 * holds what the site must not lose: received applications and their outbox state.
 * Append new entries; never edit a released one, because databases in the field
 * have already run it.
 */
export const siteMigrations: string[] = [
  `
  CREATE TABLE applications (
    id TEXT PRIMARY KEY,                 -- random, answered to the browser
    idempotency_key TEXT NOT NULL UNIQUE,
    payload_hash TEXT NOT NULL,          -- sha256 of the normalised fields and photo bytes
    received_at INTEGER NOT NULL,        -- epoch ms
    client_ip TEXT NOT NULL,
    fields TEXT NOT NULL,                -- JSON of the validated application
    photos TEXT NOT NULL,                -- JSON array of file names in slot order, in applications/{id}/
    spam_reason TEXT,                    -- why it was held back; null for real applications
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'spam')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,             -- epoch ms; pending only
    sending_since INTEGER,               -- set while a forward is in flight
    last_error TEXT,
    platform_id TEXT,
    delivered_at INTEGER
  );
  CREATE INDEX applications_due ON applications (next_attempt_at) WHERE state = 'pending';
  `,
];
