import { describe, expect, it } from '@jest/globals';
import { SendThrottle } from './send-throttle.js';

/** A clock that only moves when the throttle waits, so the waits are exactly what the rate demands. */
const fakeTime = () => {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    wait: async (milliseconds: number) => {
      waits.push(milliseconds);
      now += milliseconds;
    },
    waits,
    elapsed: () => now,
  };
};

describe('SendThrottle', () => {
  it('lets a first second of messages through at once, then paces the rest', async () => {
    const time = fakeTime();
    const throttle = new SendThrottle(100, time.now, time.wait);
    for (let batch = 0; batch < 5; batch++) await throttle.take(50);
    // 250 messages at 100/s with a 100-message burst: the last one goes 1.5 s after the start.
    expect(time.elapsed()).toBe(1500);
    expect(time.waits).toEqual([500, 500, 500]);
  });

  it('serves concurrent callers in order without exceeding the rate', async () => {
    const time = fakeTime();
    const throttle = new SendThrottle(10, time.now, time.wait);
    await Promise.all([throttle.take(10), throttle.take(10), throttle.take(10)]);
    expect(time.elapsed()).toBe(2000);
  });

  it('does not limit at rate 0', async () => {
    const time = fakeTime();
    const throttle = new SendThrottle(0, time.now, time.wait);
    await throttle.take(1_000_000);
    expect(time.waits).toEqual([]);
  });

  it('lets a batch larger than one second of sending go after the wait it costs', async () => {
    const time = fakeTime();
    const throttle = new SendThrottle(100, time.now, time.wait);
    await throttle.take(100);
    await throttle.take(300);
    expect(time.elapsed()).toBe(3000);
  });
});
