import type { FastifyBaseLogger } from "fastify";
import type { Delivered } from "./deliver.js";
import type { ApplicationStore, StoredApplication } from "./store.js";

export interface OutboxOptions {
  store: ApplicationStore;
  deliver: (application: StoredApplication) => Promise<Delivered>;
  isPermanent: (error: unknown) => boolean;
  describe: (error: unknown) => string;
  log: FastifyBaseLogger;
  /** Holds the first run after start; 0 in production. */
  startDelayMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Forwards in flight at once. */
  concurrency?: number;
  now?: () => number;
  random?: () => number;
}

/**
 * Exponential backoff with jitter: the n-th failed attempt waits base·2^(n-1),
 * capped at `max`, then drawn from its upper half so that many applications
 * failing together do not all come back at the same instant.
 */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

// setTimeout fires at once for delays beyond 2^31-1 ms; a longer wait wakes early and finds nothing due.
const maxTimer = 2 ** 31 - 1;

/**
 * The outbox worker: forwards stored applications to the platform until each
 * is delivered or refused, with its state in SQLite (see store.ts) so that it
 * resumes after a restart. One worker per DATA_DIR.
 *
 * Delivery is at least once: an attempt is recorded before the call, and one
 * that was in flight when the process died is sent again at the next start,
 * because the platform may not have stored it. The platform's contract has no
 * idempotency key, so if the process died after the platform stored it but
 * before "delivered" was written, the platform receives it twice; that window
 * is the few milliseconds around one HTTP answer, and losing an application
 * would be worse than a duplicate. An application accepted but not yet being
 * forwarded (the usual crash) is forwarded exactly once.
 */
export class Outbox {
  private readonly store: ApplicationStore;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => number;
  private readonly concurrency: number;
  private started = false;
  /** During the start delay, intakes do not cut the wait short. */
  private holding = false;
  private stopped = false;
  /** Set when stop() stopped waiting: late answers must not touch the closed database. */
  private abandoned = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: OutboxOptions) {
    this.store = options.store;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.concurrency = options.concurrency ?? 2;
  }

  /** Resumes what an earlier run left: interrupted attempts first, then everything due. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const interrupted = this.store.recoverInterrupted(this.now());
    if (interrupted.length > 0) {
      this.log.warn({ applications: interrupted }, "applications were being forwarded when the server stopped; forwarding them again (the platform may receive a copy twice)");
    }
    const delay = this.options.startDelayMs ?? 0;
    this.holding = delay > 0;
    this.arm(delay);
  }

  /** Called after each intake: forward now rather than at the next timer. */
  wake(): void {
    if (!this.started || this.stopped || this.holding) return;
    if (this.draining) this.again = true;
    else this.arm(0);
  }

  /** Forwards everything due now, start delay or not, and resolves once that is done. */
  async flush(): Promise<void> {
    if (!this.started || this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.holding = false;
    await this.drain();
  }

  /** Stops taking work and waits up to `graceMs` for forwards in flight; the rest resumes at the next start. */
  async stop(graceMs = 5000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.draining) return;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)));
    const finished = this.draining.then(() => false);
    if (await Promise.race([finished, gaveUp])) this.abandoned = true;
    clearTimeout(timer);
  }

  private arm(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.holding = false;
      void this.drain();
    }, Math.min(Math.max(delayMs, 0), maxTimer));
    // A pending retry must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  private drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = this.run()
      .catch((error: unknown) => {
        // The database failing (a full disk): nothing is lost, the rows stay pending.
        this.log.error({ err: error }, "the outbox could not read or update site.db; trying again in a minute");
        if (!this.stopped) this.arm(60_000);
      })
      .finally(() => {
        this.draining = undefined;
        if (!this.stopped) this.armForNext();
      });
    return this.draining;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        if (this.stopped) return;
        const due = this.store.due(this.now(), this.concurrency * 4);
        if (due.length === 0) break;
        const workers = Math.min(this.concurrency, due.length);
        await Promise.all(
          Array.from({ length: workers }, async () => {
            for (let next = due.shift(); next; next = due.shift()) await this.attempt(next);
          }),
        );
      }
    } while (this.wokenMeanwhile());
  }

  /** An intake arrived while the last batch was in flight (read through a method: `run` cleared the flag before awaiting). */
  private wokenMeanwhile(): boolean {
    return this.again && !this.stopped;
  }

  private armForNext(): void {
    if (this.timer !== undefined) return;
    try {
      const at = this.store.nextDueAt();
      if (at !== undefined) this.arm(at - this.now());
    } catch (error) {
      this.log.error({ err: error }, "the outbox could not read site.db; trying again in a minute");
      this.arm(60_000);
    }
  }

  private async attempt(application: StoredApplication): Promise<void> {
    if (this.stopped) return;
    const attempts = this.store.claim(application.id, this.now());
    if (attempts === 0) return;
    const context = { application: application.id, attempt: attempts };
    try {
      const { platformId } = await this.options.deliver(application);
      if (this.abandoned) return;
      this.store.delivered(application.id, platformId, this.now());
      this.log.info({ ...context, platformId }, "application forwarded to the platform");
    } catch (error) {
      if (this.abandoned) return;
      const reason = this.options.describe(error);
      if (this.options.isPermanent(error)) {
        this.store.failed(application.id, reason);
        this.log.error({ ...context, reason }, "the platform refused an application; it is marked failed and will not be retried");
        return;
      }
      const delay = backoffDelay(attempts, this.options.retryBaseMs ?? 1000, this.options.retryMaxMs ?? 300_000, this.options.random);
      this.store.retryAt(application.id, this.now() + delay, reason);
      this.log.warn({ ...context, reason, retryInMs: delay }, "could not forward an application; will retry");
    }
  }
}
