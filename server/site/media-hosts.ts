import type { Dispatcher } from "undici-types";
import { fetchAnswer } from "../shared/fetch-answer.js";
import { PausingBreaker, type Logger } from "../shared/pausing-breaker.js";

/** A media host kept failing, so calls to it are paused: the file was not asked for. */
export class MediaHostPausedError extends Error {
  constructor(host: string, reason: string) {
    super(`${host} was not called: it kept failing (${reason}), calls to it are paused.`);
    this.name = "MediaHostPausedError";
  }
}

export interface MediaHostsOptions {
  /** How long a host may take to start answering (the platform's PLATFORM_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long a failing host is left alone (the platform's PLATFORM_PAUSE_MS). */
  pauseMs: number;
  logger: Logger;
  /** How to connect to the hosts, when not Node's default. */
  dispatcher?: Dispatcher;
}

/**
 * Files of the MEDIA_ALLOWED_HOSTS (a CDN), each host behind a breaker of its own with the
 * platform's failure rule: a host that stops answering costs a few images `timeoutMs` each,
 * then its images fail at once, without holding one of a visitor's few connections, until one
 * call finds it again. Each host pauses alone: neither the platform nor another host waits on it.
 */
export class MediaHosts {
  /** One per host asked for; only allow-listed hosts ever are. */
  private readonly breakers = new Map<string, PausingBreaker>();

  constructor(private readonly options: MediaHostsOptions) {}

  /**
   * The file at `url`. The timeout is on the answer's headers; the body comes at its reader's
   * pace (`deadline` can bound it). Any status is returned: a file's 5xx is that file's
   * problem, and only no answer at all counts toward pausing its host.
   */
  async file(url: URL, headers: Record<string, string> = {}, deadline?: AbortSignal): Promise<Response> {
    const { timeoutMs, dispatcher } = this.options;
    const breaker = this.breaker(url.host);
    return breaker.fire(
      async () => {
        try {
          return await fetchAnswer(url, { headers, redirect: "error", ...(dispatcher ? { dispatcher } : {}) }, timeoutMs, deadline);
        } catch (error) {
          const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
          throw new Error(`GET ${url.host}${url.pathname} failed: ${reason}`);
        }
      },
      () => new MediaHostPausedError(url.host, breaker.reason),
    );
  }

  /** Stops the breakers' timers. */
  shutdown(): void {
    for (const breaker of this.breakers.values()) breaker.shutdown();
  }

  private breaker(host: string): PausingBreaker {
    let breaker = this.breakers.get(host);
    if (!breaker) {
      breaker = new PausingBreaker({
        timeoutMs: this.options.timeoutMs,
        pauseMs: this.options.pauseMs,
        logger: this.options.logger,
        down: `the media host ${host} is not answering: its images not resized yet fail at once, and it is called again once per pause until it answers`,
        back: `the media host ${host} answers again`,
      });
      this.breakers.set(host, breaker);
    }
    return breaker;
  }
}
