import { isUpstreamError } from "../upstream/errors.js";

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
 * In-memory cache of platform answers. Fresh entries are served for `ttlMs`;
 * after that the platform is asked again, and if it is down (or answers
 * nonsense) the last good answer is served instead (stale-if-error).
 * Concurrent misses for one key share a single platform call.
 */
export class UpstreamCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 5000;
  }

  async get<T>(key: string, load: () => Promise<T>, ttlMs = this.options.ttlMs): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < ttlMs) return entry.value as T;

    let pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    try {
      const value = await pending;
      this.store(key, value);
      return value;
    } catch (error) {
      if (isUpstreamError(error, "not_found")) {
        this.entries.delete(key);
        throw error;
      }
      if (entry && (isUpstreamError(error, "unavailable") || isUpstreamError(error, "invalid_response"))) {
        return entry.value as T;
      }
      throw error;
    }
  }

  private store(key: string, value: unknown): void {
    // Re-inserting moves the key to the end, so the oldest entry is evicted first.
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
