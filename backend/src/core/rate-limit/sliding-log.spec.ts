import { describe, expect, it } from '@jest/globals';
import { type LimitPolicy, type LimitVerdict, slidingLogDecision } from './sliding-log.js';

const policy: LimitPolicy = { max: 10, windowMs: 1000 };

/** Replays attempts at the given times against the rule, keeping the hits like a store does. */
const replay = (times: number[], limit: LimitPolicy = policy): LimitVerdict[] => {
  let hits: number[] = [];
  return times.map((now) => {
    const decision = slidingLogDecision(hits, limit, now);
    hits = decision.hits;
    return decision.verdict;
  });
};

/** The most attempts allowed in any window of `windowMs` that ends at an allowed attempt. */
const busiestWindow = (times: number[], verdicts: LimitVerdict[], windowMs: number) => {
  const allowed = times.filter((_, index) => verdicts[index]!.allowed);
  return Math.max(0, ...allowed.map((end) => allowed.filter((time) => time > end - windowMs && time <= end).length));
};

describe('slidingLogDecision', () => {
  it('allows max attempts in a fresh window and refuses the next one', () => {
    const verdicts = replay(Array.from({ length: 11 }, (_, index) => 100 + index));
    expect(verdicts.slice(0, 10).every((verdict) => verdict.allowed)).toBe(true);
    expect(verdicts[10]).toEqual({ allowed: false, retryAfterMs: 100 + 1000 - 110 });
  });

  it('lets nothing more through right after a window edge once max attempts came just before it', () => {
    const times = [...Array.from({ length: 10 }, () => 990), ...Array.from({ length: 10 }, () => 1010)];
    expect(replay(times).filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('never allows more than max in any window, whatever the pattern of attempts', () => {
    // The audit's pattern (a burst late in one hour, then one attempt after each boundary) and a steady stream.
    const hour = 60 * 60_000;
    const mail = { max: 3, windowMs: hour };
    const burstThenTrickle = [50 * 60_000, 50 * 60_000 + 10, 50 * 60_000 + 20, 60 * 60_000 + 5_000, 80 * 60_000, 100 * 60_000, 111 * 60_000];
    const verdicts = replay(burstThenTrickle, mail);
    expect(busiestWindow(burstThenTrickle, verdicts, hour)).toBe(3);
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false, false, true]);
    const steady = Array.from({ length: 400 }, (_, index) => index * 37);
    expect(busiestWindow(steady, replay(steady), 1000)).toBe(10);
  });

  it('says how long to wait, and an attempt after exactly that wait is allowed', () => {
    const times = [...Array.from({ length: 5 }, () => 200), ...Array.from({ length: 5 }, () => 700), 900];
    const refused = replay(times).at(-1);
    if (!refused || refused.allowed) throw new Error('expected a refusal');
    expect(refused.retryAfterMs).toBe(300);
    expect(replay([...times, 900 + refused.retryAfterMs - 1]).at(-1)?.allowed).toBe(false);
    expect(replay([...times, 900 + refused.retryAfterMs]).at(-1)?.allowed).toBe(true);
  });

  it('keeps no more than max hits, and none older than the window', () => {
    const decision = slidingLogDecision([0, 100, 500, 900], { max: 3, windowMs: 1000 }, 1200);
    expect(decision).toEqual({ verdict: { allowed: true }, hits: [500, 900, 1200] });
  });

  it('waits for enough hits to leave when the limit was lowered below what is stored', () => {
    expect(slidingLogDecision([100, 200, 300, 400], { max: 2, windowMs: 1000 }, 500).verdict).toEqual({ allowed: false, retryAfterMs: 1300 - 500 });
  });

  it('with a limit of one, allows exactly one attempt per window length', () => {
    const one = { max: 1, windowMs: 60_000 };
    expect(replay([0, 59_999, 60_000], one).map((verdict) => verdict.allowed)).toEqual([true, false, true]);
  });
});
