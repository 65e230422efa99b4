import { describe, expect, it } from '@jest/globals';
import { SlidingWindowLimiter } from './sliding-window-limiter.js';

describe('SlidingWindowLimiter', () => {
  it('allows max attempts per window, then says how long to wait', () => {
    const limiter = new SlidingWindowLimiter(2, 1000);
    expect(limiter.attempt('a', 0)).toEqual({ allowed: true });
    expect(limiter.attempt('a', 100)).toEqual({ allowed: true });
    expect(limiter.attempt('a', 200)).toEqual({ allowed: false, retryAfterMs: 800 });
    expect(limiter.attempt('b', 200)).toEqual({ allowed: true });
  });

  it('lets attempts through again once the oldest leaves the window', () => {
    const limiter = new SlidingWindowLimiter(1, 1000);
    limiter.attempt('a', 0);
    expect(limiter.attempt('a', 999).allowed).toBe(false);
    expect(limiter.attempt('a', 1000).allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new SlidingWindowLimiter(1, 1000);
    limiter.attempt('a', 0);
    limiter.reset('a');
    expect(limiter.attempt('a', 1).allowed).toBe(true);
  });
});
