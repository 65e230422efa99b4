import { afterEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { EventStore, ExpectedRevision } from '../event-store/event-store.port.js';
import type { NewEvent } from '../events/event.js';
import { defineEvent } from '../events/event-type.js';
import { memoryEventLog, type MemoryEventLog } from '../events/testing/memory-event-log.js';
import type { Decider } from './decider.js';
import { executeCommands } from './execute-command.js';

const Incremented = defineEvent({ type: 'Incremented', schemaVersion: 1, schema: z.object({ by: z.number().int() }) });
const EVENTS = [Incremented] as const;

/** A counter that refuses to go past 5: its decision depends on the state read. */
const capped: Decider<{ by: number }, number, typeof EVENTS> = {
  events: EVENTS,
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => (command.by === 0 || total + command.by > 5 ? [] : [{ type: 'Incremented', data: { by: command.by } }]),
};

const increment = (by: number): NewEvent => ({
  id: crypto.randomUUID(),
  type: 'Incremented',
  data: { by },
  metadata: { occurredAt: new Date(0).toISOString(), actor: 'system', correlationId: 'other', causationId: null, schemaVersion: 1 },
});

const context = { actor: 'system' as const, now: new Date(0) };

type Probe = { streamReads: string[]; batchReads: string[][]; appends: [string, ExpectedRevision][] };

/**
 * The store with its reads and appends recorded; `before` writes another writer's event to a stream
 * just before our first append to it (a concurrent change). `batched: false` hides readStreams.
 */
const probedStore = (inner: EventStore, probe: Probe, { before = [] as string[], batched = true } = {}): EventStore => {
  const raced = new Set<string>();
  return {
    async append(stream, events, expected) {
      probe.appends.push([stream, expected]);
      if (before.includes(stream) && !raced.has(stream)) {
        raced.add(stream);
        await inner.append(stream, [increment(4)], 'any');
      }
      return inner.append(stream, events, expected);
    },
    readStream: (stream) => {
      probe.streamReads.push(stream);
      return inner.readStream(stream);
    },
    ...(batched
      ? {
          readStreams: (streams: readonly string[]) => {
            probe.batchReads.push([...streams]);
            return inner.readStreams!(streams);
          },
        }
      : {}),
    readAll: (from, limit) => inner.readAll(from, limit),
    headPosition: () => inner.headPosition(),
    subscribe: (from, handler) => inner.subscribe(from, handler),
    close: () => inner.close(),
  };
};

describe('executeCommands', () => {
  let opened: MemoryEventLog[] = [];
  const given = async (existing: Record<string, number[]>, options?: { before?: string[]; batched?: boolean }) => {
    const probe: Probe = { streamReads: [], batchReads: [], appends: [] };
    const memory = memoryEventLog(EVENTS, (store) => probedStore(store, probe, options));
    opened.push(memory);
    for (const [stream, steps] of Object.entries(existing)) await memory.store.append(stream, steps.map(increment), 'no_stream');
    return { log: memory.log, store: memory.store, probe };
  };
  const totalOf = async (store: EventStore, stream: string) => (await store.readStream(stream)).reduce((sum, event) => sum + (event.data.by as number), 0);

  afterEach(async () => {
    for (const memory of opened) await memory.close();
    opened = [];
  });

  it('decides each command on its own stream, read together in one query, and appends with the revision it read', async () => {
    const { log, store, probe } = await given({ a: [1], b: [2, 2] });
    const outcomes = await executeCommands(log, capped, [{ stream: 'a', command: { by: 3 } }, { stream: 'b', command: { by: 3 } }, { stream: 'c', command: { by: 1 } }], context);
    expect(probe.batchReads).toEqual([['a', 'b', 'c']]);
    expect(probe.streamReads).toEqual([]);
    expect(probe.appends).toEqual([
      ['a', 0],
      ['c', 'no_stream'],
    ]);
    expect(outcomes.map(({ state, events }) => [state, events.length])).toEqual([
      [4, 1],
      [4, 0],
      [1, 1],
    ]);
    expect(outcomes[1].position).toBeNull();
    expect([await totalOf(store, 'a'), await totalOf(store, 'b'), await totalOf(store, 'c')]).toEqual([4, 4, 1]);
  });

  it('does not read a stream the caller knows is fresh, and still demands that it does not exist', async () => {
    const { log, probe } = await given({ a: [1] });
    await executeCommands(log, capped, [{ stream: 'a', command: { by: 1 } }, { stream: 'new', command: { by: 2 }, fresh: true }], context);
    expect(probe.batchReads).toEqual([['a']]);
    expect(probe.appends).toEqual([
      ['a', 0],
      ['new', 'no_stream'],
    ]);
  });

  it('decides again on the real state when a "fresh" stream was written after all', async () => {
    const { log, store, probe } = await given({}, { before: ['taken'] });
    const [outcome] = await executeCommands(log, capped, [{ stream: 'taken', command: { by: 2 }, fresh: true }], context);
    // Another writer put 4 there first: 4 + 2 would pass the cap, so the decider decides nothing.
    expect(probe.appends).toEqual([['taken', 'no_stream']]);
    expect(probe.streamReads).toEqual(['taken']);
    expect(outcome).toMatchObject({ events: [], state: 4, position: null });
    expect(await totalOf(store, 'taken')).toBe(4);
  });

  it('re-reads and decides again a stream changed between the batch read and its append, leaving the others as decided', async () => {
    const { log, store } = await given({ a: [0], b: [0] }, { before: ['a'] });
    const outcomes = await executeCommands(log, capped, [{ stream: 'a', command: { by: 1 } }, { stream: 'b', command: { by: 1 } }], context);
    expect(outcomes.map((outcome) => outcome.state)).toEqual([5, 1]);
    expect([await totalOf(store, 'a'), await totalOf(store, 'b')]).toEqual([5, 1]);
  });

  it('applies two commands on the same stream one after the other: the second sees the first', async () => {
    const { log, store } = await given({ a: [1] });
    const outcomes = await executeCommands(log, capped, [{ stream: 'a', command: { by: 2 } }, { stream: 'a', command: { by: 2 } }], context);
    expect(outcomes.map((outcome) => outcome.state).sort()).toEqual([3, 5]);
    expect(await totalOf(store, 'a')).toBe(5);
  });

  it('reads stream by stream from a store without batched reads, with the same outcomes', async () => {
    const { log, probe } = await given({ a: [1] }, { batched: false });
    const outcomes = await executeCommands(log, capped, [{ stream: 'a', command: { by: 1 } }, { stream: 'b', command: { by: 1 } }], context);
    expect(probe.streamReads.sort()).toEqual(['a', 'b']);
    expect(outcomes.map((outcome) => outcome.state)).toEqual([2, 1]);
  });
});
