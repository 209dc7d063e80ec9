import type { FastifyBaseLogger } from "fastify";
import type { ClaimedRow, LeasedRows } from "./leased-rows.js";
import { UnreadableRow } from "./stored-row.js";

/** What a forward answers: the platform's id of what it stored, when its answer carried one. */
export interface Forwarded {
  platformId: string | null;
}

/** The rows an outbox forwards: claimed with a lease, settled by the attempt that holds it (see leased-rows.ts). */
export type OutboxRows<T extends ClaimedRow> = Pick<LeasedRows<T>, "claimDue" | "extendLease" | "delivered" | "retryAt" | "failed" | "releaseLeases" | "nextDueAt">;

export interface OutboxOptions<T extends ClaimedRow> {
  /** What one row is, for the log: "application", "contact message". */
  noun: string;
  store: OutboxRows<T>;
  /**
   * Whether other servers share the store. Alone (SQLite), attempts left in
   * flight by the last run are due at once at start; shared, they are due when
   * their lease runs out, and the outbox also looks for work every `pollMs`
   * (another server may have taken a row and stopped before forwarding it).
   */
  shared?: boolean;
  forward: (row: T) => Promise<Forwarded>;
  isPermanent: (error: unknown) => boolean;
  describe: (error: unknown) => string;
  log: FastifyBaseLogger;
  /** Holds the first run after start; 0 in production. */
  startDelayMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Forwards in flight at once. */
  concurrency?: number;
  /** How long a claim keeps other servers off a row; renewed every third of it while the forward runs. */
  leaseMs?: number;
  /** With a shared store, the longest wait between two looks for due rows. */
  pollMs?: number;
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
 * The outbox worker: forwards stored rows (applications, contact messages) to
 * the platform until each is delivered or refused, with its state in the store (see store.ts) so that
 * it resumes after a restart, on this server or on another replica.
 *
 * Each attempt is a claim with a lease: the row is counted and held for
 * `leaseMs`, renewed while the forward runs, so exactly one server forwards an
 * application while its lease holds. A server killed mid-forward stops renewing;
 * the lease runs out and another server (or this one, restarted) takes over.
 *
 * Delivery is at least once: an attempt that was in flight when its server died
 * is sent again, because the platform may not have stored it. The platform's
 * contract has no idempotency key, so if the server died once the platform had
 * the whole upload (it stores it even if the sender is gone) and before
 * "delivered" was written, the platform receives it twice: a server killed
 * mid-forward often makes a copy, and losing an application would be worse.
 * An application accepted but not yet being forwarded (the usual crash) is
 * forwarded exactly once.
 */
export class Outbox<T extends ClaimedRow = ClaimedRow> {
  private readonly store: OutboxRows<T>;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly pollMs: number | undefined;
  private started = false;
  /** During the start delay, intakes do not cut the wait short. */
  private holding = false;
  private stopped = false;
  /** Set when stop() stopped waiting: late answers must not touch the closed database. */
  private abandoned = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: OutboxOptions<T>) {
    this.store = options.store;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.concurrency = options.concurrency ?? 2;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.shared ? (options.pollMs ?? 5000) : undefined;
  }

  /** Resumes what an earlier run left: interrupted attempts (due at once when the store is this server's alone), then everything due. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (!this.options.shared) await this.store.releaseLeases(this.now());
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
        if (this.abandoned) return;
        // The database failing (a full disk): nothing is lost, the rows stay pending.
        this.log.error({ err: error }, "the outbox could not read or update the store; trying again in a minute");
        if (!this.stopped) this.arm(this.pollMs ?? 60_000);
      })
      .then(async () => {
        if (!this.stopped) await this.armForNext();
      })
      .finally(() => {
        this.draining = undefined;
        // An intake that arrived while the next wake-up was being worked out.
        if (this.again && !this.stopped) {
          this.again = false;
          this.arm(0);
        }
      });
    return this.draining;
  }

  /** Workers each claim the row due first, forward it, and go on until none is due. */
  private async run(): Promise<void> {
    do {
      this.again = false;
      await Promise.all(
        Array.from({ length: this.concurrency }, async () => {
          while (!this.stopped) {
            const claimed = await this.claimNext();
            if (!claimed) return;
            await this.attempt(claimed);
          }
        }),
      );
    } while (this.wokenMeanwhile());
  }

