// The image service's disk cache index: which files it holds, how many bytes they take, and which was used
// longest ago. A Map keeps insertion order, so moving an entry to the end on every use makes its first entry
// the least recently used one. Adding past the limit says which entries to delete, oldest first, until the
// total is back under the limit (down to `lowWater` of it, so a full cache does not evict on every add).

export class ByteLimitedLru {
  private readonly entries = new Map<string, number>();
  private bytes = 0;

  /** `maxBytes`: the most the entries may take; `lowWater`: the share of it an eviction frees down to. */
  constructor(
    readonly maxBytes: number,
    private readonly lowWater = 0.9,
  ) {}

  get totalBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Marks an entry as just used; false when it is not held. */
  use(key: string): boolean {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return false;
    this.entries.delete(key);
    this.entries.set(key, bytes);
    return true;
  }

  /**
   * Adds (or replaces) an entry as the most recently used and returns the keys to delete to stay within the
   * limit, least recently used first; the entry just added is evicted only if it alone is over the limit.
   */
  add(key: string, bytes: number): string[] {
    this.remove(key);
    this.entries.set(key, bytes);
    this.bytes += bytes;
    if (this.bytes <= this.maxBytes) return [];
    const target = this.maxBytes * this.lowWater;
    const evicted: string[] = [];
    for (const [oldKey, oldBytes] of this.entries) {
      if (this.bytes <= target || oldKey === key) break;
      this.entries.delete(oldKey);
      this.bytes -= oldBytes;
      evicted.push(oldKey);
    }
    if (this.bytes > this.maxBytes) {
      this.remove(key);
      evicted.push(key);
    }
    return evicted;
  }

  remove(key: string): void {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return;
    this.entries.delete(key);
    this.bytes -= bytes;
  }
}
