/**
 * Versioned schema of the embedded platform. Append new entries; never edit a
 * released one, because databases in the field have already run it.
 */
export const migrations: string[] = [
  `
  CREATE TABLE categories (id INTEGER PRIMARY KEY, name TEXT NOT NULL);

  CREATE TABLE talents (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    gender TEXT CHECK (gender IN ('man', 'woman')),
    cover TEXT,
    cover_web TEXT,
    cover_web_secondary TEXT,
    instagram TEXT,
    tiktok TEXT,
    height TEXT, bust TEXT, waist TEXT, hips TEXT, shoes TEXT, hair TEXT, eyes TEXT,
    position INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE talent_categories (
    talent_id INTEGER NOT NULL REFERENCES talents(id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES categories(id),
    PRIMARY KEY (talent_id, category_id)
  );

  CREATE TABLE albums (id INTEGER PRIMARY KEY, name TEXT NOT NULL);

  CREATE TABLE album_items (
    id INTEGER PRIMARY KEY,
    album_id INTEGER NOT NULL REFERENCES albums(id),
    talent_id INTEGER NOT NULL REFERENCES talents(id) ON DELETE CASCADE,
    type TEXT NOT NULL CHECK (type IN ('book', 'snap', 'compo', 'video')),
    file TEXT NOT NULL,
    width INTEGER,
    height INTEGER,
    url TEXT,
    provider TEXT CHECK (provider IN ('youtube', 'vimeo')),
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX album_items_talent ON album_items (talent_id, album_id, position);

  CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL,
    slug TEXT NOT NULL,
    cover TEXT,
    title TEXT NOT NULL,
    subtitle TEXT,
    description TEXT,
    content TEXT NOT NULL,
    published_at TEXT NOT NULL
  );
  CREATE INDEX posts_type ON posts (type, published_at DESC, id DESC);

  CREATE TABLE slides (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('image', 'video')),
    description TEXT,
    url_desktop TEXT,
    url_mobile TEXT,
    video_provider TEXT CHECK (video_provider IN ('youtube', 'vimeo')),
    video_id TEXT,
    width INTEGER,
    height INTEGER,
    position INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE staff (
    id INTEGER PRIMARY KEY,
    city TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('person', 'address')),
    name TEXT, role TEXT, email TEXT, phone TEXT, address TEXT,
    position INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE about_content (id INTEGER PRIMARY KEY, text TEXT NOT NULL, image TEXT);

  CREATE TABLE social_media (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, link TEXT NOT NULL);

  CREATE TABLE states (id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL, uf TEXT NOT NULL, value TEXT NOT NULL);
  CREATE TABLE cities (id INTEGER PRIMARY KEY, state_id INTEGER NOT NULL REFERENCES states(id), value TEXT NOT NULL);
  CREATE INDEX cities_state ON cities (state_id, value);
  CREATE TABLE hair (id INTEGER PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE eyes (id INTEGER PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE access_tokens (
    token TEXT PRIMARY KEY,
    scope TEXT NOT NULL CHECK (scope IN ('mf', 'panel')),
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE contacts (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    message TEXT NOT NULL
  );

  CREATE TABLE applications (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    fields TEXT NOT NULL,
    photos TEXT NOT NULL
  );
  `,
  `
  -- A sender's Idempotency-Key: a repeat of an upload the platform already took answers with the first copy.
  ALTER TABLE applications ADD COLUMN idempotency_key TEXT;
  CREATE UNIQUE INDEX applications_idempotency_key ON applications (idempotency_key);
  `,
  // What the site's contact form sends beside the contract's fields: the subject
  // and, for a booking, the talents it is about (JSON array of { id, name }).
  `
  ALTER TABLE contacts ADD COLUMN subject TEXT;
  ALTER TABLE contacts ADD COLUMN talents TEXT;
  `,
  `
  -- A sender's Idempotency-Key: a repeat of a message the platform already took answers with the first copy.
  ALTER TABLE contacts ADD COLUMN idempotency_key TEXT;
  CREATE UNIQUE INDEX contacts_idempotency_key ON contacts (idempotency_key);
  `,
];
