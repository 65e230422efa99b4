import { describe, expect, it } from '@jest/globals';
import { timeLeft } from './rebuild-progress';

describe('timeLeft', () => {
  it('estimates from the events still to replay and the current rate', () => {
    expect(timeLeft({ done: 250, total: 1000, eventsPerSecond: 50 })).toBe('about 15 s left');
    expect(timeLeft({ done: 0, total: 1_000_000, eventsPerSecond: 5000 })).toBe('about 3 min left');
  });

  it('says nothing before the rate is known or once every event is replayed', () => {
    expect(timeLeft({ done: 0, total: 1000, eventsPerSecond: 0 })).toBeNull();
    expect(timeLeft({ done: 1000, total: 1000, eventsPerSecond: 900 })).toBeNull();
  });
});
