import type { FastifyBaseLogger } from "fastify";
/** A store whose rows lose their personal data some time after delivery. */
export interface Expiring {
  purgeExpired(cutoff: number, now: number, limit: number): Promise<{ due: number; purged: number }>;
}

export const dayMs = 86_400_000;

export interface RetentionOptions {
  /** The applications, then the contact messages: the same rule for both. */
  stores: readonly Expiring[];
  /** How long after its delivery an application or a message keeps its photos and personal fields. */
  retentionMs: number;
  log: FastifyBaseLogger;
  /** Time between two sweeps; the first runs at start. */
  intervalMs?: number;
  /** Applications purged per batch (a batch is one statement and, with PostgreSQL, one transaction each). */
  batch?: number;
  now?: () => number;
}

/**
 * Deletes what the site no longer needs of the applications it has delivered
 * (see ApplicationStore.purgeExpired) at start and then every `intervalMs`.
 * Every server of a shared store runs it: each row is purged once, whichever
 * server gets there first, so no server has to be the one.
 */
export class Retention {
  private readonly now: () => number;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: RetentionOptions) {
    this.now = options.now ?? Date.now;
    this.intervalMs = options.intervalMs ?? 60 * 60_000;
  }

  /** Sweeps now (the promise of that first sweep), then every interval. */
  start(): Promise<number> {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    // A pending sweep must not keep a process alive that has nothing else to do.
    this.timer.unref();
    return this.sweep();
  }

  /**
   * Purges every application past its retention as of `at` (now by default)
   * and resolves to how many; a sweep already running is joined, not doubled.
   * A store that fails is logged and tried again at the next sweep.
   */
  sweep(at: number = this.now()): Promise<number> {
    this.running ??= this.purgeAll(at).finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops sweeping, and waits for a sweep in progress so the store can close under it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async purgeAll(at: number): Promise<number> {
    const batch = this.options.batch ?? 100;
    const cutoff = at - this.options.retentionMs;
    let total = 0;
    try {
      for (const store of this.options.stores) {
        for (;;) {
          if (this.stopped) break;
          const { due, purged } = await store.purgeExpired(cutoff, this.now(), batch);
          total += purged;
          // A short batch was the last (rows another server purged first count as done).
          if (due < batch) break;
        }
      }
    } catch (error) {
      this.options.log.error({ err: error }, "could not delete the personal data of applications or contact messages past their retention; trying again at the next sweep");
    }
    if (total > 0) this.options.log.info({ purged: total }, "deleted the photos and personal fields of applications and contact messages past their retention");
    return total;
  }
}
