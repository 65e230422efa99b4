import type { LimitPolicy, LimitVerdict } from './sliding-window.js';

/**
 * Where rate-limit counters live: in the shared store, so that every app process on one DATA_DIR
 * (SQLite) or every machine on one MongoDB counts together. Two counters per key (this fixed window
 * and the one before, see sliding-window.ts), so an attempt costs a constant number of indexed reads
 * and writes whatever the number of clients, and old windows expire by index, never by a scan.
 * Keys arrive already hashed (RateLimiter): no address, IP or email is stored.
 */
export interface RateLimitStore {
  /** Decides one attempt for `key` at `now` and counts it when allowed, atomically across processes. */
  take(key: string, policy: LimitPolicy, now: number): Promise<LimitVerdict>;
  /** Forgets every window of `key` (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
