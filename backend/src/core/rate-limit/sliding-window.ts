export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** What a limit allows: at most `max` attempts per `windowMs`. */
export type LimitPolicy = { max: number; windowMs: number };

/** The counts a store keeps for one key: attempts in the current fixed window and in the one before. */
export type WindowCounts = { previous: number; current: number };

/** The fixed window `now` falls in, named by its start. */
export const windowStartOf = (now: number, windowMs: number): number => Math.floor(now / windowMs) * windowMs;

/**
 * The sliding-window-counter rule: the previous window's attempts count in proportion to how much of
 * it still overlaps the last `windowMs`, so two counters per key approximate a true sliding window
 * (no burst of 2 x max at a window edge) at O(1) cost and memory. Decides whether one more attempt
 * at `now` is allowed and, if not, how long until it would be. Refused attempts are not counted.
 */
export const slidingWindowVerdict = (counts: WindowCounts, policy: LimitPolicy, now: number): LimitVerdict => {
  const { max, windowMs } = policy;
  const windowStart = windowStartOf(now, windowMs);
  const estimate = (counts.previous * (windowStart + windowMs - now)) / windowMs + counts.current;
  if (estimate < max) return { allowed: true };
  if (counts.current >= max) {
    // This window alone is full: wait for the next one, and in it until this window's share has shrunk below max.
    const intoNextWindow = Math.floor(windowMs * (1 - max / counts.current)) + 1;
    return { allowed: false, retryAfterMs: windowStart + windowMs - now + intoNextWindow };
  }
  // The previous window's share still fills the room: wait until it has decayed below what is left.
  const decayedAt = windowStart + Math.floor(windowMs * (1 - (max - counts.current) / counts.previous)) + 1;
  return { allowed: false, retryAfterMs: decayedAt - now };
};
