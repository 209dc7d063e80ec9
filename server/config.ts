import { existsSync } from "node:fs";
import path from "node:path";
import { defaultRetentionDays } from "../src/contract/privacy.js";
import type { ConnectionLimits } from "./site/connections/limits.js";

/**
 * Site server configuration, read once from the environment at start-up.
 * Every mistake is reported in one line naming the variable, so a wrong deploy
 * fails fast instead of half-working.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * The site's store when several servers share it (postgres://…); undefined
   * keeps it in DATA_DIR/site.db for one server.
   */
  databaseUrl: string | undefined;
  /** The built app to serve (a `vite build` output folder). */
  distDir: string;
  /** The agency's platform; undefined means the embedded one. */
  platformUrl: URL | undefined;
  platformPort: number;
  credentials: Partial<PlatformCredentials>;
  mediaAllowedHosts: string[];
  /** Name of the platform provider credited in the footer. */
  platformProvider: string;
  /** Public origin of the site, for canonical URLs and link previews. */
  publicUrl: URL | undefined;
  /** Applications accepted per client address per hour. */
  applicationRateLimit: number;
  /** Refused application attempts per client address per 10 minutes, past which the refusals are 429s. */
  applicationInvalidLimit: number;
  /**
   * Days after the platform confirmed an application (or after one was held
   * back as spam) before the site deletes its photos and personal fields from
   * its own store; 0 deletes them at the next sweep.
   */
  applicationRetentionDays: number;
  /** Contact messages accepted per client address per hour. */
  contactRateLimit: number;
  /** How long a client may take to send its request, and how many bodies one address may send at once. */
  connections: ConnectionLimits;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits):
   * false (the default: none, the socket's address), true (any), or a hop count.
   */
  trustProxy: boolean | number;
  /** How the site waits on the platform. */
  upstream: {
    /** Per-call timeout of platform reads (a read is tried up to three times). */
    timeoutMs: number;
    /** Longest a visitor waits for platform data the site has never had; then a 503. Cached data never waits. */
    waitMs: number;
    /** After repeated failures, how long no call is made before one call tries the platform again. */
    pauseMs: number;
  };
  outbox: {
    /** Holds forwarding for this long after start-up (lets tests stop a server before it forwards). */
    startDelayMs: number;
    /** Longest wait between two forward attempts while the platform fails. */
    retryMaxMs: number;
    /** How long a server's claim on an application keeps the others off it (renewed while it forwards). */
    leaseMs: number;
    /** With a shared store, the longest wait between two looks for applications due. */
    pollMs: number;
  };
}

export interface PlatformCredentials {
  salt: string;
  mfApiKey: string;
  panelApiToken: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

function portFrom(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    problems.push(`${name} must be a port number between 0 and 65535, got "${raw}".`);
    return fallback;
  }
  return value;
}

function integerFrom(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
    return fallback;
  }
  return value;
}

function urlFrom(env: Env, name: string, problems: string[]): URL | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      problems.push(`${name} must be an http(s) URL, got "${raw}".`);
      return undefined;
    }
    return url;
  } catch {
    problems.push(`${name} must be an absolute URL such as https://example.com, got "${raw}".`);
    return undefined;
  }
}

function secretFrom(env: Env, name: string, problems: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  if (raw.trim() !== raw || raw.length < 8) {
    problems.push(`${name} must be at least 8 characters with no surrounding spaces.`);
    return undefined;
  }
  return raw;
}

function databaseUrlFrom(env: Env, problems: string[]): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === "") return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push("DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@db.example:5432/passarela.");
    return undefined;
  }
  // The URL may hold a password: the message names only its scheme.
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//…" (unset it to keep the store in DATA_DIR/site.db).`);
    return undefined;
  }
  return raw;
}

function trustProxyFrom(env: Env, problems: string[]): boolean | number {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  problems.push(`TRUST_PROXY must be true, false or the number of proxies in front of the site, got "${raw}".`);
  return false;
}

