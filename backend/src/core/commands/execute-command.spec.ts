import { describe, expect, it } from '@jest/globals';
import { WrongExpectedRevisionError } from '../errors/domain-errors.js';
import type { EventLog } from '../events/event-log.js';
import type { RecordedEvent } from '../events/event.js';
import type { Decider } from './decider.js';
import { executeCommand } from './execute-command.js';

type Counter = { type: 'Incremented'; data: { by: number } };
const counter: Decider<{ by: number }, number, Counter> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command) => (command.by === 0 ? [] : [{ type: 'Incremented', data: { by: command.by } }]),
};

const recorded = (revision: number): RecordedEvent =>
  ({ id: `e${revision}`, stream: 's', revision, position: revision + 1, type: 'Incremented', data: { by: 1 }, metadata: {} }) as unknown as RecordedEvent;

/** A log whose stream grows by one concurrent event on each of the first `conflicts` appends. */
const racingLog = (conflicts: number) => {
  const stream: RecordedEvent[] = [recorded(0)];
  const expectations: unknown[] = [];
  const log = {
    readStream: async () => [...stream],
    append: async (_name: string, _events: unknown[], expected: unknown) => {
      expectations.push(expected);
      if (expectations.length <= conflicts) {
        stream.push(recorded(stream.length));
        throw new WrongExpectedRevisionError('s', expected as number, stream.length - 1);
      }
      return { nextRevision: stream.length, position: 42 };
    },
  } as unknown as EventLog;
  return { log, expectations };
};

const context = { actor: 'system' as const, now: new Date(0) };

describe('executeCommand', () => {
  it('appends with the last revision it read and returns the state after the new events', async () => {
    const { log, expectations } = racingLog(0);
    const outcome = await executeCommand(log, 's', counter, { by: 2 }, context);
    expect(expectations).toEqual([0]);
    expect(outcome).toMatchObject({ state: 3, position: 42 });
  });

  it('re-reads and decides again after a concurrent change', async () => {
    const { log, expectations } = racingLog(2);
    const outcome = await executeCommand(log, 's', counter, { by: 1 }, context);
    expect(expectations).toEqual([0, 1, 2]);
    expect(outcome.state).toBe(4);
  });

  it('gives up with a concurrency error (412) after bounded retries', async () => {
    const { log, expectations } = racingLog(100);
    await expect(executeCommand(log, 's', counter, { by: 1 }, context)).rejects.toMatchObject({ kind: 'concurrency' });
    expect(expectations).toHaveLength(5);
  });

  it('writes nothing when the decider decides nothing', async () => {
    const { log, expectations } = racingLog(0);
    expect(await executeCommand(log, 's', counter, { by: 0 }, context)).toMatchObject({ position: null, events: [] });
    expect(expectations).toEqual([]);
  });
});
