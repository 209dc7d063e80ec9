import { StructError, create, type Struct } from "superstruct";
import type { PlatformCredentials } from "../config.js";
import { UpstreamError } from "./errors.js";
import { AccessTokenResponse } from "./schemas.js";

export type Backend = "mf" | "panel";

export interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface HttpOptions {
  baseUrl: string;
  credentials: PlatformCredentials;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Extra attempts for idempotent reads. */
  retries?: number;
  retryDelayMs?: number;
  logger?: Logger;
}

export interface CallOptions<T> {
  backend: Backend;
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string | number | (string | number)[]>;
  body?: FormData | object;
  schema: Struct<T>;
  /** Reads may be retried; writes never are, so a slow platform cannot receive them twice. */
  idempotent: boolean;
  timeoutMs?: number;
}

const silent: Logger = { warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * HTTP transport to the platform: bearer tokens per backend, sign-in again once on
 * a 401, timeouts on every call, retries with backoff for reads, and superstruct
 * validation of every answer.
 */
export class PlatformHttp {
  private readonly tokens = new Map<Backend, Promise<string>>();
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly logger: Logger;

  constructor(private readonly options: HttpOptions) {
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 200;
    this.logger = options.logger ?? silent;
  }

  url(path: string, query?: CallOptions<unknown>["query"]): URL {
    // A base with a path prefix (https://host/platform) keeps it.
    const base = new URL(this.options.baseUrl);
    const url = new URL(base.pathname.replace(/\/$/, "") + path, base);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(`${key}[]`, String(item));
      else url.searchParams.set(key, String(value));
    }
    return url;
  }

  /** Signs in to both backends; called at start-up so a wrong key shows at once. */
  async signInAll(): Promise<void> {
    await Promise.all([this.token("mf", true), this.token("panel", true)]);
  }

  private token(backend: Backend, renew = false): Promise<string> {
    const current = this.tokens.get(backend);
    if (current && !renew) return current;
    const pending = this.signIn(backend);
    this.tokens.set(backend, pending);
    // A failed sign-in must not stay cached, or every later call would reuse the failure.
    pending.catch(() => {
      if (this.tokens.get(backend) === pending) this.tokens.delete(backend);
    });
    return pending;
  }

  private async signIn(backend: Backend): Promise<string> {
    const { salt, mfApiKey, panelApiToken } = this.options.credentials;
    const path = backend === "mf" ? "/api/signin" : "/api/login";
    const body = backend === "mf" ? { salt, api_key: mfApiKey } : { salt, api_token: panelApiToken };
    const response = await this.send("POST", this.url(path), JSON.stringify(body), { "content-type": "application/json" }, this.timeoutMs);
    if (response.status === 401 || response.status === 403) {
      throw new UpstreamError("rejected", `The platform refused the ${backend} credentials (${response.status}).`, response.status);
    }
    return (await this.parse(response, AccessTokenResponse, `POST ${path}`)).access_token;
  }

  private async send(method: string, url: URL, body: BodyInit | undefined, headers: Record<string, string>, timeoutMs: number): Promise<Response> {
    try {
      return await fetch(url, { method, body, headers: { accept: "application/json", ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? `timed out after ${timeoutMs} ms` : String(error);
      throw new UpstreamError("unavailable", `${method} ${url.pathname} failed: ${reason}`);
    }
  }

  private async parse<T>(response: Response, schema: Struct<T>, label: string): Promise<T> {
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new UpstreamError("unavailable", `${label} answered ${response.status}.`, response.status);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new UpstreamError("invalid_response", `${label} answered ${response.status} with a body that is not JSON.`, response.status);
    }
    if (response.status === 404) throw new UpstreamError("not_found", `${label} answered 404.`, 404, json);
    if (response.status >= 400) throw new UpstreamError("rejected", `${label} answered ${response.status}.`, response.status, json);
    try {
      return create(json, schema);
    } catch (error) {
      if (!(error instanceof StructError)) throw error;
      const where = error.path.length > 0 ? error.path.join(".") : "(root)";
      this.logger.error({ call: label, at: where, problem: error.message }, "platform answer does not match the contract");
      throw new UpstreamError("invalid_response", `${label} answered an unexpected shape at ${where}: ${error.message}`, response.status);
    }
  }

  async call<T>(options: CallOptions<T>): Promise<T> {
    const url = this.url(options.path, options.query);
    const label = `${options.method} ${options.path}`;
    const attempts = options.idempotent ? this.retries + 1 : 1;
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      try {
        const token = await this.token(options.backend);
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        let body: BodyInit | undefined;
        if (options.body instanceof FormData) body = options.body;
        else if (options.body !== undefined) {
          body = JSON.stringify(options.body);
          headers["content-type"] = "application/json";
        }
        const response = await this.send(options.method, url, body, headers, options.timeoutMs ?? this.timeoutMs);
        if (response.status === 401 && !renewed) {
          // Tokens expire or are revoked: sign in again once, then repeat the call.
          await response.body?.cancel();
          renewed = true;
          await this.token(options.backend, true);
          attempt--;
          continue;
        }
        return await this.parse(response, options.schema, label);
      } catch (error) {
        const retryable = error instanceof UpstreamError && error.kind === "unavailable";
        if (!retryable || attempt >= attempts) throw error;
        this.logger.warn({ call: label, attempt, reason: error.message }, "platform call failed, retrying");
        await sleep(this.retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  /** Downloads a binary file (the generated PDFs), with the same timeout and retries. */
  async download(path: string, timeoutMs?: number): Promise<Uint8Array> {
    const url = this.url(path);
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.send("GET", url, undefined, {}, timeoutMs ?? this.timeoutMs);
        if (response.status === 404) throw new UpstreamError("not_found", `GET ${url.pathname} answered 404.`, 404);
        if (response.status >= 400) {
          throw new UpstreamError(response.status >= 500 ? "unavailable" : "rejected", `GET ${url.pathname} answered ${response.status}.`, response.status);
        }
        return new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        if (!(error instanceof UpstreamError && error.kind === "unavailable") || attempt > this.retries) throw error;
        await sleep(this.retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }
}
