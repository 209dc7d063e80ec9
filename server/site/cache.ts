import { isUpstreamError, UpstreamError } from "../upstream/errors.js";
import { CacheEntries } from "./cache-entries.js";
import { remainingWait } from "./wait-budget.js";

interface Entry {
  value: unknown;
  storedAt: number;
}

export interface CacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * In-memory cache of platform answers, stale-while-revalidate:
 *
 * - a fresh entry (younger than `ttlMs`) is served;
 * - an older one is served at once too, and refreshed in the background, one
 *   refresh per key however many requests ask meanwhile; if the platform fails
 *   (or answers nonsense) the entry stays and is served until a refresh works
 *   (stale-if-error); if it says the id is gone, the entry goes;
 * - a key never cached waits for the platform, at most for what is left of the
 *   request's wait budget (wait-budget.ts), and concurrent misses share one call.
 *
 * Past `maxEntries`, keys asked for once go before the ones asked for again
 * (cache-entries.ts).
 *
 * An entry keeps its object until a refresh brings different content: pages
 * rendered from an answer are cached by its identity (render/server-pages.ts),
 * and the site API's bodies are serialised and compressed once per object.
 */
export class UpstreamCache {
  private readonly entries: CacheEntries<Entry>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new CacheEntries(options.maxEntries ?? 5000);
  }

  async get<T>(key: string, load: () => Promise<T>, ttlMs = this.options.ttlMs): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) {
      if (this.now() - entry.storedAt >= ttlMs) this.refresh(key, load);
      return entry.value as T;
    }
    return this.waitFor(key, this.fetch(key, load));
  }

  /** Loads a key once however many ask, and stores what comes back whether or not anyone still waits. */
  private fetch<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load()
        .then((value) => this.store(key, value) as T)
        .catch((error: unknown) => {
          if (isUpstreamError(error, "not_found")) this.entries.delete(key);
          throw error;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private refresh(key: string, load: () => Promise<unknown>): void {
    if (this.inFlight.has(key)) return;
    // Failures keep the stale entry (or drop a vanished one, in fetch); the platform client logs outages.
    this.fetch(key, load).catch(() => undefined);
  }

  /** Waits for a first load within the request's budget; the load carries on and fills the cache if it ends later. */
  private async waitFor<T>(key: string, pending: Promise<T>): Promise<T> {
    const budget = remainingWait();
    if (budget === undefined) return pending;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new UpstreamError("unavailable", `The platform did not answer ${key} within the request's wait.`)), budget);
    });
    try {
      return await Promise.race([pending, gaveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stores a loaded value; one equal to what is cached keeps the cached object (and its identity). */
  private store(key: string, value: unknown): unknown {
    const previous = this.entries.peek(key);
    // Compared as JSON once per refresh (platform answers are plain data).
    const kept = previous && JSON.stringify(previous.value) === JSON.stringify(value) ? previous.value : value;
    this.entries.set(key, { value: kept, storedAt: this.now() });
    return kept;
  }

  clear(): void {
    this.entries.clear();
  }
}
