import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, type Config, type PlatformCredentials } from "./config.js";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("defaults to the embedded platform on ports 3000 and 3001", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.platformPort).toBe(3001);
    expect(config.platformUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.distDir).toBe(path.resolve("dist"));
    expect(config.mediaAllowedHosts).toEqual([]);
    expect(config.applicationRateLimit).toBe(5);
    expect(config.outbox).toEqual({ startDelayMs: 0, retryMaxMs: 300_000, leaseMs: 30_000, pollMs: 5000 });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.applicationInvalidLimit).toBe(30);
    expect(config.applicationRetentionDays).toBe(30);
    expect(config.contactRateLimit).toBe(10);
    expect(config.connections).toEqual({ headersTimeoutMs: 10_000, idleTimeoutMs: 60_000, bodyMinBytesPerSecond: 1024, bodyRateWindowMs: 30_000, bodiesPerAddress: 10 });
    expect(config.upstream).toEqual({ timeoutMs: 8000, waitMs: 2500, pauseMs: 15_000 });
  });

  // A group of settings: the variables that set them, what the config then holds, and the
  // problems wrong values give, one a line.
  const settings: { what: string; env: Record<string, string>; read: Partial<Config>; wrong: Record<string, string>; problems: string[] }[] = [
    {
      what: "the slow-client limits, and refuses ones that would cut every client or none",
      env: { APPLICATION_INVALID_LIMIT: "8", REQUEST_HEADERS_TIMEOUT_MS: "500", REQUEST_BODY_MIN_RATE: "2048", REQUEST_BODY_RATE_WINDOW_MS: "1000", REQUEST_BODIES_PER_ADDRESS: "3", REQUEST_IDLE_TIMEOUT_MS: "2000" },
      read: { applicationInvalidLimit: 8, connections: { headersTimeoutMs: 500, bodyMinBytesPerSecond: 2048, bodyRateWindowMs: 1000, bodiesPerAddress: 3, idleTimeoutMs: 2000 } },
      wrong: { APPLICATION_INVALID_LIMIT: "none", REQUEST_HEADERS_TIMEOUT_MS: "0", REQUEST_BODY_MIN_RATE: "1.5", REQUEST_BODY_RATE_WINDOW_MS: "3600000", REQUEST_BODIES_PER_ADDRESS: "0", REQUEST_IDLE_TIMEOUT_MS: "50" },
      problems: [
        'APPLICATION_INVALID_LIMIT must be a whole number from 1 to 100000, got "none".',
        'REQUEST_HEADERS_TIMEOUT_MS must be a whole number from 100 to 600000, got "0".',
        'REQUEST_BODY_MIN_RATE must be a whole number from 1 to 100000000, got "1.5".',
        'REQUEST_BODY_RATE_WINDOW_MS must be a whole number from 100 to 600000, got "3600000".',
        'REQUEST_BODIES_PER_ADDRESS must be a whole number from 1 to 100000, got "0".',
        'REQUEST_IDLE_TIMEOUT_MS must be a whole number from 1000 to 3600000, got "50".',
      ],
    },
    {
      what: "the application limits and outbox timings",
      env: { APPLICATION_RATE_LIMIT: "20", OUTBOX_START_DELAY_MS: "1000", OUTBOX_RETRY_MAX_MS: "60000", OUTBOX_LEASE_MS: "2000", OUTBOX_POLL_MS: "250" },
      read: { applicationRateLimit: 20, outbox: { startDelayMs: 1000, retryMaxMs: 60_000, leaseMs: 2000, pollMs: 250 } },
      wrong: { APPLICATION_RATE_LIMIT: "0", OUTBOX_RETRY_MAX_MS: "fast" },
      problems: ['APPLICATION_RATE_LIMIT must be a whole number from 1 to 100000, got "0".', 'OUTBOX_RETRY_MAX_MS must be a whole number from 100 to 86400000, got "fast".'],
    },
    {
      what: "how long to wait on the platform",
      env: { PLATFORM_TIMEOUT_MS: "3000", PLATFORM_WAIT_MS: "0", PLATFORM_PAUSE_MS: "60000" },
      read: { upstream: { timeoutMs: 3000, waitMs: 0, pauseMs: 60_000 } },
      wrong: { PLATFORM_TIMEOUT_MS: "8s", PLATFORM_WAIT_MS: "-1", PLATFORM_PAUSE_MS: "50" },
      problems: [
        'PLATFORM_TIMEOUT_MS must be a whole number from 100 to 600000, got "8s".',
        'PLATFORM_WAIT_MS must be a whole number from 0 to 60000, got "-1".',
        'PLATFORM_PAUSE_MS must be a whole number from 100 to 3600000, got "50".',
      ],
    },
  ];
  for (const { what, env, read, wrong, problems } of settings) {
    it(`reads ${what}`, () => {
      const config = loadConfig(env);
      for (const [key, value] of Object.entries(read)) expect(config[key as keyof Config], key).toEqual(value);
      expect(problemsOf(wrong)).toEqual(problems);
    });
  }

  it("reads how many days a delivered application keeps its personal data, and refuses what is not a number of days", () => {
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: "90" }).applicationRetentionDays).toBe(90);
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: "0" }).applicationRetentionDays).toBe(0);
    for (const value of ["-1", "1.5", "30d", "thirty", "3651"]) {
      expect(problemsOf({ APPLICATION_RETENTION_DAYS: value })).toEqual([`APPLICATION_RETENTION_DAYS must be a whole number from 0 to 3650, got "${value}".`]);
    }
  });

  it("takes a PostgreSQL DATABASE_URL, and refuses any other without repeating its password", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://site:secret@db.example:5432/passarela" }).databaseUrl).toBe("postgres://site:secret@db.example:5432/passarela");
    expect(loadConfig({ DATABASE_URL: "postgresql://db.example/passarela" }).databaseUrl).toBe("postgresql://db.example/passarela");
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
    const wrongScheme = problemsOf({ DATABASE_URL: "mysql://site:secret@db.example/passarela" });
    expect(wrongScheme).toEqual(['DATABASE_URL must start with postgres:// or postgresql://, got "mysql://…" (unset it to keep the store in DATA_DIR/site.db).']);
    const notUrl = problemsOf({ DATABASE_URL: "secret-password" });
    expect(notUrl).toEqual(["DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@db.example:5432/passarela."]);
    expect([...wrongScheme, ...notUrl].join()).not.toMatch(/secret/);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/passarela",
      PLATFORM_URL: "https://api.agency.example",
      PLATFORM_SALT: "salt-value-1",
      PLATFORM_MF_API_KEY: "mf-key-value",
      PLATFORM_PANEL_API_TOKEN: "panel-token-1",
      PLATFORM_PORT: "4001",
      MEDIA_ALLOWED_HOSTS: "cdn.agency.example, IMG.agency.example",
    });
    expect(config).toMatchObject({ port: 8080, host: "127.0.0.1", dataDir: "/srv/passarela", platformPort: 4001 });
    expect(config.platformUrl?.host).toBe("api.agency.example");
    expect(config.credentials).toEqual({ salt: "salt-value-1", mfApiKey: "mf-key-value", panelApiToken: "panel-token-1" });
    expect(config.mediaAllowedHosts).toEqual(["cdn.agency.example", "img.agency.example"]);
  });

  it("reports each mistake in one line naming the variable", () => {
    const problems = problemsOf({ PORT: "http", PLATFORM_PORT: "70000", PLATFORM_URL: "ftp://x", MEDIA_ALLOWED_HOSTS: "https://cdn.example/path" });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^PLATFORM_URL must be an http\(s\) URL/);
    expect(problems.some((p) => p.startsWith("PORT must be a port number"))).toBe(true);
    expect(problems.some((p) => p.startsWith("PLATFORM_PORT must be a port number"))).toBe(true);
    expect(problems.some((p) => p.startsWith("MEDIA_ALLOWED_HOSTS holds"))).toBe(true);
    for (const problem of problems) expect(problem).not.toContain("\n");
  });

  it("requires the three credentials with a real platform", () => {
    expect(problemsOf({ PLATFORM_URL: "https://api.agency.example", PLATFORM_SALT: "salt-value-1" })).toEqual([
      "PLATFORM_URL is set, so PLATFORM_MF_API_KEY, PLATFORM_PANEL_API_TOKEN must be set too.",
    ]);
  });

  it("rejects a malformed URL, a too-short secret and clashing ports", () => {
    const problems = problemsOf({ PLATFORM_URL: "not a url", PLATFORM_SALT: "short", PORT: "4000", PLATFORM_PORT: "4000" });
    expect(problems.some((p) => p.startsWith("PLATFORM_URL must be an absolute URL"))).toBe(true);
    expect(problems.some((p) => p.startsWith("PLATFORM_SALT must be at least 8 characters"))).toBe(true);
  });

  it("believes X-Forwarded-For only when told how many proxies stand in front", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(problemsOf({ TRUST_PROXY: "yes" })).toEqual(['TRUST_PROXY must be true, false or the number of proxies in front of the site, got "yes".']);
  });

  it("refuses the same port for the site and the embedded platform", () => {
    expect(problemsOf({ PORT: "4000", PLATFORM_PORT: "4000" })).toEqual([
      "PLATFORM_PORT and PORT are both 4000; the embedded platform needs its own port.",
    ]);
  });

  it("reads the log level, and refuses one the logger does not know", () => {
    expect(loadConfig({}).logLevel).toBe("info");
    expect(loadConfig({ LOG_LEVEL: "warn" }).logLevel).toBe("warn");
    expect(problemsOf({ LOG_LEVEL: "verbose" })).toEqual(['LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose".']);
  });

  it("types the credentials as complete only with a real platform, and leaves the environment it read untouched", () => {
    const env = { PORT: "8080", PLATFORM_URL: "https://api.agency.example", PLATFORM_SALT: "salt-value-1", PLATFORM_MF_API_KEY: "mf-key-value", PLATFORM_PANEL_API_TOKEN: "panel-token-1" };
    const config = loadConfig(env);
    if (!config.platformUrl) throw new Error("expected a real platform");
    // Narrowed by platformUrl: a PlatformCredentials, with no cast.
    const credentials: PlatformCredentials = config.credentials;
    expect(credentials.panelApiToken).toBe("panel-token-1");
    expect(env.PORT).toBe("8080");
    expect(loadConfig({ PLATFORM_SALT: "salt-value-1" }).credentials).toEqual({ salt: "salt-value-1", mfApiKey: undefined, panelApiToken: undefined });
  });

  it("treats a blank variable as unset", () => {
    expect(loadConfig({ PORT: "", PLATFORM_URL: "", TRUST_PROXY: "", MEDIA_ALLOWED_HOSTS: "", PLATFORM_PROVIDER: "" })).toMatchObject({
      port: 3000,
      platformUrl: undefined,
      trustProxy: false,
      mediaAllowedHosts: [],
      platformProvider: "Passarela Platform",
    });
  });

  it("names every wrong host in MEDIA_ALLOWED_HOSTS, one line each", () => {
    expect(problemsOf({ MEDIA_ALLOWED_HOSTS: "cdn.example.com, https://a.example, b.example/x" })).toEqual([
      'MEDIA_ALLOWED_HOSTS holds "https://a.example", which is not a host name (use a comma-separated list such as cdn.example.com,img.example.com).',
      'MEDIA_ALLOWED_HOSTS holds "b.example/x", which is not a host name (use a comma-separated list such as cdn.example.com,img.example.com).',
    ]);
  });

  it("serves another build from DIST_DIR, and refuses a folder that holds none", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "passarela-dist-"));
    try {
      expect(problemsOf({ DIST_DIR: dir })).toEqual([`DIST_DIR must be a built app (a folder holding index.html, made by \`vite build --outDir DIR\`), got "${dir}".`]);
      writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
      expect(loadConfig({ DIST_DIR: dir }).distDir).toBe(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
