import { afterEach, describe, expect, it } from '@jest/globals';
import { SqliteReadModelStore } from '../read-model/sqlite-read-model-store.js';
import { InMemoryEventSource } from './in-memory-event-source.js';
import { ProjectionEngine } from './projection-engine.js';
import { ControllableStore, clicksProjection, makeEvent, poisonedProjection, subscribersProjection, type Totals } from './projection-engine.test-kit.js';
import { ReadModels } from './read-models.js';

describe('ProjectionEngine', () => {
  const engines: ProjectionEngine[] = [];
  const setup = (source = new InMemoryEventSource(), store = new ControllableStore(new SqliteReadModelStore(':memory:')), batchSize = 3) => {
    const engine = new ProjectionEngine(source, store, [subscribersProjection(), clicksProjection()], { batchSize });
    engines.push(engine);
    return { source, store, engine, readModels: new ReadModels(engine, store) };
  };

  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.stop();
  });

  it('folds past events into documents at start (given events, then documents)', async () => {
    const { source, engine, readModels } = setup();
    source.append('subscriber-1', [makeEvent('SubscriberJoined', { email: 'ann@example.com' })]);
    source.append('subscriber-2', [makeEvent('SubscriberJoined', { email: 'bob@example.com' })]);
    source.append('subscriber-1', [makeEvent('SubscriberLeft')]);
    source.append('page-1', [makeEvent('Clicked'), makeEvent('Clicked')]);
    source.append('subscriber-3', [makeEvent('SubscriberJoined', { email: 'cy@example.com' })]);
    await engine.start();

    expect(await readModels.get('subscribers', 'subscribers', 'subscriber-1')).toBeNull();
    expect(await readModels.get('subscribers', 'subscribers', 'subscriber-2')).toEqual({ id: 'subscriber-2', email: 'bob@example.com', status: 'active' });
    expect(await readModels.count('subscribers', 'subscribers', { where: { status: 'active' } })).toBe(2);
    expect(await readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 2 });
    expect(await readModels.get('clicks', 'perStream', 'page-1')).toEqual({ id: 'page-1', clicks: 2 });
    expect(await engine.collectionName('subscribers', 'totals')).toBe('subscribers__totals__g1');
  });

  it('applies live events and reports position, head and lag', async () => {
    const { source, engine, readModels } = setup();
    await engine.start();
    const [recorded] = source.append('page-9', [makeEvent('Clicked')]);
    await engine.waitFor(recorded.position);
    expect(await readModels.get('clicks', 'perStream', 'page-9')).toEqual({ id: 'page-9', clicks: 1 });
    const statuses = await engine.status();
    expect(statuses.map((status) => [status.name, status.state, status.position, status.head, status.lag, status.generation])).toEqual([
      ['subscribers', 'live', 1, 1, 0, 1],
      ['clicks', 'live', 1, 1, 0, 1],
    ]);
  });

  it('resolves waitFor only once the write is visible', async () => {
    const { source, store, engine, readModels } = setup();
    await engine.start();
    store.holdCommits();
    const [recorded] = source.append('subscriber-7', [makeEvent('SubscriberJoined', { email: 'eve@example.com' })]);
    let resolved = false;
    const waiting = engine.waitFor(recorded.position, ['subscribers']).then(() => (resolved = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(resolved).toBe(false);
    expect(await readModels.get('subscribers', 'subscribers', 'subscriber-7')).toBeNull();
    store.releaseCommits();
    await waiting;
    expect(await readModels.get('subscribers', 'subscribers', 'subscriber-7')).toMatchObject({ status: 'active' });
  });

  it('rejects waitFor on timeout', async () => {
    const { source, store, engine } = setup();
    await engine.start();
    store.holdCommits();
    const [recorded] = source.append('page-1', [makeEvent('Clicked')]);
    await expect(engine.waitFor(recorded.position, ['clicks'], 50)).rejects.toMatchObject({ kind: 'unavailable', details: { reason: expect.stringContaining('did not reach position') } });
    store.releaseCommits();
    await engine.waitFor(recorded.position, ['clicks']);
  });

  it('applies each event exactly once across a crash between batches', async () => {
    const source = new InMemoryEventSource();
    for (let index = 0; index < 10; index += 1) {
      source.append(`subscriber-${index}`, [makeEvent('SubscriberJoined', { email: `person${index}@example.com` })]);
    }
    const first = setup(source);
    first.store.failNextCommits = 0;
    // Let the first batch commit, then crash on the second one.
    const originalCommit = first.store.commit.bind(first.store);
    let batchCommits = 0;
    first.store.commit = async (changes, checkpoint, options) => {
      // Batches commit documents with a checkpoint; the live-generation pointers are meta-only commits.
      if (checkpoint && ++batchCommits === 2) first.store.failNextCommits = 1;
      return originalCommit(changes, checkpoint, options);
    };
    await first.engine.start();
    const failed = (await first.engine.status()).find((status) => status.name === 'subscribers')!;
    expect(failed.state).toBe('failed');
    expect(failed.position).toBe(3);
    expect(failed.lastError).toContain('simulated crash');
    await first.engine.stop();

    const restarted = setup(source, new ControllableStore(first.store.inner));
    await restarted.engine.start();
    await restarted.engine.waitFor(10, ['subscribers']);
    expect(await restarted.readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 10 });
    expect(await restarted.readModels.count('subscribers', 'subscribers')).toBe(10);
  });

  it('sees earlier changes of the same batch through lookup', async () => {
    const { source, engine, readModels } = setup(undefined, undefined, 1000);
    source.append('page-1', Array.from({ length: 25 }, () => makeEvent('Clicked')));
    await engine.start();
    expect(await readModels.get('clicks', 'perStream', 'page-1')).toEqual({ id: 'page-1', clicks: 25 });
  });

  it('stops a failing projection, reports it without event data, and keeps the others running', async () => {
    const source = new InMemoryEventSource();
    const store = new SqliteReadModelStore(':memory:');
    const engine = new ProjectionEngine(source, store, [poisonedProjection(), clicksProjection()], { batchSize: 2 });
    engines.push(engine);
    await engine.start();
    source.append('page-1', [makeEvent('Clicked')]);
    const [poison] = source.append('secret', [makeEvent('Poison', { email: 'hidden@example.com' })]);
    const [after] = source.append('page-2', [makeEvent('Clicked')]);
    await engine.waitFor(after.position, ['clicks']);
    await expect(engine.waitFor(poison.position, ['poisoned'])).rejects.toMatchObject({ kind: 'unavailable', details: { reason: 'projection poisoned has failed' } });

    const poisoned = (await engine.status()).find((status) => status.name === 'poisoned')!;
    expect(poisoned.state).toBe('failed');
    expect(poisoned.position).toBe(1);
    expect(poisoned.lag).toBe(2);
    expect(poisoned.lastError).toBe('cannot fold this event (event Poison at position 2)');
    expect(poisoned.lastError).not.toContain('hidden@example.com');
    const clicks = (await engine.status()).find((status) => status.name === 'clicks')!;
    expect(clicks).toMatchObject({ state: 'live', position: 3, lastError: null });
  });

  it('refuses unknown projections and collections', async () => {
    const { engine } = setup();
    await expect(engine.collectionName('nope', 'x')).rejects.toThrow('Unknown projection');
    await expect(engine.collectionName('clicks', 'x')).rejects.toThrow('no collection');
    expect(() => engine.waitFor(1, ['nope'])).toThrow('Unknown projection');
  });
});
