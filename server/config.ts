import { existsSync } from "node:fs";
import path from "node:path";
import { object, validate, type Infer } from "superstruct";
import { defaultRetentionDays } from "../src/contract/privacy.js";
import { refuse, variable } from "./shared/env-variable.js";

/**
 * Every environment variable the servers read, in one schema: what each one
 * holds, its default when unset or blank, and the one-line message that names
 * it when its value is wrong, so a wrong deploy fails fast instead of half-working.
 * Variables are listed in the order their mistakes are reported.
 */
export const envSchema = object({
  /** The agency's platform (http(s)); unset runs the embedded one on PLATFORM_PORT. */
  PLATFORM_URL: httpUrl(),
  /** The platform's credentials: all three are required with PLATFORM_URL; the embedded platform makes its own when unset. */
  PLATFORM_SALT: secret(),
  PLATFORM_MF_API_KEY: secret(),
  PLATFORM_PANEL_API_TOKEN: secret(),
  /** Hosts the image proxy may fetch from, comma-separated, besides the platform's own. */
  MEDIA_ALLOWED_HOSTS: variable<string[]>([], (text) => {
    const hosts = text
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    const wrong = hosts.filter((host) => !hostPattern.test(host));
    return wrong.length === 0
      ? hosts
      : refuse(...wrong.map((host) => `holds "${host}", which is not a host name (use a comma-separated list such as cdn.example.com,img.example.com).`));
  }),
  HOST: variable("0.0.0.0", (text) => text),
  DATA_DIR: variable("./data", (text) => text),
  /**
   * The built app to serve (a `vite build` output folder). The default build may be
   * missing (npm start builds it, the dev server needs none); a folder named on
   * purpose must hold a build, or the site would answer 503 to every page.
   */
  DIST_DIR: variable("./dist", (text) =>
    existsSync(path.join(path.resolve(text), "index.html"))
      ? text
      : refuse(`must be a built app (a folder holding index.html, made by \`vite build --outDir DIR\`), got "${text}".`),
  ),
  PORT: port(3000),
  /** The site's store when several servers share it (postgres://…); unset keeps it in DATA_DIR/site.db for one server. */
  DATABASE_URL: variable<string | undefined>(undefined, (text) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return refuse("must be a PostgreSQL URL such as postgres://user:password@db.example:5432/passarela.");
    }
    // The URL may hold a password: the message names only its scheme.
    if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
      return refuse(`must start with postgres:// or postgresql://, got "${url.protocol}//…" (unset it to keep the store in DATA_DIR/site.db).`);
    }
    return text;
  }),
  PLATFORM_PORT: port(3001),
  /** Public origin of the site, for canonical URLs and link previews. */
  PUBLIC_URL: httpUrl(),
  /** Applications accepted per client address per hour. */
  APPLICATION_RATE_LIMIT: wholeNumber(5, 1, 100_000),
  /** Refused application attempts per client address per 10 minutes, past which the refusals are 429s. */
  APPLICATION_INVALID_LIMIT: wholeNumber(30, 1, 100_000),
  /**
   * Days after the platform confirmed an application (or after one was held back
   * as spam) before the site deletes its photos and personal fields from its own
   * store; 0 deletes them at the next sweep.
   */
  APPLICATION_RETENTION_DAYS: wholeNumber(defaultRetentionDays, 0, 3650),
  /** Contact messages accepted per client address per hour. */
  CONTACT_RATE_LIMIT: wholeNumber(10, 1, 100_000),
  /** How long a client may take to send its request, and how many bodies one address may send at once. */
  REQUEST_HEADERS_TIMEOUT_MS: wholeNumber(10_000, 100, 600_000),
  REQUEST_BODY_MIN_RATE: wholeNumber(1024, 1, 100_000_000),
  REQUEST_BODY_RATE_WINDOW_MS: wholeNumber(30_000, 100, 600_000),
  REQUEST_BODIES_PER_ADDRESS: wholeNumber(10, 1, 100_000),
  REQUEST_IDLE_TIMEOUT_MS: wholeNumber(60_000, 1000, 3_600_000),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits):
   * false (the default: none, the socket's address), true (any), or a hop count.
   */
  TRUST_PROXY: variable<boolean | number>(false, (text) => {
    if (text === "false") return false;
    if (text === "true") return true;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    return refuse(`must be true, false or the number of proxies in front of the site, got "${text}".`);
  }),
  /** Per-call timeout of platform reads (a read is tried up to three times). */
  PLATFORM_TIMEOUT_MS: wholeNumber(8000, 100, 600_000),
  /** Longest a visitor waits for platform data the site has never had; then a 503. Cached data never waits. */
  PLATFORM_WAIT_MS: wholeNumber(2500, 0, 60_000),
  /** After repeated failures, how long no call is made before one call tries the platform again. */
  PLATFORM_PAUSE_MS: wholeNumber(15_000, 100, 3_600_000),
  /** Holds forwarding for this long after start-up (lets tests stop a server before it forwards). */
  OUTBOX_START_DELAY_MS: wholeNumber(0, 0, 86_400_000),
  /** Longest wait between two forward attempts while the platform fails. */
  OUTBOX_RETRY_MAX_MS: wholeNumber(300_000, 100, 86_400_000),
  /** How long a server's claim on an application keeps the others off it (renewed while it forwards). */
  OUTBOX_LEASE_MS: wholeNumber(30_000, 300, 3_600_000),
  /** With a shared store, the longest wait between two looks for applications due. */
  OUTBOX_POLL_MS: wholeNumber(5000, 50, 3_600_000),
  /** Name of the platform provider credited in the footer. */
  PLATFORM_PROVIDER: variable("Passarela Platform", (text) => text),
  /** The least severe log lines the site writes. */
  LOG_LEVEL: variable("info", (text) =>
    logLevels.find((level) => level === text) ?? refuse(`must be one of ${logLevels.join(", ")}, got "${text}".`),
  ),
});

