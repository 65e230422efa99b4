import type { LimitPolicy, LimitVerdict } from './sliding-log.js';

/**
 * Where rate-limit counters live: in the shared store, so that every app process on one DATA_DIR
 * (SQLite) or every machine on one MongoDB counts together. One log per key, the times of its counted
 * attempts in the last window length (see sliding-log.ts), so an attempt costs one indexed read and
 * at most one write whatever the number of clients, and idle logs expire by index, never by a scan.
 * Keys arrive already hashed (RateLimiter): no address, IP or email is stored.
 */
export interface RateLimitStore {
  /** Decides one attempt for `key` at `now` and counts it when allowed, atomically across processes. */
  take(key: string, policy: LimitPolicy, now: number): Promise<LimitVerdict>;
  /** Forgets the log of `key` (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
