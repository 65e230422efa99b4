import { finished } from 'node:stream/promises';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { ReadPosition } from '@eventstore/db-client';
import { DomainError } from '../errors/domain-errors.js';
import type { RecordedEvent } from '../events/event.js';
import { MAX_APPEND_BYTES } from './append-size.js';
import type { SkippedEvent } from './eventstoredb-mapping.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { EventStoreDbSubscription, SubscriptionEndedError } from './eventstoredb-subscription.js';
import { makeEvent, waitFor } from './test-support/event-fixtures.js';
import { ScriptedEventStoreClient, type ServerEvent } from './test-support/esdb-client-double.js';

const APPLICATION_TYPES = new Set(['ToolAdded', 'ToolRenamed']);
const isApplicationType = (type: string) => APPLICATION_TYPES.has(type);

/** One of our events as the adapter writes it: JSON data and our metadata envelope. */
const ours = (position: number, type = 'ToolAdded', stream = 'tool-1'): ServerEvent => {
  const { data, metadata } = makeEvent(type, { name: `at ${position}` });
  return { stream, type, position, data: JSON.stringify(data), metadata: JSON.stringify(metadata) };
};

/** What other writers sharing the server may leave in $all. */
const foreignAndBroken = (from: number): ServerEvent[] => [
  { stream: 'orders-7', type: 'OrderPlaced', position: from, data: Uint8Array.from([0xff, 0x00, 0x13]), contentType: 'application/octet-stream' },
  { stream: 'tool-2', type: 'ToolAdded', position: from + 1, data: '{"name": "cut off', metadata: '{}' },
  { stream: 'tool-3', type: 'ToolAdded', position: from + 2, data: '[1, 2, 3]', metadata: JSON.stringify(makeEvent('ToolAdded').metadata) },
  { stream: 'tool-4', type: 'ToolAdded', position: from + 3, data: '{"name": "no metadata"}' },
  { stream: 'tool-5', type: 'ToolRenamed', position: from + 4, data: '{"name": "x"}', metadata: 'not json at all' },
  // Committed in a legacy explicit transaction: its commit position is shared with the transaction's other events.
  { ...ours(from + 6, 'ToolRenamed', 'tool-6'), prepare: from + 5 },
];

const positionOf = (from: ReadPosition | undefined): bigint | string =>
  from === undefined || typeof from === 'string' || typeof from === 'symbol' ? String(from) : from.commit;

