import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../events/event.js';
import { describeEventStoreContract } from './event-store.contract.js';
import { SqliteEventStore } from './sqlite-event-store.js';
import { makeEvent, uniqueStream, waitFor } from './test-support/event-fixtures.js';

const workDirectory = mkdtempSync(join(tmpdir(), 'sqlite-event-store-'));
const here = dirname(fileURLToPath(import.meta.url));
const backendDirectory = join(here, '..', '..', '..');
const childScript = join(here, 'test-support', 'sqlite-append-child.ts');

type Acknowledged = { id: string; position: number };

/** Runs the child writer and collects the appends it acknowledged on stdout. */
const startChild = (filePath: string, stream: string, count: string) => {
  const child = spawn(process.execPath, ['--no-warnings', '--import', '@swc-node/register/esm-register', childScript, filePath, stream, count], {
    cwd: backendDirectory,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acknowledged: Acknowledged[] = [];
  let pending = '';
  let errors = '';
  let finished = false;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach((line) => {
      const [word, id, position] = line.split(' ');
      if (word === 'ack') {
        acknowledged.push({ id, position: Number(position) });
      }
    });
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      finished = true;
      resolve(code);
    }),
  );
  return { child, acknowledged, exited, errors: () => errors, finished: () => finished };
};

const killIfRunning = (child: ChildProcess) => {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
  }
};

let storeCount = 0;
describeEventStoreContract('SqliteEventStore', async () => {
  storeCount += 1;
  return new SqliteEventStore(join(workDirectory, `contract-${storeCount}`, 'events.sqlite'));
});

describe('SqliteEventStore subscriptions', () => {
  it('deliver every event once and in order when this process and another connection write in turn', async () => {
    const filePath = join(workDirectory, 'interleaved', 'events.sqlite');
    const local = new SqliteEventStore(filePath, { pollIntervalMs: 10 });
    const other = new SqliteEventStore(filePath, { pollIntervalMs: 10 });
    const received: RecordedEvent[] = [];
    const subscription = local.subscribe(0, (batch) => {
      received.push(...batch);
    });
    try {
      const stream = uniqueStream('interleaved');
      await local.append(stream, [makeEvent('A'), makeEvent('B')], 'no_stream');
      await waitFor(() => received.length === 2, 'the first local events');
      // The other connection's commits sit between this process's: the subscription learns of them by polling.
      await other.append(stream, [makeEvent('C')], 1);
      await local.append(stream, [makeEvent('D'), makeEvent('E')], 2);
      await other.append(stream, [makeEvent('F')], 4);
      await local.append(stream, [makeEvent('G')], 5);
      await waitFor(() => received.length === 7, 'every event');
      expect(received.map((event) => event.type)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
      expect(received.map((event) => event.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(received.map((event) => event.data)).toEqual((await local.readAll(0, 10)).map((event) => event.data));
    } finally {
      await subscription.close();
      await other.close();
      await local.close();
    }
  });

  it('refuses a new stream that another connection has created meanwhile, naming its revision', async () => {
    const filePath = join(workDirectory, 'created-meanwhile', 'events.sqlite');
    const first = new SqliteEventStore(filePath);
    const second = new SqliteEventStore(filePath);
    try {
      const stream = uniqueStream('created-meanwhile');
      await second.append(stream, [makeEvent('A'), makeEvent('B')], 'no_stream');
      await expect(first.append(stream, [makeEvent('X')], 'no_stream')).rejects.toMatchObject({ kind: 'concurrency', stream, actual: 1 });
      expect((await first.readStream(stream)).map((event) => event.type)).toEqual(['A', 'B']);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('SqliteEventStore across processes', () => {
  afterAll(() => {
    rmSync(workDirectory, { recursive: true, force: true });
  });

  it('reads several streams in one call, each in revision order, a missing one as empty', async () => {
    const store = new SqliteEventStore(':memory:');
    const [first, second] = [uniqueStream('many'), uniqueStream('many')];
    await store.append(first, [makeEvent('A'), makeEvent('B')], 'no_stream');
    await store.append(second, [makeEvent('C')], 'no_stream');
    await store.append(first, [makeEvent('D')], 1);
    const read = await store.readStreams([second, 'missing', first]);
    expect([...read.keys()]).toEqual([second, 'missing', first]);
    expect(read.get(first)?.map((event) => [event.type, event.revision])).toEqual([['A', 0], ['B', 1], ['D', 2]]);
    expect(read.get(second)?.map((event) => event.type)).toEqual(['C']);
    expect(read.get('missing')).toEqual([]);
    expect(read.get(first)).toEqual(await store.readStream(first));
    await store.close();
  });

  it('keeps every acknowledged append after the writing process is killed with SIGKILL', async () => {
    const filePath = join(workDirectory, 'durability', 'events.sqlite');
    const writer = startChild(filePath, uniqueStream('durable'), 'forever');
    try {
      await waitFor(() => writer.acknowledged.length >= 300 || writer.finished(), 'child acknowledgements', 20_000);
      expect(writer.errors()).toBe('');
      writer.child.kill('SIGKILL');
      await writer.exited;
    } finally {
      killIfRunning(writer.child);
    }
    expect(writer.child.signalCode).toBe('SIGKILL');

    const store = new SqliteEventStore(filePath);
    try {
      const stored = new Map<string, number>();
      for (let page = await store.readAll(0, 1000); page.length > 0; page = await store.readAll(page[page.length - 1].position, 1000)) {
        page.forEach((event) => stored.set(event.id, event.position));
      }
      expect(writer.acknowledged.length).toBeGreaterThanOrEqual(300);
      const lost = writer.acknowledged.filter((ack) => stored.get(ack.id) !== ack.position);
      expect(lost).toEqual([]);
      expect(await store.headPosition()).toBe(stored.size);
    } finally {
      await store.close();
    }
  });

  it('delivers appends made by another process to a subscriber in this process', async () => {
    const filePath = join(workDirectory, 'cross-process', 'events.sqlite');
    const store = new SqliteEventStore(filePath, { pollIntervalMs: 50 });
    const stream = uniqueStream('foreign');
    const received: RecordedEvent[] = [];
    await store.append(uniqueStream('local'), [makeEvent('Local')], 'no_stream');
    const subscription = store.subscribe(0, (batch) => {
      received.push(...batch);
    });
    try {
      await waitFor(() => received.length === 1, 'the local event');
      const writer = startChild(filePath, stream, '5');
      try {
        expect(await writer.exited).toBe(0);
      } finally {
        killIfRunning(writer.child);
      }
      expect(writer.acknowledged).toHaveLength(5);
      await waitFor(() => received.length === 6, 'the events written by the child process');

      const foreign = received.filter((event) => event.stream === stream);
      expect(foreign.map((event) => event.id)).toEqual(writer.acknowledged.map((ack) => ack.id));
      expect(foreign.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await subscription.close();
      await store.close();
    }
  });
});
