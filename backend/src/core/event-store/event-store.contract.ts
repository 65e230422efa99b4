import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomainError, WrongExpectedRevisionError } from '../errors/domain-errors.js';
import type { RecordedEvent } from '../events/event.js';
import { MAX_APPEND_BYTES, serializeAppend, serializedEventSize } from './append-size.js';
import type { EventStore } from './event-store.port.js';
import { makeEvent, uniqueStream, waitFor } from './test-support/event-fixtures.js';

const ours = (events: RecordedEvent[], streams: string[]) => events.filter((event) => streams.includes(event.stream));

/** An event whose serialized size is exactly `bytes`, as every adapter counts it toward the append limit. */
const eventOfSize = (bytes: number) => {
  const event = makeEvent('Sized', { text: '' });
  const [serialized] = serializeAppend([event]);
  return { ...event, data: { text: 'x'.repeat(bytes - serializedEventSize(serialized)) } };
};

const readEverythingAfter = async (store: EventStore, fromPosition: number, pageSize: number): Promise<RecordedEvent[][]> => {
  const pages: RecordedEvent[][] = [];
  let cursor = fromPosition;
  for (;;) {
    const page = await store.readAll(cursor, pageSize);
    if (page.length === 0) {
      return pages;
    }
    pages.push(page);
    cursor = page[page.length - 1].position;
  }
};

