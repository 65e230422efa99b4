import { afterEach, describe, expect, it } from '@jest/globals';
import { LeaseKeeper } from './lease-keeper.js';
import type { Lease, LeaseStore } from './lease-store.port.js';
import { SqliteLeaseStore } from './sqlite-lease-store.js';

const until = async (condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A store whose renewals can be held back, like a process that stopped answering. */
const pausable = (inner: LeaseStore) => {
  let paused = false;
  const store: LeaseStore = {
    acquire: (...args) => inner.acquire(...args),
    renew: async (lease, ttl) => {
      while (paused) await new Promise((resolve) => setTimeout(resolve, 5));
      return inner.renew(lease, ttl);
    },
    release: (lease) => inner.release(lease),
    current: (name) => inner.current(name),
    list: () => inner.list(),
    close: () => inner.close(),
  };
  return { store, pause: () => (paused = true), resume: () => (paused = false) };
};

describe('LeaseKeeper', () => {
  const keepers: LeaseKeeper[] = [];
  const keeper = (store: LeaseStore, holder: string, ttlMs: number) => {
    const changes: (Lease | null)[] = [];
    const created = new LeaseKeeper({ store, name: 'projections', holder, ttlMs, retryMs: 20, onChange: (lease) => void changes.push(lease) });
    keepers.push(created);
    return { keeper: created, changes };
  };
  afterEach(async () => {
    for (const created of keepers.splice(0)) await created.stop();
  });

  it('takes a free lease at start, keeps it by renewing, and hands it over when stopped', async () => {
    const store = new SqliteLeaseStore(':memory:');
    // A period long enough that a busy test machine still renews in time (every third of it).
    const a = keeper(store, 'a', 1000);
    const b = keeper(store, 'b', 1000);
    await a.keeper.start();
    await b.keeper.start();
    expect(a.changes).toEqual([expect.objectContaining({ holder: 'a', token: 1 })]);
    expect(b.changes).toEqual([]);
    // Several periods later a still holds it: the renewals kept it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(b.changes).toEqual([]);
    expect(a.keeper.lease).toMatchObject({ token: 1 });
    await a.keeper.stop();
    expect(a.changes.at(-1)).toBeNull();
    await until(() => b.changes.length === 1, 'b to take the released lease');
    expect(b.changes[0]).toMatchObject({ holder: 'b', token: 2 });
  });

  it('gives the lease up in its own mind when renewals stop getting through, and learns it lost it', async () => {
    const inner = new SqliteLeaseStore(':memory:');
    const slow = pausable(inner);
    const a = keeper(slow.store, 'a', 300);
    const b = keeper(inner, 'b', 300);
    await a.keeper.start();
    await b.keeper.start();
    slow.pause();
    const pausedAt = performance.now();
    await until(() => a.keeper.lease === null, 'a to consider its lease over');
    // Within a period of the last renewal that got through (plus the test's own polling on a busy machine).
    expect(performance.now() - pausedAt).toBeLessThan(900);
    await until(() => b.changes.length === 1, 'b to take the expired lease');
    expect(b.changes[0]).toMatchObject({ token: 2 });
    slow.resume();
    await until(() => a.changes.length === 2, 'a to hear that its renewal was refused');
    expect(a.changes[1]).toBeNull();
  });

  it('drops the lease at once when told a write was fenced off, then tries again', async () => {
    const store = new SqliteLeaseStore(':memory:');
    const a = keeper(store, 'a', 60_000);
    await a.keeper.start();
    await a.keeper.lost();
    expect(a.changes.at(-1)).toBeNull();
    expect(a.keeper.lease).toBeNull();
    // Its own lease is still live in the store, so it gets it back under the same token.
    await until(() => a.changes.length === 3, 'a to take the lease again');
    expect(a.changes[2]).toMatchObject({ token: 1 });
  });
});
