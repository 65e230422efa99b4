import { afterEach, describe, expect, it } from '@jest/globals';
import type { ReadModelStore } from '../read-model/read-model-store.port.js';
import { SqliteReadModelStore } from '../read-model/sqlite-read-model-store.js';
import type { Projection } from './projection.js';
import { InMemoryEventSource } from './in-memory-event-source.js';
import { ProjectionEngine, type RebuildProgress } from './projection-engine.js';
import { ControllableStore, clicksProjection, makeEvent, poisonedProjection, subscribersProjection, type Totals } from './projection-engine.test-kit.js';
import { ReadModels } from './read-models.js';

describe('ProjectionEngine rebuilds', () => {
  const engines: ProjectionEngine[] = [];
  const logs: string[] = [];
  const engineFor = (source: InMemoryEventSource, store: ReadModelStore, projections: Projection[]) => {
    const engine = new ProjectionEngine(source, store, projections, { batchSize: 4, log: (message) => void logs.push(message) });
    engines.push(engine);
    return { engine, readModels: new ReadModels(engine, store) };
  };
  const joinMany = (source: InMemoryEventSource, count: number) => {
    for (let index = 0; index < count; index += 1) source.append(`subscriber-${index}`, [makeEvent('SubscriberJoined', { email: `p${index}@example.com` })]);
  };

  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.stop();
  });

  it('builds the next generation beside the live one and swaps when caught up', async () => {
    const source = new InMemoryEventSource();
    const store = new SqliteReadModelStore(':memory:');
    joinMany(source, 20);
    const { engine, readModels } = engineFor(source, store, [subscribersProjection(), clicksProjection()]);
    await engine.start();
    // A document only the old generation has, to tell which generation answers.
    await store.commit([{ kind: 'put', collection: 'subscribers__subscribers__g1', document: { id: 'marker', status: 'old' } }], {
      name: 'test-marker',
      position: 0,
    });

    const progress: RebuildProgress[] = [];
    let appendedDuringRebuild = false;
    await engine.rebuild('subscribers', async (step) => {
      progress.push(step);
      if (progress.length !== 2) return;
      // Mid-rebuild: reads still answer from generation 1, which is still fed live events.
      expect(await readModels.get('subscribers', 'subscribers', 'marker')).toEqual({ id: 'marker', status: 'old' });
      const status = (await engine.status()).find((entry) => entry.name === 'subscribers')!;
      expect(status).toMatchObject({ state: 'rebuilding', generation: 1, rebuild: { generation: 2 } });
      const [late] = source.append('subscriber-late', [makeEvent('SubscriberJoined', { email: 'late@example.com' })]);
      await engine.waitFor(late.position, ['subscribers']);
      expect(await readModels.get('subscribers', 'subscribers', 'subscriber-late')).toMatchObject({ status: 'active' });
      appendedDuringRebuild = true;
    });

    expect(appendedDuringRebuild).toBe(true);
    expect(await engine.collectionName('subscribers', 'subscribers')).toBe('subscribers__subscribers__g2');
    expect(await readModels.get('subscribers', 'subscribers', 'marker')).toBeNull();
    expect(await readModels.get('subscribers', 'subscribers', 'subscriber-late')).toMatchObject({ status: 'active' });
    expect(await readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 21 });
    expect(await store.count('subscribers__subscribers__g1')).toBe(0);
    expect(progress.at(-1)).toMatchObject({ done: 21, total: 21 });
    expect(progress.every((step) => step.done <= step.total && step.eventsPerSecond >= 0)).toBe(true);

    // The new generation keeps receiving live events after the swap.
    const [next] = source.append('subscriber-next', [makeEvent('SubscriberJoined', { email: 'next@example.com' })]);
    await engine.waitFor(next.position);
    expect(await readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 22 });
    expect((await engine.status()).find((entry) => entry.name === 'subscribers')).toMatchObject({ state: 'live', generation: 2, rebuild: null });
  });

  it('rebuilds a projection whose version changed at start', async () => {
    const source = new InMemoryEventSource();
    const store = new SqliteReadModelStore(':memory:');
    joinMany(source, 6);
    const first = engineFor(source, store, [subscribersProjection(1, 1)]);
    await first.engine.start();
    expect(await first.readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 6 });
    await first.engine.stop();

    // Version 2 counts each subscriber ten times: only a rebuild from 0 gives 60.
    const second = engineFor(source, store, [subscribersProjection(2, 10)]);
    await second.engine.start();
    await second.engine.whenAutomaticRebuildsSettled();
    expect(await second.readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 60 });
    expect((await second.engine.status())[0]).toMatchObject({ version: 2, generation: 2, state: 'live', position: 6 });
    expect(await store.count('subscribers__totals__g1')).toBe(0);

    const third = engineFor(source, store, [subscribersProjection(2, 10)]);
    await second.engine.stop();
    await third.engine.start();
    expect((await third.engine.status())[0]).toMatchObject({ version: 2, generation: 2, state: 'live' });
  });

  it('repairs a failed projection by rebuilding once its fold is fixed', async () => {
    const source = new InMemoryEventSource();
    const store = new SqliteReadModelStore(':memory:');
    source.append('page-1', [makeEvent('Clicked'), makeEvent('Poison'), makeEvent('Clicked')]);
    const broken = engineFor(source, store, [poisonedProjection()]);
    await broken.engine.start();
    expect((await broken.engine.status())[0]).toMatchObject({ state: 'failed', position: 1 });
    await expect(broken.engine.rebuild('poisoned')).rejects.toThrow('cannot fold this event');
    // The failed rebuild leaves the live generation as it was and no half-built generation behind.
    expect((await broken.engine.status())[0]).toMatchObject({ state: 'failed', generation: 1 });
    expect(await store.count('poisoned__seen__g2')).toBe(0);
    await broken.engine.stop();

    const fixed = poisonedProjection(false);
    const repaired = engineFor(source, store, [fixed]);
    await repaired.engine.start();
    await repaired.engine.rebuild('poisoned');
    expect((await repaired.engine.status())[0]).toMatchObject({ state: 'live', generation: 2, position: 3, lastError: null });
    expect(await repaired.readModels.count('poisoned', 'seen')).toBe(1);
  });

  it('rebuilds every projection in one pass without starting the engine (CLI use)', async () => {
    const source = new InMemoryEventSource();
    const store = new SqliteReadModelStore(':memory:');
    joinMany(source, 5);
    source.append('page-1', [makeEvent('Clicked'), makeEvent('Clicked')]);
    const { engine, readModels } = engineFor(source, store, [subscribersProjection(), clicksProjection()]);
    const steps: RebuildProgress[] = [];
    await engine.rebuildAll((step) => {
      steps.push(step);
    });
    expect(steps.at(-1)).toMatchObject({ done: 7, total: 7 });
    expect(await readModels.get('clicks', 'perStream', 'page-1')).toEqual({ id: 'page-1', clicks: 2 });
    expect(await readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 5 });
    expect((await engine.status()).map((status) => status.generation)).toEqual([2, 2]);
  });

  it('keeps the new generation live when dropping the old one fails, and drops the old one later', async () => {
    const source = new InMemoryEventSource();
    const store = new ControllableStore(new SqliteReadModelStore(':memory:'));
    joinMany(source, 20);
    const { engine, readModels } = engineFor(source, store, [subscribersProjection()]);
    await engine.start();
    // The old generation's drop fails, as a MongoDB drop does during a failover (the driver does not retry it).
    store.failDrops = /__g1$/;
    await engine.rebuild('subscribers');
    expect(await engine.collectionName('subscribers', 'subscribers')).toBe('subscribers__subscribers__g2');
    expect(await readModels.count('subscribers', 'subscribers')).toBe(20);
    expect(await readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 20 });
    expect((await engine.status())[0]).toMatchObject({ state: 'live', generation: 2, lastError: null });
    expect(await store.count('subscribers__subscribers__g1')).toBe(20);
    expect(logs).toContain('Could not drop generation 1 of subscribers yet (not primary: cannot drop subscribers__subscribers__g1 (simulated failover)); it will be retried');

    // The next collection retries the drop; the live generation is untouched.
    expect(await engine.collectGarbage()).toEqual([]);
    store.failDrops = null;
    expect((await engine.collectGarbage()).sort()).toEqual(['subscribers__subscribers__g1', 'subscribers__totals__g1']);
    expect(await store.count('subscribers__subscribers__g1')).toBe(0);
    expect(await readModels.count('subscribers', 'subscribers')).toBe(20);
  });

  it('drops, after a restart, a generation left behind by a crash between the swap and the drop, but never one being built', async () => {
    const source = new InMemoryEventSource();
    const store = new ControllableStore(new SqliteReadModelStore(':memory:'));
    joinMany(source, 8);
    const first = engineFor(source, store, [subscribersProjection()]);
    await first.engine.start();
    store.failDrops = /__g1$/;
    await first.engine.rebuild('subscribers');
    await first.engine.stop();
    store.failDrops = null;
    expect((await store.listCollections()).sort()).toEqual(['subscribers__subscribers__g1', 'subscribers__subscribers__g2', 'subscribers__totals__g1', 'subscribers__totals__g2']);

    const restarted = engineFor(source, store, [subscribersProjection()]);
    await restarted.engine.start();
    let collectedDuringRebuild: string[] | null = null;
    await restarted.engine.rebuild('subscribers', async () => {
      collectedDuringRebuild ??= await restarted.engine.collectGarbage();
    });
    // During the rebuild: generation 1 (neither live nor built) went; 2 (live) and 3 (being built) stayed.
    expect(collectedDuringRebuild!.sort()).toEqual(['subscribers__subscribers__g1', 'subscribers__totals__g1']);
    expect((await store.listCollections()).sort()).toEqual(['subscribers__subscribers__g3', 'subscribers__totals__g3']);
    expect(await restarted.readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 8 });
  });
});
