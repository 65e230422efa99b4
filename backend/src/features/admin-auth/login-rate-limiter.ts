/** Counts login attempts per client address in a sliding window. */
export class LoginRateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  /** Records an attempt; answers the milliseconds to wait when the address is over the limit. */
  attempt(address: string, now: number): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const recent = (this.attempts.get(address) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.maxAttempts) {
      this.attempts.set(address, recent);
      return { allowed: false, retryAfterMs: this.windowMs - (now - recent[0]) };
    }
    recent.push(now);
    this.attempts.set(address, recent);
    if (this.attempts.size > 10_000) this.forgetIdle(now);
    return { allowed: true };
  }

  reset(address: string): void {
    this.attempts.delete(address);
  }

  private forgetIdle(now: number): void {
    for (const [address, times] of this.attempts) {
      if (times.every((at) => now - at >= this.windowMs)) this.attempts.delete(address);
    }
  }
}
