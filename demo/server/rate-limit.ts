// A sliding-window counter per key (here: per client address), the shape of
// the public résumé upload limit: at most `limit` hits in any `windowMs`.

export type Hit = { ok: true } | { ok: false; retryAfterMs: number };

export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit for `key` at `now`, unless the window is full; then says when a slot frees. */
  hit(key: string, now: number): Hit {
    const recent = (this.#hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(key, recent);
      // The oldest hit in the window leaves it first.
      return { ok: false, retryAfterMs: (recent[0] ?? now) + this.windowMs - now };
    }
    recent.push(now);
    this.#hits.set(key, recent);
    return { ok: true };
  }

  /** Forgets every count (a demo control, so e2e runs do not starve each other). */
  clear(): void {
    this.#hits.clear();
  }
}
