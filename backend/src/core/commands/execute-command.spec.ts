import { afterEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { EventStore, ExpectedRevision } from '../event-store/event-store.port.js';
import type { NewEvent } from '../events/event.js';
import type { EventLog } from '../events/event-log.js';
import { defineEvent } from '../events/event-type.js';
import { memoryEventLog, type MemoryEventLog } from '../events/testing/memory-event-log.js';
import type { AppendOnlyDecider, Decider } from './decider.js';
import { executeCommand, recordEvents } from './execute-command.js';

const Incremented = defineEvent({ type: 'Incremented', schemaVersion: 1, schema: z.object({ by: z.number().int() }) });
const EVENTS = [Incremented] as const;

const counter: Decider<{ by: number }, number, typeof EVENTS> = {
  events: EVENTS,
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command) => (command.by === 0 ? [] : [{ type: 'Incremented', data: { by: command.by } }]),
};

const concurrentIncrement = (): NewEvent => ({
  id: crypto.randomUUID(),
  type: 'Incremented',
  data: { by: 1 },
  metadata: { occurredAt: new Date(0).toISOString(), actor: 'system', correlationId: 'other', causationId: null, schemaVersion: 1 },
});

/** A store on which another writer adds one event to the stream just before each of our first `conflicts` appends. */
const racingStore = (inner: EventStore, conflicts: number, expectations: ExpectedRevision[]): EventStore => ({
  async append(stream, events, expected) {
    expectations.push(expected);
    if (expectations.length <= conflicts) await inner.append(stream, [concurrentIncrement()], 'any');
    return inner.append(stream, events, expected);
  },
  readStream: (stream) => inner.readStream(stream),
  readAll: (from, limit) => inner.readAll(from, limit),
  headPosition: () => inner.headPosition(),
  subscribe: (from, handler) => inner.subscribe(from, handler),
  close: () => inner.close(),
});

const context = { actor: 'system' as const, now: new Date(0) };

/** Counts the stream reads made through the log from now on. */
const readsOf = (log: EventLog) => {
  let reads = 0;
  const read = log.readStream.bind(log);
  log.readStream = ((...args: Parameters<typeof read>) => {
    reads++;
    return read(...args);
  }) as typeof log.readStream;
  return () => reads;
};

describe('executeCommand', () => {
  let opened: MemoryEventLog[] = [];
  const racing = async (conflicts: number) => {
    const expectations: ExpectedRevision[] = [];
    const memory = memoryEventLog(EVENTS, (store) => racingStore(store, conflicts, expectations));
    opened.push(memory);
    await memory.store.append('s', [concurrentIncrement()], 'no_stream');
    return { log: memory.log, expectations };
  };

  afterEach(async () => {
    for (const memory of opened) await memory.close();
    opened = [];
  });

  it('appends with the last revision it read and returns the state after the new events', async () => {
    const { log, expectations } = await racing(0);
    const outcome = await executeCommand(log, 's', counter, { by: 2 }, context);
    expect(expectations).toEqual([0]);
    expect(outcome).toMatchObject({ state: 3, position: 2 });
  });

  it('appends to a new stream expecting it not to exist', async () => {
    const { log, expectations } = await racing(0);
    await executeCommand(log, 'fresh', counter, { by: 2 }, context);
    expect(expectations).toEqual(['no_stream']);
  });

  it('re-reads and decides again after a concurrent change', async () => {
    const { log, expectations } = await racing(2);
    const outcome = await executeCommand(log, 's', counter, { by: 1 }, context);
    expect(expectations).toEqual([0, 1, 2]);
    expect(outcome.state).toBe(4);
  });

  it('gives up with a concurrency error (412) after bounded retries', async () => {
    const { log, expectations } = await racing(100);
    await expect(executeCommand(log, 's', counter, { by: 1 }, context)).rejects.toMatchObject({ kind: 'concurrency', message: 'Too many concurrent changes to s; please retry' });
    expect(expectations).toHaveLength(5);
  });

  it('says what the caller asks once the retries are spent', async () => {
    const { log } = await racing(100);
    await expect(executeCommand(log, 's', counter, { by: 1 }, context, { conflictMessage: 'Busy; please retry' })).rejects.toMatchObject({
      kind: 'concurrency',
      message: 'Busy; please retry',
    });
  });

  it('decides on the fold the caller carries from its previous command, without reading the stream', async () => {
    const { log, expectations } = await racing(0);
    const first = await executeCommand(log, 's', counter, { by: 2 }, context);
    expect(first).toMatchObject({ state: 3, revision: 1 });
    const reads = readsOf(log);
    const second = await executeCommand(log, 's', counter, { by: 4 }, context, { from: first });
    expect(reads()).toBe(0);
    expect(expectations).toEqual([0, 1]);
    expect(second).toMatchObject({ state: 7, revision: 2 });
  });

  it('reads the stream again when the carried fold is behind it', async () => {
    const { log, expectations } = await racing(1);
    const outcome = await executeCommand(log, 's', counter, { by: 1 }, context, { from: { state: 1, revision: 0 } });
    expect(expectations).toEqual([0, 1]);
    expect(outcome).toMatchObject({ state: 3, revision: 2 });
  });

  it('confirms a decision of nothing on a fresh read of the stream', async () => {
    const { log } = await racing(0);
    // A decider that adds only once, fed a fold that is not the stream's: the stream itself decides.
    const once: Decider<{ by: number }, number, typeof EVENTS> = { ...counter, decide: (command, total) => (total > 0 ? [] : [{ type: 'Incremented', data: command }]) };
    const reads = readsOf(log);
    const outcome = await executeCommand(log, 's', once, { by: 5 }, context, { from: { state: 9, revision: 0 } });
    expect(reads()).toBe(1);
    expect(outcome).toMatchObject({ events: [], state: 1, position: null, revision: 0 });
  });

  it('writes nothing when the decider decides nothing', async () => {
    const { log, expectations } = await racing(0);
    expect(await executeCommand(log, 's', counter, { by: 0 }, context)).toMatchObject({ position: null, events: [] });
    expect(expectations).toEqual([]);
  });
});

describe('recordEvents', () => {
  const record: AppendOnlyDecider<{ by: number }, typeof EVENTS> = { events: EVENTS, decide: ({ by }) => [{ type: 'Incremented', data: { by } }] };

  it('appends without reading the stream or checking its revision', async () => {
    const expectations: ExpectedRevision[] = [];
    let reads = 0;
    const memory = memoryEventLog(EVENTS, (store) => ({
      ...racingStore(store, 1, expectations),
      readStream: (stream) => {
        reads++;
        return store.readStream(stream);
      },
    }));
    try {
      const outcome = await recordEvents(memory.log, 'views', record, { by: 1 }, context);
      expect(outcome).toEqual({ events: [{ type: 'Incremented', data: { by: 1 } }], position: 2 });
      expect(expectations).toEqual(['any']);
      expect(reads).toBe(0);
    } finally {
      await memory.close();
    }
  });
});
