export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Allows at most `max` attempts per key within any `windowMs`; memory is bounded by forgetting idle keys. */
export class SlidingWindowLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  attempt(key: string, now: number): LimitVerdict {
    const recent = (this.attempts.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.max) {
      this.attempts.set(key, recent);
      return { allowed: false, retryAfterMs: this.windowMs - (now - recent[0]) };
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.forgetIdle(now);
    return { allowed: true };
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private forgetIdle(now: number): void {
    for (const [key, times] of this.attempts) {
      if (times.every((at) => now - at >= this.windowMs)) this.attempts.delete(key);
    }
  }
}