const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/i;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const platformUrl = urlFrom(env, "PLATFORM_URL", problems);
  const salt = secretFrom(env, "PLATFORM_SALT", problems);
  const mfApiKey = secretFrom(env, "PLATFORM_MF_API_KEY", problems);
  const panelApiToken = secretFrom(env, "PLATFORM_PANEL_API_TOKEN", problems);

  if (platformUrl && (!salt || !mfApiKey || !panelApiToken)) {
    const missing = [
      ["PLATFORM_SALT", salt],
      ["PLATFORM_MF_API_KEY", mfApiKey],
      ["PLATFORM_PANEL_API_TOKEN", panelApiToken],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    problems.push(`PLATFORM_URL is set, so ${missing.join(", ")} must be set too.`);
  }

  const mediaAllowedHosts = (env.MEDIA_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of mediaAllowedHosts) {
    if (!hostPattern.test(host)) {
      problems.push(`MEDIA_ALLOWED_HOSTS holds "${host}", which is not a host name (use a comma-separated list such as cdn.example.com,img.example.com).`);
    }
  }

  const host = env.HOST === undefined || env.HOST === "" ? "0.0.0.0" : env.HOST;
  const dataDir = path.resolve(env.DATA_DIR === undefined || env.DATA_DIR === "" ? "./data" : env.DATA_DIR);

  // The default build may be missing (npm start builds it, the dev server needs none);
  // a folder named on purpose must hold a build, or the site would answer 503 to every page.
  const distDir = path.resolve(env.DIST_DIR === undefined || env.DIST_DIR === "" ? "./dist" : env.DIST_DIR);
  if (env.DIST_DIR && !existsSync(path.join(distDir, "index.html"))) {
    problems.push(`DIST_DIR must be a built app (a folder holding index.html, made by \`vite build --outDir DIR\`), got "${env.DIST_DIR}".`);
  }

  const config: Config = {
    port: portFrom(env, "PORT", 3000, problems),
    host,
    dataDir,
    databaseUrl: databaseUrlFrom(env, problems),
    distDir,
    platformUrl,
    platformPort: portFrom(env, "PLATFORM_PORT", 3001, problems),
    credentials: { salt, mfApiKey, panelApiToken },
    mediaAllowedHosts,
    platformProvider: env.PLATFORM_PROVIDER ?? "Passarela Platform",
    publicUrl: urlFrom(env, "PUBLIC_URL", problems),
    applicationRateLimit: integerFrom(env, "APPLICATION_RATE_LIMIT", 5, 1, 100_000, problems),
    applicationInvalidLimit: integerFrom(env, "APPLICATION_INVALID_LIMIT", 30, 1, 100_000, problems),
    applicationRetentionDays: integerFrom(env, "APPLICATION_RETENTION_DAYS", defaultRetentionDays, 0, 3650, problems),
    contactRateLimit: integerFrom(env, "CONTACT_RATE_LIMIT", 10, 1, 100_000, problems),
    connections: {
      headersTimeoutMs: integerFrom(env, "REQUEST_HEADERS_TIMEOUT_MS", 10_000, 100, 600_000, problems),
      bodyMinBytesPerSecond: integerFrom(env, "REQUEST_BODY_MIN_RATE", 1024, 1, 100_000_000, problems),
      bodyRateWindowMs: integerFrom(env, "REQUEST_BODY_RATE_WINDOW_MS", 30_000, 100, 600_000, problems),
      bodiesPerAddress: integerFrom(env, "REQUEST_BODIES_PER_ADDRESS", 10, 1, 100_000, problems),
    },
    trustProxy: trustProxyFrom(env, problems),
    upstream: {
      timeoutMs: integerFrom(env, "PLATFORM_TIMEOUT_MS", 8000, 100, 600_000, problems),
      waitMs: integerFrom(env, "PLATFORM_WAIT_MS", 2500, 0, 60_000, problems),
      pauseMs: integerFrom(env, "PLATFORM_PAUSE_MS", 15_000, 100, 3_600_000, problems),
    },
    outbox: {
      startDelayMs: integerFrom(env, "OUTBOX_START_DELAY_MS", 0, 0, 86_400_000, problems),
      retryMaxMs: integerFrom(env, "OUTBOX_RETRY_MAX_MS", 300_000, 100, 86_400_000, problems),
      leaseMs: integerFrom(env, "OUTBOX_LEASE_MS", 30_000, 300, 3_600_000, problems),
      pollMs: integerFrom(env, "OUTBOX_POLL_MS", 5000, 50, 3_600_000, problems),
    },
  };
  if (!platformUrl && config.platformPort === config.port && config.port !== 0) {
    problems.push(`PLATFORM_PORT and PORT are both ${config.port}; the embedded platform needs its own port.`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
