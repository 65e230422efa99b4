import { describe, expect, it } from '@jest/globals';
import { type LimitPolicy, slidingWindowVerdict, type WindowCounts } from './sliding-window.js';

const policy: LimitPolicy = { max: 10, windowMs: 1000 };

/** Replays attempts at the given times against the rule, keeping the two counters like a store does. */
const replay = (times: number[], limit: LimitPolicy = policy) => {
  const counts = new Map<number, number>();
  return times.map((now) => {
    const start = Math.floor(now / limit.windowMs) * limit.windowMs;
    const window: WindowCounts = { previous: counts.get(start - limit.windowMs) ?? 0, current: counts.get(start) ?? 0 };
    const verdict = slidingWindowVerdict(window, limit, now);
    if (verdict.allowed) counts.set(start, window.current + 1);
    return verdict;
  });
};

describe('slidingWindowVerdict', () => {
  it('allows max attempts in a fresh window and refuses the next one', () => {
    const verdicts = replay(Array.from({ length: 11 }, (_, index) => 100 + index));
    expect(verdicts.slice(0, 10).every((verdict) => verdict.allowed)).toBe(true);
    expect(verdicts[10]).toEqual({ allowed: false, retryAfterMs: 1000 - 110 + 1 });
  });

  it('lets no burst of twice the limit through at a window edge', () => {
    const times = [...Array.from({ length: 10 }, () => 990), ...Array.from({ length: 10 }, () => 1010)];
    // At 1010 the ten attempts of 990 still weigh 9.9, so one more fits: 11, where two fixed windows would allow 20.
    expect(replay(times).filter((verdict) => verdict.allowed)).toHaveLength(11);
  });

  it('counts the previous window in proportion to its overlap with the last window length', () => {
    // Ten attempts late in window 0; at 1500 half of them still count, so five more fit.
    const verdicts = replay([...Array.from({ length: 10 }, () => 900), ...Array.from({ length: 6 }, () => 1500)]);
    expect(verdicts.slice(10).map((verdict) => verdict.allowed)).toEqual([true, true, true, true, true, false]);
  });

  it('says how long to wait, and an attempt after that wait is allowed', () => {
    const times = [...Array.from({ length: 10 }, () => 900), ...Array.from({ length: 5 }, () => 1500), 1500];
    const verdicts = replay(times);
    const refused = verdicts.at(-1);
    if (!refused || refused.allowed) throw new Error('expected a refusal');
    expect(replay([...times, 1500 + refused.retryAfterMs - 1]).at(-1)?.allowed).toBe(false);
    expect(replay([...times, 1500 + refused.retryAfterMs]).at(-1)?.allowed).toBe(true);
  });

  it('forgets everything two windows later', () => {
    expect(replay([...Array.from({ length: 10 }, () => 0), 2000]).at(-1)).toEqual({ allowed: true });
  });

  it('with a limit of one, allows exactly one attempt per window length', () => {
    const one = { max: 1, windowMs: 60_000 };
    expect(replay([0, 59_999], one).map((verdict) => verdict.allowed)).toEqual([true, false]);
    expect(replay([0, 120_000], one).map((verdict) => verdict.allowed)).toEqual([true, true]);
  });
});
