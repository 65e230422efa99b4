import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Lease, LeaseStore } from './lease-store.port.js';

const LONG = 60_000;

/** Polls `attempt` until it answers something, or fails after `timeoutMs`. */
const eventually = async <T>(attempt: () => Promise<T | null>, what: string, timeoutMs = 5000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt();
    if (result !== null) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * The behaviour every LeaseStore adapter must show. `factory` answers a fresh store; a second call
 * during one test opens another connection to the same storage (another instance of the app).
 * Expiry is real time (a server decides it by its own clock), with short lease periods.
 */
export const describeLeaseStoreContract = (name: string, factory: () => Promise<{ open: () => Promise<LeaseStore> }>): void => {
  describe(`LeaseStore contract: ${name}`, () => {
    let open: () => Promise<LeaseStore>;
    const opened: LeaseStore[] = [];
    const connect = async () => {
      const store = await open();
      opened.push(store);
      return store;
    };
    let leaseName: string;

    beforeEach(async () => {
      ({ open } = await factory());
      leaseName = `test-${randomUUID().slice(0, 8)}`;
    });

    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

    it('gives a free lease to the first holder with token 1 and refuses it to another', async () => {
      const store = await connect();
      const lease = await store.acquire(leaseName, 'instance-a', LONG);
      expect(lease).toMatchObject({ name: leaseName, holder: 'instance-a', token: 1 });
      expect(lease!.expiresAt.getTime()).toBeGreaterThan(Date.now() + LONG / 2);
      expect(await store.acquire(leaseName, 'instance-b', LONG)).toBeNull();
      expect(await store.current(leaseName)).toMatchObject({ holder: 'instance-a', token: 1 });
    });

    it('lets the holder acquire again and renew under the same token', async () => {
      const store = await connect();
      const first = (await store.acquire(leaseName, 'instance-a', 1000))!;
      const again = (await store.acquire(leaseName, 'instance-a', LONG))!;
      expect(again.token).toBe(first.token);
      const renewed = (await store.renew(again, LONG))!;
      expect(renewed).toMatchObject({ holder: 'instance-a', token: first.token });
      expect(renewed.expiresAt.getTime()).toBeGreaterThanOrEqual(again.expiresAt.getTime());
    });

    it('frees a released lease at once, and the next holder gets a greater token', async () => {
      const store = await connect();
      const first = (await store.acquire(leaseName, 'instance-a', LONG))!;
      await store.release(first);
      expect(await store.current(leaseName)).toBeNull();
      const second = (await store.acquire(leaseName, 'instance-b', LONG))!;
      expect(second.token).toBeGreaterThan(first.token);
      // The former holder can neither renew nor release what is now someone else's.
      expect(await store.renew(first, LONG)).toBeNull();
      await store.release(first);
      expect(await store.current(leaseName)).toMatchObject({ holder: 'instance-b', token: second.token });
      // A holder that comes back after releasing starts a new tenure.
      await store.release(second);
      expect((await store.acquire(leaseName, 'instance-a', LONG))!.token).toBeGreaterThan(second.token);
    });

    it('hands an expired lease to another holder, and the stale holder cannot renew it', async () => {
      const store = await connect();
      const stale = (await store.acquire(leaseName, 'instance-a', 300))!;
      const taken = await eventually(() => store.acquire(leaseName, 'instance-b', LONG), 'the lease to expire');
      expect(taken.token).toBeGreaterThan(stale.token);
      expect(await store.renew(stale, LONG)).toBeNull();
      expect(await store.acquire(leaseName, 'instance-a', LONG)).toBeNull();
    });

    it('lets a holder whose period ran out renew under the same token while nobody took the lease, but never after releasing it', async () => {
      const store = await connect();
      const paused = (await store.acquire(leaseName, 'instance-a', 200))!;
      await eventually(async () => ((await store.current(leaseName)) === null ? true : null), 'the lease to run out');
      const resumed = (await store.renew(paused, LONG))!;
      expect(resumed).toMatchObject({ holder: 'instance-a', token: paused.token });
      expect(await store.current(leaseName)).toMatchObject({ holder: 'instance-a', token: paused.token });
      expect(await store.acquire(leaseName, 'instance-b', LONG)).toBeNull();
      await store.release(resumed);
      expect(await store.renew(resumed, LONG)).toBeNull();
      expect(await store.current(leaseName)).toBeNull();
    });

    it('counts tokens per lease name', async () => {
      const store = await connect();
      const other = `${leaseName}-other`;
      const a = (await store.acquire(leaseName, 'instance-a', LONG))!;
      await store.release(a);
      await store.release((await store.acquire(leaseName, 'instance-a', LONG))!);
      expect((await store.acquire(other, 'instance-a', LONG))!.token).toBe(1);
      expect((await store.acquire(leaseName, 'instance-b', LONG))!.token).toBe(3);
    });

    it('gives a contended lease to exactly one of several connections', async () => {
      const stores = await Promise.all([connect(), connect(), connect()]);
      const attempts = await Promise.all(
        stores.flatMap((store, index) => [0, 1, 2].map((round) => store.acquire(leaseName, `instance-${index}-${round}`, LONG))),
      );
      const winners = attempts.filter((lease): lease is Lease => lease !== null);
      expect(winners).toHaveLength(1);
      expect(await stores[2].current(leaseName)).toMatchObject({ holder: winners[0].holder, token: winners[0].token });
    });

    it('lists the live leases only', async () => {
      const store = await connect();
      await store.acquire(`${leaseName}-a`, 'instance-a', LONG);
      const released = (await store.acquire(`${leaseName}-b`, 'instance-a', LONG))!;
      await store.release(released);
      const names = (await store.list()).map((lease) => lease.name).filter((listed) => listed.startsWith(leaseName));
      expect(names).toEqual([`${leaseName}-a`]);
    });

    it('refuses a lease name that is not a plain identifier', async () => {
      const store = await connect();
      await expect(store.acquire('bad name; drop', 'instance-a', LONG)).rejects.toThrow('Invalid lease name');
    });
  });
};
