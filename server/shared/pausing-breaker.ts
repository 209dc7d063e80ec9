import CircuitBreaker from "opossum";

export interface Logger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLogger: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** One exchange with a host: it throws when the host gave no answer (or, for the platform's data calls, a 5xx). */
export type Exchange = () => Promise<Response>;

export interface PausingBreakerOptions {
  /** How long an exchange waits for its answer; the failure rule looks at the exchanges of about one such wait. */
  timeoutMs: number;
  /** Once most recent exchanges failed, how long none is made before a single one tries the host again. */
  pauseMs: number;
  logger: Logger;
  /** The log's two lines: the host stopped answering (warn), and it answers again (info). */
  down: string;
  back: string;
  /** Failures that say nothing of the host (a call its caller dropped): never counted. */
  ignore?: (error: unknown) => boolean;
  /** Longest an exchange waits for the one trying the host again after a pause (1 s unless set). */
  probeWaitMs?: number;
}

/**
 * The circuit breaker (opossum) in front of one host: when most recent exchanges
 * failed, exchanges stop for `pauseMs` and fail at once, then one tries the host
 * again, and the first that succeeds ends the pause. The log says once that the
 * host is down and once that it is back, not on every failure.
 */
export class PausingBreaker {
  private readonly breaker: CircuitBreaker<[Exchange], Response>;
  /** When the current outage began, and why; undefined while the host answers. */
  private outage: { since: number; reason: string } | undefined;
  private lastFailure = "";
  /** The exchange trying the host again after a pause, until it settles. */
  private probe: Promise<unknown> | undefined;
  private readonly probeWaitMs: number;

  constructor(options: PausingBreakerOptions) {
    this.probeWaitMs = options.probeWaitMs ?? 1000;
    this.breaker = new CircuitBreaker((exchange: Exchange) => exchange(), {
      // Each exchange has its own timeout (the PDF renders wait longer than reads).
      timeout: false,
      resetTimeout: options.pauseMs,
      // Open when more than half of the exchanges of the window failed, once there were at least three.
      errorThresholdPercentage: 50,
      volumeThreshold: 3,
      // The calls of about one timeout: a hanging call fails a timeout after it started, and the
      // successes from before an outage leave the window by the time its failures arrive.
      rollingCountTimeout: Math.max(1000, Math.round(1.25 * options.timeoutMs)),
      ...(options.ignore ? { errorFilter: options.ignore } : {}),
    });
    this.breaker.on("failure", (error: unknown) => (this.lastFailure = error instanceof Error ? error.message : String(error)));
    this.breaker.on("open", () => {
      // A failed probe opens it again: that is the same outage.
      if (this.outage) return;
      this.outage = { since: Date.now(), reason: this.lastFailure };
      options.logger.warn({ reason: this.lastFailure, pauseMs: options.pauseMs }, options.down);
    });
    this.breaker.on("close", () => {
      if (!this.outage) return;
      options.logger.info({ downForMs: Date.now() - this.outage.since, reason: this.outage.reason }, options.back);
      this.outage = undefined;
    });
  }

  /** Whether exchanges are paused because the host keeps failing. */
  get paused(): boolean {
    return this.breaker.opened;
  }

  /** Whether the pause is over and the next exchange is the one that tries the host again. */
  get probing(): boolean {
    return this.breaker.halfOpen;
  }

  /** Why exchanges are paused (or the last failure). */
  get reason(): string {
    return this.outage?.reason ?? this.lastFailure;
  }

  /**
   * Runs the exchange through the breaker; while paused, throws `paused()` at once without making it.
   * While one exchange tries the host again after a pause, the others wait a little for its outcome
   * rather than fail: a page asks for several things at once, and the host may well be back. A host
   * that still hangs costs them `probeWaitMs`, not the probe's whole timeout.
   */
  async fire(exchange: Exchange, paused: () => Error): Promise<Response> {
    if (this.probe && !(await this.settlesWithin(this.probe, this.probeWaitMs))) throw paused();
    const probing = this.breaker.halfOpen && this.breaker.pendingClose;
    try {
      const call = this.breaker.fire(exchange);
      if (probing) {
        const settled = () => (this.probe = undefined);
        this.probe = call.then(settled, settled);
      }
      return await call;
    } catch (error) {
      if (error instanceof Error && CircuitBreaker.isOurError(error)) throw paused();
      throw error;
    }
  }

  private settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      void promise.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** The host answered an exchange made outside the breaker: that ends a pause. */
  answered(): void {
    if (!this.breaker.closed) this.breaker.close();
  }

  /** Stops the breaker's timers. */
  shutdown(): void {
    this.breaker.shutdown();
  }
}
