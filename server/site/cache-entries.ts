/**
 * The cache's entries, in two segments (a segmented LRU). A key stored for the
 * first time is on probation; asked for again, it is promoted to the protected
 * segment, which holds up to four fifths of the entries. Past the limit the
 * least recently used entry on probation goes first. So a client that asks for
 * thousands of keys once each (`/api/slides/a`, `/b`, …) only churns the
 * probation segment: the answers every page reads stay, and stay servable
 * through an outage. A client that asks for each key twice does reach the
 * protected segment; there the pages' keys, read on every visit, are the most
 * recently used and go last.
 */
export class CacheEntries<E> {
  private readonly probation = new Map<string, E>();
  private readonly kept = new Map<string, E>();
  private readonly maxKept: number;

  constructor(private readonly maxEntries: number) {
    this.maxKept = Math.floor(maxEntries * 0.8);
  }

  get size(): number {
    return this.probation.size + this.kept.size;
  }

  /** An entry asked for: it becomes the most recently used, and is promoted from probation. */
  get(key: string): E | undefined {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const probation = this.probation.get(key);
    if (probation === undefined) return undefined;
    this.probation.delete(key);
    this.kept.set(key, probation);
    // The protected segment's least recently used entry goes back on probation, as its most recent.
    if (this.kept.size > this.maxKept) this.demoteOldest();
    return probation;
  }

  /** An entry without counting it as asked for (a refresh comparing what it brings). */
  peek(key: string): E | undefined {
    return this.kept.get(key) ?? this.probation.get(key);
  }

  /** Stores an entry: a new key on probation, a known one in its segment as the most recent. */
  set(key: string, entry: E): void {
    const segment = this.kept.has(key) ? this.kept : this.probation;
    segment.delete(key);
    segment.set(key, entry);
    while (this.size > this.maxEntries) {
      const oldest = this.probation.keys().next().value ?? this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    this.probation.delete(key);
    this.kept.delete(key);
  }

  clear(): void {
    this.probation.clear();
    this.kept.clear();
  }

  private demoteOldest(): void {
    const oldest = this.kept.keys().next();
    if (oldest.done) return;
    const entry = this.kept.get(oldest.value);
    this.kept.delete(oldest.value);
    if (entry !== undefined) this.probation.set(oldest.value, entry);
  }
}
