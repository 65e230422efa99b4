import { describe, expect, it } from '@jest/globals';
import { StallWatch } from './stall-watch.js';

const sample = (position: number, head: number, state = 'live') => [{ name: 'analytics', state, position, head, lag: head - position }];
const SECOND = 1000;

describe('StallWatch', () => {
  it('counts a stall from the first time a projection was seen behind at its position, once the head moved past it', () => {
    const watch = new StallWatch();
    expect(watch.observe(sample(10, 10), 0).get('analytics')).toBeNull();
    expect(watch.observe(sample(10, 12), 30 * SECOND).get('analytics')).toBeNull();
    expect(watch.observe(sample(10, 15), 60 * SECOND).get('analytics')).toBe(30 * SECOND);
    expect(watch.observe(sample(10, 20), 200 * SECOND).get('analytics')).toBe(170 * SECOND);
  });

  it('sees no stall in a projection that moves, however far behind, nor in one whose lag does not grow', () => {
    const watch = new StallWatch();
    watch.observe(sample(10, 500), 0);
    expect(watch.observe(sample(50, 900), 30 * SECOND).get('analytics')).toBeNull();
    expect(watch.observe(sample(90, 900), 60 * SECOND).get('analytics')).toBeNull();
    expect(watch.observe(sample(90, 900), 300 * SECOND).get('analytics')).toBeNull();
  });

  it('starts again once the projection caught up, and leaves rebuilding and failed projections to their state', () => {
    const watch = new StallWatch();
    watch.observe(sample(10, 12), 0);
    watch.observe(sample(12, 12), 30 * SECOND);
    watch.observe(sample(12, 13), 1000 * SECOND);
    expect(watch.observe(sample(12, 14), 1010 * SECOND).get('analytics')).toBe(10 * SECOND);
    expect(watch.observe(sample(12, 20, 'rebuilding'), 2000 * SECOND).get('analytics')).toBeNull();
    expect(watch.observe(sample(12, 30, 'failed'), 3000 * SECOND).get('analytics')).toBeNull();
  });
});
