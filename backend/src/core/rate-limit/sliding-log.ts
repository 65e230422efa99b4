export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** What a limit allows: at most `max` attempts in any `windowMs` (a window ending at any moment). */
export type LimitPolicy = { max: number; windowMs: number };

/** The outcome of one attempt: the verdict and the hits a store keeps for the key afterwards. */
export type LogDecision = { verdict: LimitVerdict; hits: number[] };

/** The hits that still fall in the window ending at `now`: (now - windowMs, now]. */
export const liveHits = (hits: ArrayLike<number>, windowMs: number, now: number): number[] => {
  const live: number[] = [];
  let sorted = true;
  for (let index = 0; index < hits.length; index++) {
    const hit = hits[index]!;
    if (hit <= now - windowMs) continue;
    if (live.length > 0 && hit < live[live.length - 1]!) sorted = false;
    live.push(hit);
  }
  // Stores keep hits in order; only instances whose clocks disagree can add one out of order.
  return sorted ? live : live.sort((left, right) => left - right);
};

/**
 * The sliding-log rule: a store keeps, per key, the times of the attempts it counted in the last
 * window length (never more than `max`), so "at most max in any window" holds exactly, at any
 * window edge; the counter approximation it replaced let up to 2 x max through in one window
 * length. One more attempt at `now` is allowed while fewer than `max` hits are live; refused
 * attempts are not kept, and a refusal says how long until the oldest hit that blocks leaves the
 * window. Memory per key is at most `max` numbers, which is small for every limit here (at most
 * SIGNUP_RATE_LIMIT or BEACON_RATE_LIMIT, tens).
 */
export const slidingLogDecision = (hits: ArrayLike<number>, policy: LimitPolicy, now: number): LogDecision => {
  const live = liveHits(hits, policy.windowMs, now);
  if (live.length < policy.max) {
    live.push(now);
    return { verdict: { allowed: true }, hits: live.at(-2)! > now ? live.sort((left, right) => left - right) : live };
  }
  // The attempt fits once all but max - 1 of the live hits have left the window.
  const blocking = live[live.length - policy.max]!;
  return { verdict: { allowed: false, retryAfterMs: Math.max(1, blocking + policy.windowMs - now) }, hits: live };
};
