import { StructError, create, type Struct } from "superstruct";
import type { PlatformCredentials } from "../config.js";
import { fetchAnswer } from "../shared/fetch-answer.js";
import { PausingBreaker, silentLogger, type Logger } from "../shared/pausing-breaker.js";
import { CallAbandonedError, PlatformPausedError, UpstreamError } from "./errors.js";
import { AccessTokenResponse } from "./schemas.js";

export type Backend = "mf" | "panel";
export type { Logger };

export interface HttpOptions {
  baseUrl: string;
  credentials: PlatformCredentials;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Extra attempts for idempotent reads. */
  retries?: number;
  retryDelayMs?: number;
  /** After repeated failures, how long no call is made before one call tries the platform again. */
  pauseMs?: number;
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
  /** Extra request headers, such as a write's `Idempotency-Key`. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Aborted when the caller no longer wants the answer: the call is dropped (CallAbandonedError). */
  signal?: AbortSignal;
  /**
   * False for a caller with its own retry schedule (the outbox): the call is
   * made even while calls are paused, its failures are not counted, and its
   * success ends the pause.
   */
  viaBreaker?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A call that got no answer (a network error, or none within `timeoutMs`): the platform is unavailable. */
function unanswered(method: string, url: URL, error: unknown, timeoutMs: number): UpstreamError {
  const reason = error instanceof Error && error.name === "TimeoutError" ? `timed out after ${timeoutMs} ms` : String(error);
  return new UpstreamError("unavailable", `${method} ${url.pathname} failed: ${reason}`);
}

/**
 * HTTP transport to the platform: bearer tokens per backend, sign-in again once on
 * a 401, timeouts on every call, retries with backoff for reads, and superstruct
 * validation of every answer.
 *
 * Every exchange goes through a circuit breaker (shared/pausing-breaker.ts): when
 * most recent exchanges failed (network error, timeout or 5xx), calls stop for
 * `pauseMs` and fail at once, then one call tries the platform again. So a
 * platform that hangs costs the site nothing while cached answers are served.
 */
export class PlatformHttp {
  private readonly tokens = new Map<Backend, Promise<string>>();
  /** Backends whose last sign-in succeeded. */
  private readonly signedInto = new Set<Backend>();
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly logger: Logger;
  private readonly breaker: PausingBreaker;

  constructor(private readonly options: HttpOptions) {
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 200;
    this.logger = options.logger ?? silentLogger;
    this.breaker = new PausingBreaker({
      timeoutMs: this.timeoutMs,
      pauseMs: options.pauseMs ?? 15_000,
      logger: this.logger,
      down: "the platform is not answering: serving cached answers, and calling it again once per pause until it answers",
      back: "the platform answers again",
      // A call its caller dropped says nothing of the platform.
      ignore: (error) => error instanceof CallAbandonedError,
    });
  }

  /** Whether both backends have a token (the last sign-in to each succeeded). */
  get signedIn(): boolean {
    return this.signedInto.size === 2;
  }

  /** Whether calls are paused because the platform keeps failing. */
  get paused(): boolean {
    return this.breaker.paused;
  }

  /** Stops the breaker's timers. */
  shutdown(): void {
    this.breaker.shutdown();
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
    pending.then(
      () => this.signedInto.add(backend),
      () => {
        if (this.tokens.get(backend) !== pending) return;
        this.tokens.delete(backend);
        this.signedInto.delete(backend);
      },
    );
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

  /** One exchange through the breaker; while it is open, fails at once without calling. */
  private async send(
    method: string,
    url: URL,
    body: BodyInit | undefined,
    headers: Record<string, string>,
    timeoutMs: number,
    viaBreaker = true,
    signal?: AbortSignal,
  ): Promise<Response> {
    const exchange = () => this.exchange(method, url, body, headers, timeoutMs, signal);
    if (!viaBreaker) {
      const response = await exchange();
      this.breaker.answered();
      return response;
    }
    // The one call that tries a paused platform again should be a quick one, not a minute-long upload.
    if (this.breaker.probing && timeoutMs > this.timeoutMs) throw this.pausedError(method, url);
    return this.breaker.fire(exchange, () => this.pausedError(method, url));
  }

  /**
   * A file of the platform's storage (an image or a video for `/media`), through the breaker:
   * a platform that stops answering pauses its files and its data alike, and while paused a
   * file fails at once instead of holding one of a visitor's few connections. The timeout is
   * on the answer's headers; the body comes at its reader's pace (`deadline` can bound it).
   * Any status is returned: a file's 5xx is that file's problem, not an outage.
   */
  async file(url: URL, headers: Record<string, string> = {}, deadline?: AbortSignal): Promise<Response> {
    return this.breaker.fire(
      async () => {
        try {
          return await fetchAnswer(url, { headers, redirect: "error" }, this.timeoutMs, deadline);
        } catch (error) {
          throw unanswered("GET", url, error, this.timeoutMs);
        }
      },
      () => this.pausedError("GET", url),
    );
  }

  private pausedError(method: string, url: URL): PlatformPausedError {
    return new PlatformPausedError(`${method} ${url.pathname} was not sent: the platform kept failing (${this.breaker.reason}), calls are paused.`);
  }

  /** One HTTP exchange: a network error, a timeout or a 5xx is a failure the breaker counts. */
  private async exchange(
    method: string,
    url: URL,
    body: BodyInit | undefined,
    headers: Record<string, string>,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<Response> {
    let response: Response;
    try {
      const timeout = AbortSignal.timeout(timeoutMs);
      response = await fetch(url, { method, body, headers: { accept: "application/json", ...headers }, signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
    } catch (error) {
      if (signal?.aborted) throw new CallAbandonedError(`${method} ${url.pathname} was dropped: its caller gave up.`);
      throw unanswered(method, url, error, timeoutMs);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new UpstreamError("unavailable", `${method} ${url.pathname} answered ${response.status}.`, response.status);
    }
    return response;
  }

  private async parse<T>(response: Response, schema: Struct<T>, label: string): Promise<T> {
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
        const headers: Record<string, string> = { ...options.headers, authorization: `Bearer ${token}` };
        let body: BodyInit | undefined;
        if (options.body instanceof FormData) body = options.body;
        else if (options.body !== undefined) {
          body = JSON.stringify(options.body);
          headers["content-type"] = "application/json";
        }
        const response = await this.send(options.method, url, body, headers, options.timeoutMs ?? this.timeoutMs, options.viaBreaker, options.signal);
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
        // A paused platform is not tried again within the call: the pause is the wait.
        const retryable = error instanceof UpstreamError && error.kind === "unavailable" && !(error instanceof PlatformPausedError);
        if (!retryable || attempt >= attempts) throw error;
        // The breaker says it once when the platform is down; single failures are detail.
        this.logger.debug({ call: label, attempt, reason: error.message }, "platform call failed, retrying");
        await sleep(this.retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  /** Downloads a binary file (the generated PDFs), with the same timeout and retries. */
  async download(path: string, timeoutMs?: number, signal?: AbortSignal): Promise<Uint8Array> {
    const url = this.url(path);
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.send("GET", url, undefined, {}, timeoutMs ?? this.timeoutMs, true, signal);
        if (response.status === 404) throw new UpstreamError("not_found", `GET ${url.pathname} answered 404.`, 404);
        if (response.status >= 400) throw new UpstreamError("rejected", `GET ${url.pathname} answered ${response.status}.`, response.status);
        return new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        if (!(error instanceof UpstreamError && error.kind === "unavailable") || error instanceof PlatformPausedError || attempt > this.retries) throw error;
        await sleep(this.retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }
}
