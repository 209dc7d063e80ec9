/**
 * Versioned schema of the site server's own store, which holds what the site
 * must not lose: received applications and contact messages, and their outbox state. One list for
 * SQLite (DATA_DIR/site.db) and one for PostgreSQL (DATABASE_URL), entry for
 * entry the same change in each engine's types. Append new entries to both;
 * never edit a released one, because databases in the field have already run it.
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
  // Forwarding under a lease, so that several servers can share one store: a claim
  // sets `lease` (a token per attempt) and moves `next_attempt_at` to when the lease
  // runs out, so a row whose server died mid-forward is due again then.
  // `interrupted_since` keeps when the attempt before the current one began, if
  // that attempt never finished.
  `
  ALTER TABLE applications ADD COLUMN lease TEXT;
  ALTER TABLE applications ADD COLUMN interrupted_since INTEGER;
  `,
  // Retention: a set time after delivery the photos and personal fields go and
  // `purged_at` says when; the row stays as the anonymous record of the delivery.
  `
  ALTER TABLE applications ADD COLUMN purged_at INTEGER;
  CREATE INDEX applications_unpurged ON applications (state, delivered_at) WHERE purged_at IS NULL;
  `,
  // Contact messages (the contacts page's form), forwarded by the same outbox as
  // applications: the same state, attempt and lease columns, no photos.
  `
  CREATE TABLE contacts (
    id TEXT PRIMARY KEY,                 -- random, answered to the browser
    idempotency_key TEXT NOT NULL UNIQUE,
    payload_hash TEXT NOT NULL,          -- sha256 of the normalised fields
    received_at INTEGER NOT NULL,        -- epoch ms
    client_ip TEXT NOT NULL,
    fields TEXT NOT NULL,                -- JSON of the validated message (talents included)
    spam_reason TEXT,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'spam')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    sending_since INTEGER,
    last_error TEXT,
    platform_id TEXT,
    delivered_at INTEGER,
    lease TEXT,
    interrupted_since INTEGER
  );
  CREATE INDEX contacts_due ON contacts (next_attempt_at) WHERE state = 'pending';
  `,
  // Retention of contact messages: as for applications, the personal fields go a set
  // time after delivery and `purged_at` says when.
  `
  ALTER TABLE contacts ADD COLUMN purged_at INTEGER;
  `,
];

/**
 * The same schema in PostgreSQL. Photos live in the database here (see
 * application_photos): every replica must be able to forward any application.
 * Rate-limit counters are shared too, in an UNLOGGED table: losing them in a
 * crash of the database only resets the allowances.
 */
export const postgresSiteMigrations: string[] = [
  `
  CREATE TABLE applications (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    payload_hash TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    client_ip TEXT NOT NULL,
    fields TEXT NOT NULL,
    photos TEXT NOT NULL,                -- JSON array of photo names in slot order, in application_photos
    spam_reason TEXT,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'spam')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT,
    sending_since BIGINT,
    last_error TEXT,
    platform_id TEXT,
    delivered_at BIGINT
  );
  CREATE INDEX applications_due ON applications (next_attempt_at) WHERE state = 'pending';
  CREATE TABLE application_photos (
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    data BYTEA NOT NULL,                 -- the re-encoded JPEG (at most 2400 px)
    PRIMARY KEY (application_id, name)
  );
  CREATE UNLOGGED TABLE rate_limits (
    key TEXT PRIMARY KEY,                -- counter name and client address
    count INTEGER NOT NULL,
    window_ends_at BIGINT NOT NULL       -- epoch ms
  );
  `,
  `
  ALTER TABLE applications ADD COLUMN lease TEXT;
  ALTER TABLE applications ADD COLUMN interrupted_since BIGINT;
  `,
  `
  ALTER TABLE applications ADD COLUMN purged_at BIGINT;
  CREATE INDEX applications_unpurged ON applications (state, delivered_at) WHERE purged_at IS NULL;
  `,
  `
  CREATE TABLE contacts (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    payload_hash TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    client_ip TEXT NOT NULL,
    fields TEXT NOT NULL,
    spam_reason TEXT,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'spam')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT,
    sending_since BIGINT,
    last_error TEXT,
    platform_id TEXT,
    delivered_at BIGINT,
    lease TEXT,
    interrupted_since BIGINT
  );
  CREATE INDEX contacts_due ON contacts (next_attempt_at) WHERE state = 'pending';
  `,
  `
  ALTER TABLE contacts ADD COLUMN purged_at BIGINT;
  `,
];