/** The behaviour every EventStore adapter must show; run by each adapter's spec. */
export const describeEventStoreContract = (
  name: string,
  createStore: () => Promise<EventStore>,
  cleanup?: () => Promise<void>,
): void => {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;

    beforeAll(async () => {
      store = await createStore();
    });

    afterAll(async () => {
      await store.close();
      await cleanup?.();
    });

    it('reads back appended events with every envelope field', async () => {
      const stream = uniqueStream('roundtrip');
      const first = makeEvent('ToolAdded', { name: 'Writer', tags: ['a', 'b'], nested: { count: 2 } });
      const second = makeEvent('ToolRenamed', { name: 'Writer 2' }, first.id);
      const result = await store.append(stream, [first, second], 'no_stream');

      const recorded = await store.readStream(stream);

      expect(recorded).toEqual([
        { ...first, stream, revision: 0, position: expect.any(Number) },
        { ...second, stream, revision: 1, position: result.position },
      ]);
      expect(result.nextRevision).toBe(1);
      expect(recorded[1].position).toBeGreaterThan(recorded[0].position);
      expect(recorded[0].position).toBeGreaterThan(0);
    });

    it('reads a slice of a stream: from a revision on, at most a count of events', async () => {
      const stream = uniqueStream('slice');
      await store.append(stream, ['A', 'B', 'C', 'D'].map((type) => makeEvent(type)), 'no_stream');
      expect((await store.readStream(stream, { fromRevision: 1, maxCount: 2 })).map((event) => [event.type, event.revision])).toEqual([
        ['B', 1],
        ['C', 2],
      ]);
      expect((await store.readStream(stream, { fromRevision: 3, maxCount: 5 })).map((event) => event.type)).toEqual(['D']);
      expect(await store.readStream(stream, { fromRevision: 4, maxCount: 1 })).toEqual([]);
      expect(await store.readStream(uniqueStream('slice-missing'), { fromRevision: 0, maxCount: 1 })).toEqual([]);
    });

    it('returns an empty list for a stream that does not exist', async () => {
      expect(await store.readStream(uniqueStream('missing'))).toEqual([]);
    });

    it('accepts any, no_stream and the exact revision when they match', async () => {
      const stream = uniqueStream('expected-ok');
      expect((await store.append(stream, [makeEvent('A')], 'no_stream')).nextRevision).toBe(0);
      expect((await store.append(stream, [makeEvent('B')], 0)).nextRevision).toBe(1);
      expect((await store.append(stream, [makeEvent('C'), makeEvent('D')], 'any')).nextRevision).toBe(3);
      expect((await store.append(uniqueStream('any-new'), [makeEvent('E')], 'any')).nextRevision).toBe(0);
      expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['A', 'B', 'C', 'D']);
    });

    it('rejects a mismatching expected revision and writes nothing', async () => {
      const stream = uniqueStream('expected-bad');
      await store.append(stream, [makeEvent('A'), makeEvent('B')], 'no_stream');

      const noStream = store.append(stream, [makeEvent('X')], 'no_stream');
      await expect(noStream).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(noStream).rejects.toMatchObject({ kind: 'concurrency', stream, actual: 1 });
      await expect(store.append(stream, [makeEvent('X'), makeEvent('Y')], 0)).rejects.toMatchObject({ expected: 0, actual: 1 });
      await expect(store.append(stream, [makeEvent('X')], 5)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      const missing = uniqueStream('expected-missing');
      await expect(store.append(missing, [makeEvent('X')], 0)).rejects.toMatchObject({ actual: 'no_stream' });

      expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['A', 'B']);
      expect(await store.readStream(missing)).toEqual([]);
    });

    it('lets exactly one of several concurrent appends with the same expected revision win', async () => {
      const stream = uniqueStream('race');
      await store.append(stream, [makeEvent('Created')], 'no_stream');

      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, (_, index) => store.append(stream, [makeEvent('Changed', { index })], 0)),
      );

      const winners = attempts.filter((attempt) => attempt.status === 'fulfilled');
      const losers = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(7);
      losers.forEach((reason) => expect(reason).toBeInstanceOf(WrongExpectedRevisionError));
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('orders events globally across streams', async () => {
      const [left, right] = [uniqueStream('left'), uniqueStream('right')];
      const before = await store.headPosition();
      await store.append(left, [makeEvent('L0')], 'no_stream');
      await store.append(right, [makeEvent('R0')], 'no_stream');
      await store.append(left, [makeEvent('L1')], 0);

      const everything = (await readEverythingAfter(store, before, 100)).flat();
      const mine = ours(everything, [left, right]);

      expect(mine.map((event) => event.type)).toEqual(['L0', 'R0', 'L1']);
      everything.forEach((event, index) => {
        expect(event.position).toBeGreaterThan(index === 0 ? before : everything[index - 1].position);
      });
      expect(await store.headPosition()).toBeGreaterThanOrEqual(mine[2].position);
    });

    it('pages through readAll with an exclusive start position', async () => {
      const stream = uniqueStream('paging');
      const before = await store.headPosition();
      const events = Array.from({ length: 7 }, (_, index) => makeEvent(`Page${index}`));
      await store.append(stream, events, 'no_stream');

      const pages = await readEverythingAfter(store, before, 3);
      pages.forEach((page) => expect(page.length).toBeLessThanOrEqual(3));
      const mine = ours(pages.flat(), [stream]);
      expect(mine.map((event) => event.id)).toEqual(events.map((event) => event.id));

      const afterThird = await store.readAll(mine[2].position, 2);
      expect(afterThird[0].position).toBeGreaterThan(mine[2].position);
      expect(ours(afterThird, [stream]).map((event) => event.id)).toEqual(events.slice(3, 5).map((event) => event.id));
    });

    it('gives every event of one append its own position, the same in every read', async () => {
      const stream = uniqueStream('batch-positions');
      const before = await store.headPosition();
      const events = Array.from({ length: 5 }, (_, index) => makeEvent(`Batch${index}`));
      const result = await store.append(stream, events, 'no_stream');

      const fromStream = (await store.readStream(stream)).map((event) => event.position);
      const fromAll = ours((await readEverythingAfter(store, before, 2)).flat(), [stream]).map((event) => event.position);
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe(before, (batch) => {
        received.push(...batch);
      });
      try {
        await waitFor(() => ours(received, [stream]).length === 5, 'the appended events');
      } finally {
        await subscription.close();
      }

      expect(new Set(fromStream).size).toBe(5);
      fromStream.slice(1).forEach((position, index) => expect(position).toBeGreaterThan(fromStream[index]));
      expect(fromAll).toEqual(fromStream);
      expect(ours(received, [stream]).map((event) => event.position)).toEqual(fromStream);
      expect(result.position).toBe(fromStream[4]);
    });

    it(`accepts an append of exactly ${MAX_APPEND_BYTES} bytes and refuses a larger one with a validation error, writing nothing`, async () => {
      const fits = uniqueStream('size-fits');
      await store.append(fits, [eventOfSize(MAX_APPEND_BYTES)], 'no_stream');
      expect(await store.readStream(fits)).toHaveLength(1);

      const tooLarge = uniqueStream('size-over');
      const refusals = [
        store.append(tooLarge, [eventOfSize(MAX_APPEND_BYTES + 1)], 'no_stream'),
        store.append(tooLarge, [eventOfSize(MAX_APPEND_BYTES / 2), eventOfSize(MAX_APPEND_BYTES / 2 + 1)], 'any'),
      ];
      for (const refusal of refusals) {
        await expect(refusal).rejects.toBeInstanceOf(DomainError);
        await expect(refusal).rejects.toMatchObject({ kind: 'validation', details: { field: 'events' } });
      }
      expect(await store.readStream(tooLarge)).toEqual([]);
      // The refusal changed nothing: the stream still takes its first event.
      expect((await store.append(tooLarge, [makeEvent('Small')], 'no_stream')).nextRevision).toBe(0);
    });

    it('delivers the past then live events to a subscriber, in order, once, one batch at a time', async () => {
      const stream = uniqueStream('subscribe');
      const before = await store.headPosition();
      await store.append(stream, [makeEvent('S0'), makeEvent('S1'), makeEvent('S2')], 'no_stream');

      const received: RecordedEvent[] = [];
      let inFlight = 0;
      let overlapped = false;
      const subscription = store.subscribe(before, async (batch) => {
        inFlight += 1;
        overlapped ||= inFlight > 1;
        await new Promise((resolve) => setImmediate(resolve));
        received.push(...batch);
        inFlight -= 1;
      });
      try {
        await waitFor(() => ours(received, [stream]).length === 3, 'catch-up events');
        await store.append(stream, [makeEvent('S3')], 2);
        await Promise.all([store.append(stream, [makeEvent('S4')], 3), store.append(uniqueStream('other'), [makeEvent('O')], 'any')]);
        await waitFor(() => ours(received, [stream]).length >= 4, 'live events');
        await store.append(stream, [makeEvent('S5')], 'any');
        await waitFor(() => ours(received, [stream]).length >= 6, 'more live events');
      } finally {
        await subscription.close();
      }

      expect(ours(received, [stream]).map((event) => event.type)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4', 'S5']);
      expect(new Set(received.map((event) => event.id)).size).toBe(received.length);
      received.forEach((event, index) => {
        expect(event.position).toBeGreaterThan(index === 0 ? before : received[index - 1].position);
      });
      expect(overlapped).toBe(false);
    });

    it('starts a subscription after the given position', async () => {
      const stream = uniqueStream('subscribe-from');
      await store.append(stream, [makeEvent('Skipped'), makeEvent('Wanted')], 'no_stream');
      const [skipped] = await store.readStream(stream);

      const received: RecordedEvent[] = [];
      const subscription = store.subscribe(skipped.position, (batch) => {
        received.push(...batch);
      });
      try {
        await waitFor(() => ours(received, [stream]).length >= 1, 'the event after the start position');
      } finally {
        await subscription.close();
      }
      expect(ours(received, [stream]).map((event) => event.type)).toEqual(['Wanted']);
      received.forEach((event) => expect(event.position).toBeGreaterThan(skipped.position));
    });
  });
};
