import { describe, expect, it } from '@jest/globals';
import { LeastRecentlyUsedCache } from './key-cache.js';

describe('LeastRecentlyUsedCache', () => {
  it('evicts the least recently used entry when full', () => {
    const cache = new LeastRecentlyUsedCache<string, number>(2);
    cache.set('first', 1);
    cache.set('second', 2);
    expect(cache.get('first')).toBe(1);
    cache.set('third', 3);
    expect(cache.get('second')).toBeUndefined();
    expect(cache.get('first')).toBe(1);
    expect(cache.get('third')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets a deleted entry', () => {
    const cache = new LeastRecentlyUsedCache<string, number>(2);
    cache.set('first', 1);
    cache.delete('first');
    expect(cache.get('first')).toBeUndefined();
  });

  it('rejects a capacity below one', () => {
    expect(() => new LeastRecentlyUsedCache<string, number>(0)).toThrow('positive integer');
  });
});
