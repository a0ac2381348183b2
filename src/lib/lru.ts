// A bounded map that forgets the least recently used entry first: a count cap
// and a byte cap, so no sequence of keys can grow it without end (the live
// snippet's renders, keyed by what a query asks for). A leaf: imports nothing,
// web-platform only, so it runs in Node and at the edge alike.

export interface LruLimits {
  /** At most this many entries. */
  maxEntries: number;
  /** At most this many bytes in all, by `sizeOf`; an entry larger than the cap is never kept. */
  maxBytes: number;
}

export class Lru<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first.
  readonly #entries = new Map<string, V>();
  readonly #limits: LruLimits;
  readonly #sizeOf: (value: V) => number;
  #bytes = 0;

  constructor(limits: LruLimits, sizeOf: (value: V) => number) {
    this.#limits = limits;
    this.#sizeOf = sizeOf;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The value, marked as used most recently. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.#sizeOf(value);
    if (size > this.#limits.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += size;
    for (const [oldest, old] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#bytes <= this.#limits.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= this.#sizeOf(old);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= this.#sizeOf(value);
  }
}
