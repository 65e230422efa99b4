import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PROJECTIONS } from '../app/features.js';
import { subscribersProjection } from '../features/subscribers/subscribers.projection.js';
import { appendSubscribers, makeWorkingFolder, openDataCore, runCliProcess } from './cli-test-kit.js';

const TIMEOUT = 90_000;
const folders: string[] = [];
const newFolder = () => {
  const folder = makeWorkingFolder();
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const progressLines = (stderr: string) => stderr.split('\n').filter((line) => /^\[[#.]+\] \d+% /.test(line));
/** Polls a condition every 25 ms until it holds, failing after `timeoutMs`. */
const eventually = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
const tableRow = (stdout: string, name: string) => stdout.split('\n').find((line) => line.startsWith(`${name} `)) ?? '';

describe('CLI: projections and rebuild', () => {
  let folder: string;
  beforeAll(async () => {
    folder = newFolder();
    const core = await openDataCore(folder);
    // 12 streams of 1,000 events: more than two rebuild batches of 5,000, so progress is reported several times.
    await appendSubscribers(core, 12, 999);
    await core.close();
  }, TIMEOUT);

  it('lists every projection with version, generation, state, position, head and lag', async () => {
    const run = await runCliProcess(folder, ['projections']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^projection +version +generation +state +position +head +lag +pending +last error$/);
    for (const projection of PROJECTIONS) {
      expect(tableRow(run.stdout, projection.name).split(/ +/)).toEqual([projection.name, String(projection.version), '1', 'current', '0', '12,000', '12,000', expect.any(String), '-']);
    }
    expect(tableRow(run.stdout, 'subscribers').split(/ +/)[7]).toBe('12,000');
  }, TIMEOUT);

  it('rebuilds all projections with progress on stderr and a summary on stdout, then shows the new generation', async () => {
    const run = await runCliProcess(folder, ['rebuild']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`Rebuilding ${PROJECTIONS.map((projection) => projection.name).join(', ')} from 12,000 events`);
    const lines = progressLines(run.stderr);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines[0]).toMatch(/^\[#+\.+\] 41% 5,000\/12,000 events [\d,]+ ev\/s ETA (\d+s|\?)$/);
    expect(lines.at(-1)).toMatch(/^\[#+\] 100% 12,000\/12,000 events [\d,]+ ev\/s ETA 0s$/);
    for (const projection of PROJECTIONS) {
      expect(tableRow(run.stdout, projection.name)).toMatch(new RegExp(`^${projection.name} +1 -> 2 +12,000 +current +[\\d.]+ (ms|s)$`));
    }
    expect(run.stdout).toContain('Rebuilt together from one read of the event log in');

    const status = await runCliProcess(folder, ['projections']);
    expect(tableRow(status.stdout, 'subscribers').split(/ +/).slice(0, 8)).toEqual(['subscribers', String(subscribersProjection.version), '2', 'current', '12,000', '12,000', '0', '0']);
    // The blog reads no subscriber event: its checkpoint may lag, but nothing is pending for it.
    expect(tableRow(status.stdout, 'blog').split(/ +/)[7]).toBe('0');
  }, TIMEOUT);

  it('rebuilds one named projection only', async () => {
    const run = await runCliProcess(folder, ['rebuild', 'subscribers']);
    expect(run.code).toBe(0);
    expect(tableRow(run.stdout, 'subscribers')).toMatch(/^subscribers +2 -> 3 +12,000 +current/);
    expect(run.stdout).not.toContain('blog');
  }, TIMEOUT);

  it('asks the server that holds the projections lease to rebuild, follows its progress, and the server serves the new generation', async () => {
    // Stands for a running server on the same data folder: it takes the projections lease.
    const holder = await openDataCore(folder);
    try {
      await holder.engine.start();
      expect(holder.engine.role).toBe('leader');
      expect(await holder.readModels.count('subscribers', 'subscribers')).toBe(12);
      const run = await runCliProcess(folder, ['rebuild', 'subscribers']);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain(`A running server holds the projections lease (${holder.instanceId}): asking it to rebuild.`);
      expect(progressLines(run.stderr).at(-1)).toMatch(/^\[#+\] 100% 12,000\/12,000 events [\d,]+ ev\/s ETA 0s$/);
      expect(tableRow(run.stdout, 'subscribers')).toMatch(/^subscribers +3 -> 4 +12,000 +current/);
      // The rebuild ran in the holder, which now reads the new generation (the old one goes after a grace period).
      expect(await holder.engine.collectionName('subscribers', 'subscribers')).toBe('subscribers__subscribers__g4');
      expect(await holder.readModels.count('subscribers', 'subscribers')).toBe(12);
    } finally {
      await holder.close();
    }
  }, TIMEOUT);

  it('rebuilds in its own process while no server holds the lease, and a server started meanwhile follows it', async () => {
    const rebuilding = runCliProcess(folder, ['rebuild']);
    const server = await openDataCore(folder);
    try {
      // Started once the command took the lease: this one follows (until the command releases it).
      // The command starts from source: on a loaded machine that alone can take many seconds.
      await eventually(async () => (await server.leases.current('projections')) !== null, 'the command to take the projections lease', 60_000);
      await server.engine.start();
      expect(server.engine.role).toBe('follower');
      const run = await rebuilding;
      expect(run.code).toBe(0);
      expect(run.stderr).toContain('No running server holds the projections lease: rebuilding in this process');
      expect(tableRow(run.stdout, 'subscribers')).toMatch(/^subscribers +4 -> 5 +12,000 +current/);
      // The command released the lease at its end: the server takes it and serves generation 5.
      await eventually(() => server.engine.role === 'leader', 'the server to take the released lease');
      expect(await server.engine.collectionName('subscribers', 'subscribers')).toBe('subscribers__subscribers__g5');
    } finally {
      await server.close();
    }
  }, TIMEOUT);
});

describe('CLI: events', () => {
  let folder: string;
  let subscribers: { id: string; email: string }[];
  beforeAll(async () => {
    folder = newFolder();
    const core = await openDataCore(folder);
    subscribers = await appendSubscribers(core, 2, 1);
    await core.close();
  }, TIMEOUT);

  it('prints a stream in order with personal data decrypted, then null and "(erased)" once the key is destroyed', async () => {
    const [erased, kept] = subscribers;
    const before = await runCliProcess(folder, ['events', `subscriber-${erased.id}`]);
    expect(before.code).toBe(0);
    const [title, , first] = before.stdout.split('\n');
    expect(title).toBe(`Stream subscriber-${erased.id}: 2 events`);
    expect(first).toBe('#0  position 1  2025-05-01T10:00:00.000Z  actor visitor  SubscriberSubscribed  correlation correlation-0');
    expect(before.stdout).toContain(`      "email": "${erased.email}",`);
    expect(before.stdout).toContain('      "customInterests": "podcasts"');
    expect(before.stdout).toMatch(/\n#1  position 2  .* SubscriberPreferencesChanged  correlation correlation-0\n/);
    expect(before.stdout).not.toContain('(erased)');

    const core = await openDataCore(folder);
    await core.cipher.forget(erased.id);
    await core.close();

    const after = await runCliProcess(folder, ['events', `subscriber-${erased.id}`]);
    expect(after.code).toBe(0);
    expect(after.stdout).not.toContain(erased.email);
    expect(after.stdout).toContain('SubscriberSubscribed  correlation correlation-0  (erased)');
    expect(after.stdout).toContain('      "email": null,');
    expect(after.stdout).toContain('      "customInterests": null');

    const json = await runCliProcess(folder, ['events', `subscriber-${erased.id}`, '--json']);
    const events = json.stdout.trim().split('\n').map((line) => JSON.parse(line) as { revision: number; data: Record<string, unknown> });
    expect(events.map((event) => event.revision)).toEqual([0, 1]);
    expect(events[0].data).toMatchObject({ subscriberId: erased.id, email: null, customInterests: null, frequency: 'weekly' });

    const other = await runCliProcess(folder, ['events', `subscriber-${kept.id}`]);
    expect(other.stdout).toContain(`"email": "${kept.email}"`);
    expect(other.stdout).not.toContain('(erased)');
  }, TIMEOUT);

  it('lists the global log from a position, with the stream of each event and a hint when more follow', async () => {
    const run = await runCliProcess(folder, ['events', '--all', '--from', '1', '--limit', '2']);
    expect(run.code).toBe(0);
    const headers = run.stdout.split('\n').filter((line) => line.startsWith('#'));
    expect(headers.map((line) => line.split('  ').slice(0, 3))).toEqual([
      ['#1', 'position 2', `stream subscriber-${subscribers[0].id}`],
      ['#0', 'position 3', `stream subscriber-${subscribers[1].id}`],
    ]);
    expect(run.stderr).toContain('More events follow: npm run events -- --all --from 3');
    const end = await runCliProcess(folder, ['events', '--all', '--from', '4']);
    expect(end.code).toBe(0);
    expect(end.stderr).toContain('No events after position 4 (the newest event is at position 4)');
  }, TIMEOUT);

  it('fails with exit code 1 for an unknown stream', async () => {
    const run = await runCliProcess(folder, ['events', 'subscriber-nobody']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('No events in stream "subscriber-nobody" (unknown or empty stream).\n');
  }, TIMEOUT);
});

describe('CLI: rotate-keys', () => {
  it('rewraps every data key under a new key-encryption key and keeps personal data readable', async () => {
    const folder = newFolder();
    const core = await openDataCore(folder);
    const [subscriber] = await appendSubscribers(core, 3);
    await core.close();

    const run = await runCliProcess(folder, ['rotate-keys']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Rewrapped 3 data keys under key-encryption key [0-9a-f]{32}; destroyed 1 older key-encryption keys\.\n$/);

    const json = await runCliProcess(folder, ['rotate-keys', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      ring: 'file',
      keyEncryptionKeyId: expect.stringMatching(/^[0-9a-f]{32}$/),
      rewrapped: 3,
      unreadable: 0,
      destroyedKeyEncryptionKeys: 1,
    });
    const events = await runCliProcess(folder, ['events', `subscriber-${subscriber.id}`]);
    expect(events.stdout).toContain(`"email": "${subscriber.email}"`);
  }, TIMEOUT);

  it('with KEY_ENCRYPTION_KEYS, moves every data key to the newest version and names the versions the operator may remove', async () => {
    const folder = newFolder();
    const [first, second] = [`1:${randomBytes(32).toString('base64')}`, `2:${randomBytes(32).toString('base64')}`];
    const core = await openDataCore(folder, { KEY_ENCRYPTION_KEYS: first });
    const [subscriber] = await appendSubscribers(core, 3);
    await core.close();

    const run = await runCliProcess(folder, ['rotate-keys'], { KEY_ENCRYPTION_KEYS: `${second},${first}` });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      'Rewrapped 3 data keys under version 2 of the key-encryption keys.\n' +
        'No data key is wrapped under version 1 any more: remove it from your secret manager and restart the instances ' +
        '(or let them re-read KEY_ENCRYPTION_KEYS_FILE). Copies made before (backups, the oplog) become unreadable then.\n',
    );

    const json = await runCliProcess(folder, ['rotate-keys', '--json'], { KEY_ENCRYPTION_KEYS: second });
    expect(JSON.parse(json.stdout)).toEqual({
      ring: 'operator',
      keyEncryptionKeyId: expect.stringMatching(/^[0-9a-f]{32}$/),
      version: 2,
      rewrapped: 0,
      unreadable: 0,
      destroyedKeyEncryptionKeys: 0,
      unusedVersions: [],
      versionsInUse: [],
    });
    const events = await runCliProcess(folder, ['events', `subscriber-${subscriber.id}`], { KEY_ENCRYPTION_KEYS: second });
    expect(events.stdout).toContain(`"email": "${subscriber.email}"`);

    const stale = await runCliProcess(folder, ['rotate-keys'], { KEY_ENCRYPTION_KEYS: first });
    expect(stale.code).toBe(1);
    expect(stale.stderr).toBe(
      "The key store wraps data keys under version 2 of KEY_ENCRYPTION_KEYS, newer than this instance's newest (1): run rotate-keys with the list the instances have\n",
    );
  }, TIMEOUT);

  it('stops with the variable named, and no key shown, when KEY_ENCRYPTION_KEYS is malformed', async () => {
    const folder = newFolder();
    const tooShort = randomBytes(20).toString('base64');
    const run = await runCliProcess(folder, ['rotate-keys'], { KEY_ENCRYPTION_KEYS: `1:${tooShort}` });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('KEY_ENCRYPTION_KEYS: entry 1 (version 1): the key must be 32 random bytes in base64 (44 characters), got 20 bytes');
    expect(run.stderr).not.toContain(tooShort);
  }, TIMEOUT);
});

describe('CLI: usage and configuration errors', () => {
  it('exits 2 with the usage for an unknown command, projection or option', async () => {
    const folder = newFolder();
    const command = await runCliProcess(folder, ['rebiuld']);
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('Unknown command: rebiuld');
    expect(command.stderr).toContain('npm run rebuild [-- <projection>]');
    const projection = await runCliProcess(folder, ['rebuild', 'subscriber']);
    expect(projection.code).toBe(2);
    expect(projection.stderr).toContain(`Unknown projection: subscriber (known: ${PROJECTIONS.map((item) => item.name).join(', ')})`);
    const option = await runCliProcess(folder, ['events', '--all', '--limit', 'lots']);
    expect(option.code).toBe(2);
    // Usage errors are found before any data is opened: nothing was created.
    expect(existsSync(join(folder, 'data'))).toBe(false);
  }, TIMEOUT);

  it('prints help on --help with exit code 0', async () => {
    const run = await runCliProcess(newFolder(), ['rebuild', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Projections run in the one instance that holds the projections lease.');
    expect(run.stdout).toContain('asks that server to rebuild (through the read-model store)');
  }, TIMEOUT);

  it('exits 1 with the message only for a bad configuration or a data folder without an event store', async () => {
    const folder = newFolder();
    const config = await runCliProcess(folder, ['projections'], { PORT: 'eighty' });
    expect(config.code).toBe(1);
    expect(config.stderr).toMatch(/^Invalid configuration:\n {2}PORT: /);
    expect(config.stderr).not.toMatch(/\n\s+at /);
    const missing = await runCliProcess(folder, ['projections']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`No event store in ${join(folder, 'data')} (events.db is missing)`);
    expect(existsSync(join(folder, 'data'))).toBe(false);
  }, TIMEOUT);
});
