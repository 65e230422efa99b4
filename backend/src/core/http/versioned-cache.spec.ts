import { describe, expect, it } from '@jest/globals';
import { VersionedCache } from './versioned-cache.js';

const counting = () => {
  let calls = 0;
  return {
    compute: (value: string) => async () => {
      calls += 1;
      return value;
    },
    get calls() {
      return calls;
    },
  };
};

describe('VersionedCache', () => {
  it('computes once per version and answers synchronously while the version holds', async () => {
    const cache = new VersionedCache<string>();
    const counter = counting();
    expect(await cache.get('tools', 'v1', counter.compute('first'))).toBe('first');
    expect(cache.get('tools', 'v1', counter.compute('again'))).toBe('first');
    expect(counter.calls).toBe(1);
    expect(await cache.get('tools', 'v2', counter.compute('second'))).toBe('second');
    expect(counter.calls).toBe(2);
  });

  it('shares one computation between concurrent misses of the same version', async () => {
    const cache = new VersionedCache<string>();
    const counter = counting();
    const [left, right] = await Promise.all([cache.get('page', 'v1', counter.compute('a')), cache.get('page', 'v1', counter.compute('b'))]);
    expect([left, right]).toEqual(['a', 'a']);
    expect(counter.calls).toBe(1);
  });

  it('keeps no failed computation: the next request tries again', async () => {
    const cache = new VersionedCache<string>();
    await expect(cache.get('feed', 'v1', () => Promise.reject(new Error('read model unavailable')))).rejects.toThrow('read model unavailable');
    expect(await cache.get('feed', 'v1', async () => 'recovered')).toBe('recovered');
  });

  it('holds at most its capacity, dropping the least recently computed key', async () => {
    const cache = new VersionedCache<string>(2);
    await cache.get('a', 'v', async () => 'a');
    await cache.get('b', 'v', async () => 'b');
    await cache.get('c', 'v', async () => 'c');
    expect(cache.size).toBe(2);
    const counter = counting();
    expect(await cache.get('a', 'v', counter.compute('a again'))).toBe('a again');
    expect(cache.get('c', 'v', counter.compute('not needed'))).toBe('c');
    expect(counter.calls).toBe(1);
  });
});