describe('EventStoreDbSubscription with events the server streams', () => {
  const open: EventStoreDbSubscription[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((subscription) => subscription.close()));
  });

  const subscribe = (client: ScriptedEventStoreClient, from: number, received: RecordedEvent[]) => {
    const errors: unknown[] = [];
    const skipped: SkippedEvent[] = [];
    const subscription = new EventStoreDbSubscription(client, from, (batch) => void received.push(...batch), {
      batchSize: 10,
      retryDelayMs: 5,
      onError: (error) => errors.push(error),
      isApplicationType,
      onSkipped: (event) => skipped.push(event),
    });
    open.push(subscription);
    return { errors, skipped };
  };

  it('skips and reports events that are not this application’s, and keeps delivering', async () => {
    const client = new ScriptedEventStoreClient();
    const received: RecordedEvent[] = [];
    const { skipped, errors } = subscribe(client, 0, received);

    client.live.send(ours(10), ...foreignAndBroken(20), ours(30, 'ToolRenamed'));

    await waitFor(() => received.length === 2, 'the two well-formed events');
    expect(received.map((event) => [event.position, event.type, event.data])).toEqual([
      [10, 'ToolAdded', { name: 'at 10' }],
      [30, 'ToolRenamed', { name: 'at 30' }],
    ]);
    expect(skipped.map((event) => [event.position, event.type, event.reason])).toEqual([
      [20, 'OrderPlaced', 'foreign-type'],
      [21, 'ToolAdded', 'malformed'],
      [22, 'ToolAdded', 'malformed'],
      [23, 'ToolAdded', 'malformed'],
      [24, 'ToolRenamed', 'malformed'],
      [26, 'ToolRenamed', 'shared-position'],
    ]);
    expect(errors).toEqual([]);
  });

  it('re-opens from the last received position when the server ends the stream cleanly, and reports it', async () => {
    const client = new ScriptedEventStoreClient();
    const received: RecordedEvent[] = [];
    const { errors } = subscribe(client, 5, received);
    client.live.send(ours(10), ours(11));
    await waitFor(() => received.length === 2, 'the events before the end');

    client.live.end();

    await waitFor(() => client.subscriptions.length === 2, 'a new subscription');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(SubscriptionEndedError);
    expect(client.subscriptions.map((subscription) => positionOf(subscription.from))).toEqual([5n, 11n]);
    // The server may repeat the boundary event after a re-open: it is not delivered twice.
    client.live.send(ours(11), ours(12));
    await waitFor(() => received.length === 3, 'the event after the re-open');
    expect(received.map((event) => event.position)).toEqual([10, 11, 12]);
  });

  it('re-opens once when an error is followed by the end of the stream', async () => {
    const client = new ScriptedEventStoreClient();
    const received: RecordedEvent[] = [];
    const { errors } = subscribe(client, 0, received);
    client.live.send(ours(10));
    await waitFor(() => received.length === 1, 'the first event');

    client.live.destroy(new Error('connection reset'));

    await waitFor(() => client.subscriptions.length === 2, 'a new subscription');
    client.live.send(ours(20));
    await waitFor(() => received.length === 2, 'the event after the re-open');
    expect(client.subscriptions).toHaveLength(2);
    expect(errors).toHaveLength(1);
  });

  it('opens nothing more once closed, even though the stream then ends', async () => {
    const client = new ScriptedEventStoreClient();
    const { errors } = subscribe(client, 0, []);
    const [{ call, stream }] = client.subscriptions;

    await open.splice(0)[0].close();
    call.end();
    await finished(stream);

    // A re-open is always preceded by a report, made as the stream ends: none means none is coming.
    expect(errors).toEqual([]);
    expect(client.subscriptions).toHaveLength(1);
  });
});

describe('EventStoreDbEventStore reads of $all with other writers’ events', () => {
  const createStore = (client: ScriptedEventStoreClient, skipped: SkippedEvent[]) =>
    new EventStoreDbEventStore(client, { isApplicationType, onSkippedEvent: (event) => skipped.push(event) });

  it('readAll returns only this application’s events and reports the others', async () => {
    const client = new ScriptedEventStoreClient();
    const skipped: SkippedEvent[] = [];
    client.readAllPages.push([ours(10), ...foreignAndBroken(20), ours(30)]);

    const events = await createStore(client, skipped).readAll(0, 100);

    expect(events.map((event) => event.position)).toEqual([10, 30]);
    expect(skipped.map((event) => event.reason)).toEqual(['foreign-type', 'malformed', 'malformed', 'malformed', 'malformed', 'shared-position']);
  });

  it('headPosition is the newest event readAll would return', async () => {
    const client = new ScriptedEventStoreClient();
    const skipped: SkippedEvent[] = [];
    // A backwards read: newest first.
    client.readAllPages.push([...foreignAndBroken(20).reverse(), ours(12), ours(11)]);

    expect(await createStore(client, skipped).headPosition()).toBe(12);
    expect(skipped).toHaveLength(6);
  });

  it('refuses an append above the size limit before sending anything', async () => {
    const client = new ScriptedEventStoreClient();
    let sent = 0;
    client.appendToStream = async () => {
      sent += 1;
      throw new Error('the scripted client must not be asked to append');
    };
    const store = new EventStoreDbEventStore(client);
    const huge = makeEvent('ToolAdded', { text: 'x'.repeat(MAX_APPEND_BYTES) });

    await expect(store.append('tool-9', [huge], 'any')).rejects.toMatchObject({ kind: 'validation', details: { field: 'events' } });
    await expect(store.append('tool-9', [huge], 'any')).rejects.toBeInstanceOf(DomainError);
    expect(sent).toBe(0);
  });
});
