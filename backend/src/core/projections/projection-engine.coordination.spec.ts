import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import type { LeaseStore } from '../leases/lease-store.port.js';
import { SqliteLeaseStore } from '../leases/sqlite-lease-store.js';
import { SqliteReadModelStore } from '../read-model/sqlite-read-model-store.js';
import { InMemoryEventSource } from './in-memory-event-source.js';
import { ProjectionEngine } from './projection-engine.js';
import { clicksProjection, makeEvent, subscribersProjection, type Totals } from './projection-engine.test-kit.js';
import { ReadModels } from './read-models.js';

const directory = mkdtempSync(join(tmpdir(), 'engine-coordination-'));
let folderCounter = 0;
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const TTL = 1000;

const until = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A lease store whose calls can be held back: a holder process that stopped answering (a long pause, a partition). */
const freezable = (inner: LeaseStore) => {
  let frozen = false;
  const hold = async () => {
    while (frozen) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const store: LeaseStore = {
    acquire: async (...args) => (await hold(), inner.acquire(...args)),
    renew: async (...args) => (await hold(), inner.renew(...args)),
    release: async (lease) => (await hold(), inner.release(lease)),
    current: (name) => inner.current(name),
    list: () => inner.list(),
    close: () => inner.close(),
  };
  return { store, freeze: () => (frozen = true), thaw: () => (frozen = false) };
};

describe('ProjectionEngine on shared stores with a lease', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Instances of one app: one event source (the shared log), one read-model file and one lease file, each instance with its own connections. */
  const cluster = () => {
    const folder = join(directory, `cluster-${++folderCounter}`);
    mkdirSync(folder);
    const source = new InMemoryEventSource();
    const instance = (name: string, wrapLeases: (store: LeaseStore) => LeaseStore = (store) => store, followIdleMs?: number) => {
      const store = new SqliteReadModelStore(join(folder, 'read-models.db'));
      const leases = new SqliteLeaseStore(join(folder, 'leases.db'));
      const engine = new ProjectionEngine(source, store, [subscribersProjection(), clicksProjection()], {
        batchSize: 4,
        retiredGraceMs: 200,
        log: () => undefined,
        coordination: { leases: wrapLeases(leases), instanceId: name, ttlMs: TTL, requestPollMs: 20, followIdleMs },
      });
      cleanups.push(async () => {
        await engine.stop();
        await store.close();
        await leases.close();
      });
      return { engine, store, readModels: new ReadModels(engine, store) };
    };
    return { source, instance };
  };

  it('runs the projections in one instance only; the other follows and reads every change once', async () => {
    const { source, instance } = cluster();
    const a = instance('instance-a');
    const b = instance('instance-b');
    await a.engine.start();
    await b.engine.start();
    expect([a.engine.role, b.engine.role]).toEqual(['leader', 'follower']);
    expect(b.engine.holder).toBe('instance-a');

    const versionBefore = b.engine.versionOf('clicks');
    let last = 0;
    for (let index = 0; index < 30; index += 1) [{ position: last }] = source.append(`page-${index % 3}`, [makeEvent('Clicked')]);
    await b.engine.waitFor(last, ['clicks']);
    expect(await b.readModels.get('clicks', 'perStream', 'page-0')).toEqual({ id: 'page-0', clicks: 10 });
    expect(b.engine.versionOf('clicks')).not.toBe(versionBefore);
    expect(b.engine.versionOf('clicks')).toBe(a.engine.versionOf('clicks'));
    const statusOnB = await b.engine.status();
    expect(statusOnB.find((status) => status.name === 'clicks')).toMatchObject({ state: 'live', position: 30, lag: 0, generation: 1 });
  });

  it('lets a rebuild asked of a follower run in the holder, and every instance switches to the new generation', async () => {
    const { source, instance } = cluster();
    for (let index = 0; index < 12; index += 1) source.append(`subscriber-${index}`, [makeEvent('SubscriberJoined', { email: `p${index}@example.com` })]);
    const a = instance('instance-a');
    const b = instance('instance-b');
    await a.engine.start();
    await b.engine.start();
    const progress: number[] = [];
    await b.engine.rebuild('subscribers', (step) => void progress.push(step.done));
    expect(progress.at(-1)).toBe(12);
    await until(async () => (await b.engine.collectionName('subscribers', 'totals')) === 'subscribers__totals__g2', 'the follower to switch');
    expect(await a.engine.collectionName('subscribers', 'totals')).toBe('subscribers__totals__g2');
    expect(await b.readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 12 });
    // A second rebuild while one runs is refused at once, wherever it is asked.
    const running = await b.engine.startRebuild(['subscribers']);
    await expect(a.engine.startRebuild(['subscribers'])).rejects.toThrow('already being rebuilt');
    await running.done;
    // The replaced generation is dropped after its grace period.
    await until(async () => (await a.store.count('subscribers__totals__g2')) === 0, 'generation 2 to be dropped');
  });

  it('drops the generations a rebuild replaced at once when an erasure asks the holder, and a follower asking waits until they are gone', async () => {
    const { source, instance } = cluster();
    for (let index = 0; index < 6; index += 1) source.append(`subscriber-${index}`, [makeEvent('SubscriberJoined', { email: `p${index}@example.com` })]);
    const a = instance('instance-a');
    const b = instance('instance-b');
    await a.engine.start();
    await b.engine.start();
    const generations = async () => (await a.store.listCollections()).filter((name) => name.startsWith('subscribers__totals__')).sort();

    await a.engine.rebuild('subscribers');
    expect(await generations()).toEqual(['subscribers__totals__g1', 'subscribers__totals__g2']);
    await expect(a.engine.dropReplacedGenerations()).resolves.toBe(true);
    expect(await generations()).toEqual(['subscribers__totals__g2']);

    await a.engine.rebuild('subscribers');
    expect(await generations()).toEqual(['subscribers__totals__g2', 'subscribers__totals__g3']);
    await expect(b.engine.dropReplacedGenerations()).resolves.toBe(true);
    expect(await generations()).toEqual(['subscribers__totals__g3']);
  });

  it("runs a verified rebuild asked of a follower in the holder, with the holder's verifier, both generations at one position", async () => {
    const { source, instance } = cluster();
    for (let index = 0; index < 9; index += 1) source.append(`subscriber-${index}`, [makeEvent('SubscriberJoined', { email: `v${index}@example.com` })]);
    const a = instance('instance-a');
    const b = instance('instance-b');
    const seen: { instance: string; name: string; position: number; comparable: boolean; live: Totals | null; rebuilt: Totals | null }[] = [];
    for (const [name, node] of [['instance-a', a], ['instance-b', b]] as const) {
      node.engine.setVerifier(async (pairs) => {
        for (const pair of pairs) {
          const live = await node.store.get<Totals>(pair.live.totals, 'all');
          const rebuilt = await node.store.get<Totals>(pair.rebuilt.totals, 'all');
          seen.push({ instance: name, name: pair.name, position: pair.position, comparable: pair.comparable, live, rebuilt });
        }
      });
    }
    await a.engine.start();
    await b.engine.start();
    expect(b.engine.role).toBe('follower');
    await b.engine.rebuildVerified(['subscribers']);
    expect(seen).toEqual([{ instance: 'instance-a', name: 'subscribers', position: 9, comparable: true, live: { id: 'all', active: 9 }, rebuilt: { id: 'all', active: 9 } }]);
    await until(async () => (await b.engine.collectionName('subscribers', 'totals')) === 'subscribers__totals__g2', 'the follower to switch');
  });

  it('serves a write made after a swap on a follower that has not polled the status since', async () => {
    const { source, instance } = cluster();
    for (let index = 0; index < 5; index += 1) source.append(`subscriber-${index}`, [makeEvent('SubscriberJoined', { email: `p${index}@example.com` })]);
    const a = instance('instance-a');
    // Its own polling would take a minute: only what a read does itself can make it fresh.
    const b = instance('instance-b', undefined, 60_000);
    await a.engine.start();
    await b.engine.start();
    expect(await b.readModels.get('subscribers', 'subscribers', 'subscriber-0')).toMatchObject({ status: 'active' });
    await a.engine.rebuild('subscribers');
    const [late] = source.append('subscriber-late', [makeEvent('SubscriberJoined', { email: 'late@example.com' })]);
    await a.engine.waitFor(late.position, ['subscribers']);
    // Answered by a: b must serve it at once, from the new generation (the old one no longer gets writes).
    expect(await b.readModels.get('subscribers', 'subscribers', 'subscriber-late')).toMatchObject({ status: 'active' });
    expect(await b.engine.collectionName('subscribers', 'subscribers')).toBe('subscribers__subscribers__g2');
  });

  it('hands the projections over when the holder stops answering, and the stale holder can write nothing', async () => {
    const { source, instance } = cluster();
    let frozen: ReturnType<typeof freezable> | null = null;
    const a = instance('instance-a', (store) => (frozen = freezable(store)).store);
    // Runs before a's own cleanup (cleanups run in reverse): a stopping engine waits for its lease calls.
    cleanups.push(async () => void frozen!.thaw());
    const b = instance('instance-b');
    await a.engine.start();
    await b.engine.start();
    source.append('page-1', [makeEvent('Clicked')]);
    // a can no longer renew its lease but keeps running its subscription, believing it leads.
    frozen!.freeze();
    const frozenAt = Date.now();
    await until(() => b.engine.role === 'leader', 'b to take the lease');
    expect(Date.now() - frozenAt).toBeLessThan(2 * TTL + 200);
    let last = 0;
    for (let index = 0; index < 20; index += 1) [{ position: last }] = source.append('page-1', [makeEvent('Clicked')]);
    await b.engine.waitFor(last, ['clicks']);
    // a tried to apply the same events: its commits were refused, and it stepped down.
    await until(() => a.engine.role === 'follower', 'a to step down');
    expect(await b.readModels.get('clicks', 'perStream', 'page-1')).toEqual({ id: 'page-1', clicks: 21 });
    await a.engine.waitFor(last, ['clicks']);
    expect(await a.readModels.get('clicks', 'perStream', 'page-1')).toEqual({ id: 'page-1', clicks: 21 });
  });

  it('releases the lease at a clean stop, with every position stored, so the next holder starts at once with nothing to re-read', async () => {
    const { source, instance } = cluster();
    const a = instance('instance-a');
    const b = instance('instance-b');
    await a.engine.start();
    await b.engine.start();
    // Clicks change nothing in the subscribers projection: its position moves in memory only.
    const [{ position }] = source.append('page-1', [makeEvent('Clicked')]);
    await a.engine.waitFor(position);
    const stoppedAt = Date.now();
    await a.engine.stop();
    await until(() => b.engine.role === 'leader', 'b to take the released lease', TTL);
    expect(Date.now() - stoppedAt).toBeLessThan(TTL);
    expect(await b.store.getCheckpoint('subscribers__g1')).toBe(position);
  });
});