export type Env = Infer<typeof envSchema>;

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

/** Site server configuration, read once from the environment at start-up. */
export type Config = ReturnType<typeof configFrom>;

/** Reads the environment, or throws a ConfigError listing every variable that is wrong, one line each. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Only the schema's variables, copied: coercion must not write typed values into process.env.
  const picked = Object.fromEntries(Object.keys(envSchema.schema).map((name) => [name, env[name]]));
  const [error, parsed] = validate(picked, envSchema, { coerce: true });
  if (error) throw new ConfigError(error.failures().map((failure) => `${failure.key} ${failure.message}`));
  return configFrom(parsed);
}

/** The nested shape the servers use, once the variables are known not to contradict each other. */
function configFrom(env: Env) {
  const platform = platformFrom(env);
  if (!platform.platformUrl && env.PLATFORM_PORT === env.PORT && env.PORT !== 0) {
    throw new ConfigError([`PLATFORM_PORT and PORT are both ${env.PORT}; the embedded platform needs its own port.`]);
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    distDir: path.resolve(env.DIST_DIR),
    ...platform,
    platformPort: env.PLATFORM_PORT,
    mediaAllowedHosts: env.MEDIA_ALLOWED_HOSTS,
    platformProvider: env.PLATFORM_PROVIDER,
    publicUrl: env.PUBLIC_URL,
    applicationRateLimit: env.APPLICATION_RATE_LIMIT,
    applicationInvalidLimit: env.APPLICATION_INVALID_LIMIT,
    applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
    contactRateLimit: env.CONTACT_RATE_LIMIT,
    connections: {
      headersTimeoutMs: env.REQUEST_HEADERS_TIMEOUT_MS,
      bodyMinBytesPerSecond: env.REQUEST_BODY_MIN_RATE,
      bodyRateWindowMs: env.REQUEST_BODY_RATE_WINDOW_MS,
      bodiesPerAddress: env.REQUEST_BODIES_PER_ADDRESS,
      idleTimeoutMs: env.REQUEST_IDLE_TIMEOUT_MS,
    },
    trustProxy: env.TRUST_PROXY,
    upstream: { timeoutMs: env.PLATFORM_TIMEOUT_MS, waitMs: env.PLATFORM_WAIT_MS, pauseMs: env.PLATFORM_PAUSE_MS },
    outbox: {
      startDelayMs: env.OUTBOX_START_DELAY_MS,
      retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
      leaseMs: env.OUTBOX_LEASE_MS,
      pollMs: env.OUTBOX_POLL_MS,
    },
    logLevel: env.LOG_LEVEL,
  };
}

/**
 * A real platform comes with all three credentials; the embedded one takes
 * whichever are set and makes the rest (server/platform/credentials.ts).
 */
function platformFrom(env: Env) {
  const { PLATFORM_URL: platformUrl, PLATFORM_SALT: salt, PLATFORM_MF_API_KEY: mfApiKey, PLATFORM_PANEL_API_TOKEN: panelApiToken } = env;
  if (!platformUrl) return { platformUrl, credentials: { salt, mfApiKey, panelApiToken } satisfies Partial<PlatformCredentials> };
  if (salt && mfApiKey && panelApiToken) return { platformUrl, credentials: { salt, mfApiKey, panelApiToken } satisfies PlatformCredentials };
  const missing = Object.entries({ PLATFORM_SALT: salt, PLATFORM_MF_API_KEY: mfApiKey, PLATFORM_PANEL_API_TOKEN: panelApiToken })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  throw new ConfigError([`PLATFORM_URL is set, so ${missing.join(", ")} must be set too.`]);
}

const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function port(fallback: number) {
  return variable(fallback, (text) => {
    const value = Number(text);
    return Number.isInteger(value) && value >= 0 && value <= 65535 ? value : refuse(`must be a port number between 0 and 65535, got "${text}".`);
  });
}

function wholeNumber(fallback: number, min: number, max: number) {
  return variable(fallback, (text) => {
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    return value >= min && value <= max ? value : refuse(`must be a whole number from ${min} to ${max}, got "${text}".`);
  });
}

function httpUrl() {
  return variable<URL | undefined>(undefined, (text) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return refuse(`must be an absolute URL such as https://example.com, got "${text}".`);
    }
    return url.protocol === "http:" || url.protocol === "https:" ? url : refuse(`must be an http(s) URL, got "${text}".`);
  });
}

function secret() {
  return variable<string | undefined>(undefined, (text) =>
    text.trim() === text && text.length >= 8 ? text : refuse("must be at least 8 characters with no surrounding spaces."),
  );
}