  /** The row due first; one whose stored data cannot be read is marked failed (and kept) rather than stopping the others. */
  private async claimNext(): Promise<T | undefined> {
    for (;;) {
      try {
        return await this.store.claimDue(this.now(), this.leaseMs);
      } catch (error) {
        if (!(error instanceof UnreadableRow)) throw error;
        this.log.error({ [this.logKey]: error.id, reason: error.message }, `${this.a} in the store cannot be read, so it is not forwarded; marked failed: ${error.message}`);
        await this.store.failed(error.id, error.lease, `Unreadable in the store: ${error.message}`);
      }
    }
  }

  /** An intake arrived while the last batch was in flight (read through a method: `run` cleared the flag before awaiting). */
  private wokenMeanwhile(): boolean {
    return this.again && !this.stopped;
  }

  private async armForNext(): Promise<void> {
    if (this.timer !== undefined) return;
    try {
      const at = await this.store.nextDueAt();
      const wait = at === undefined ? undefined : at - this.now();
      const next = this.pollMs === undefined ? wait : Math.min(wait ?? this.pollMs, this.pollMs);
      // A row due already but skipped was being claimed by another server: look again shortly, not in a loop.
      if (next !== undefined && !this.armed() && !this.stopped) this.arm(this.pollMs === undefined ? next : Math.max(next, 50));
    } catch (error) {
      this.log.error({ err: error }, "the outbox could not read the store; trying again in a minute");
      if (!this.stopped) this.arm(this.pollMs ?? 60_000);
    }
  }

  /** Whether a wake-up is set (read through a method: an await may have set one since the last look). */
  private armed(): boolean {
    return this.timer !== undefined;
  }

  /** Renews the lease every third of it while the forward runs, so a slow upload keeps it. */
  private keepLease(row: T): () => void {
    let forwarding = true;
    const timer = setInterval(() => {
      this.store.extendLease(row.id, row.lease, this.now() + this.leaseMs).then(
        (kept) => {
          // A renewal that lands after this attempt recorded its outcome finds the lease gone, rightly.
          if (!kept && forwarding) this.log.warn({ [this.logKey]: row.id }, `another server took over ${this.a} this one is still forwarding (its lease ran out)`);
        },
        (error: unknown) => {
          if (forwarding) this.log.warn({ err: error, [this.logKey]: row.id }, `could not renew the lease of ${this.a} being forwarded`);
        },
      );
    }, Math.max(Math.floor(this.leaseMs / 3), 10));
    timer.unref();
    return () => {
      forwarding = false;
      clearInterval(timer);
    };
  }

  /** "an application", "a contact message". */
  private get a(): string {
    return `${/^[aeiou]/.test(this.options.noun) ? "an" : "a"} ${this.options.noun}`;
  }

  /** The log field naming the row: `application`, `contactMessage`. */
  private get logKey(): string {
    return this.options.noun.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
  }

  private async attempt(row: T): Promise<void> {
    const context = { [this.logKey]: row.id, attempt: row.attempts };
    if (row.interruptedSince !== null) {
      this.log.warn(
        { ...context, interruptedSince: new Date(row.interruptedSince).toISOString() },
        `${this.a} was being forwarded when its server stopped; forwarding it again (the platform may receive a copy twice)`,
      );
    }
    const release = this.keepLease(row);
    try {
      const { platformId } = await this.options.forward(row);
      release();
      if (this.abandoned) return;
      await this.store.delivered(row.id, platformId, this.now());
      this.log.info({ ...context, platformId }, `${this.options.noun} forwarded to the platform`);
    } catch (error) {
      release();
      if (this.abandoned) return;
      const reason = this.options.describe(error);
      if (this.options.isPermanent(error)) {
        await this.store.failed(row.id, row.lease, reason);
        this.log.error({ ...context, reason }, `the platform refused ${this.a}; it is marked failed and will not be retried`);
        return;
      }
      const delay = backoffDelay(row.attempts, this.options.retryBaseMs ?? 1000, this.options.retryMaxMs ?? 300_000, this.options.random);
      await this.store.retryAt(row.id, row.lease, this.now() + delay, reason);
      this.log.warn({ ...context, reason, retryInMs: delay }, `could not forward ${this.a}; will retry`);
    }
  }
}
