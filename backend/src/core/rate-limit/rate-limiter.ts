import { createHmac } from 'node:crypto';
import { rateLimited } from '../errors/domain-errors.js';
import type { RateLimitStore } from './rate-limit-store.port.js';
import type { LimitPolicy, LimitVerdict } from './sliding-log.js';

export const HOUR_MS = 60 * 60 * 1000;

/**
 * One named limit (sign-ins per client, mails per recipient...) on the shared store. Subjects are
 * client addresses and email addresses: they are stored only as a keyed hash, so the counters hold no
 * personal data and one limit's keys never collide with another's.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly secret: string,
    readonly name: string,
    readonly policy: LimitPolicy,
  ) {}

  attempt(subject: string, now: number): Promise<LimitVerdict> {
    return this.store.take(this.keyOf(subject), this.policy, now);
  }

  /** Counts an attempt and throws a 429 naming the wait when the limit is reached. */
  async admit(subject: string, now: number, message?: (wait: string) => string): Promise<void> {
    const verdict = await this.attempt(subject, now);
    if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs, message);
  }

  reset(subject: string): Promise<void> {
    return this.store.reset(this.keyOf(subject));
  }

  private keyOf(subject: string): string {
    return createHmac('sha256', this.secret).update(`rate-limit/${this.name}\u0000${subject}`, 'utf8').digest('base64url');
  }
}

/** Hands out named limiters on the one store the app was configured with. */
export class RateLimits {
  constructor(
    private readonly store: RateLimitStore,
    private readonly secret: string,
  ) {}

  limiter(name: string, policy: LimitPolicy): RateLimiter {
    return new RateLimiter(this.store, this.secret, name, policy);
  }
}
