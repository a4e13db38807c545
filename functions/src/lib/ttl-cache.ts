/**
 * A small in-memory cache with a time to live, for answers fetched from a paid or rate-limited
 * service. It keeps the pending promise, so concurrent requests for the same key share one fetch,
 * and forgets a failed fetch at once, so an error is never served from the cache. Per function
 * instance only: a cold instance starts empty, which is fine for data that may be minutes old.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    /** Oldest entries are dropped beyond this, so random keys cannot grow memory without bound. */
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `key` would be answered without loading. */
  has(key: string): boolean {
    const cached = this.entries.get(key);
    return !!cached && cached.expiresAt > this.now();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    this.entries.delete(key);

    const value = load();
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
