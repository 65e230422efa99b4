import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileKeyRing } from './file-key-ring.js';
import type { KeyEncryptionKeyRing } from './key-encryption-key-ring.port.js';
import { OperatorKeysUnderTest } from './key-ring-under-test.js';
import { DataKeyWrapper, RingKeyMissingError } from './key-rotation.js';
import { KeyStoreRowsInMemory } from './key-store-rows-in-memory.js';
import { createDataKey, ringKeyIdOf } from './key-wrapping.js';
import { OperatorKeyList } from './operator-key-list.js';
import { OperatorKeyRing } from './operator-key-ring.js';

const directory = mkdtempSync(join(tmpdir(), 'operator-key-ring-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const secret = 'operator-ring-test-secret-0123456789';
let fileNumber = 0;
const freshPath = (name: string) => join(directory, `${name}-${++fileNumber}`);
const opened: KeyEncryptionKeyRing[] = [];
afterEach(() => opened.splice(0).forEach((ring) => ring.close()));

/** An instance configured with today's KEY_ENCRYPTION_KEYS on a store whose rows are `rows`. */
const instance = (keys: OperatorKeysUnderTest, rows: KeyStoreRowsInMemory, fileRingPath = freshPath('no-file-ring')) => {
  const ring = keys.open(secret, fileRingPath)(rows);
  opened.push(ring);
  return { ring, wrapper: new DataKeyWrapper(secret, ring) };
};

/** Stores a new data key for `subjectId` the way a key store does: wrapped under the ring's current key. */
const store = async (rows: KeyStoreRowsInMemory, machine: { ring: KeyEncryptionKeyRing; wrapper: DataKeyWrapper }, subjectId: string) => {
  const dataKey = createDataKey();
  rows.rows.set(subjectId, machine.wrapper.wrap(subjectId, dataKey, await machine.ring.current()).wrapped);
  return dataKey;
};

describe('OperatorKeyRing: which version wraps', () => {
  it('wraps under the newest version when the key store records none, and records it for every instance', async () => {
    const keys = new OperatorKeysUnderTest();
    keys.addVersion();
    const rows = new KeyStoreRowsInMemory();
    const { ring } = instance(keys, rows);

    const current = await ring.current();

    const newest = OperatorKeyList.parse(keys.value).newest;
    expect(current.id).toBe(newest.id);
    expect(rows.wrapping).toEqual({ version: 2, keyId: newest.id });
    // The key used is derived with the app secret, never the operator's key itself.
    expect(current.key.equals(newest.key)).toBe(false);
  });

  it('keeps wrapping under the recorded version after a version is added, so instances not yet restarted read every new key', async () => {
    const keys = new OperatorKeysUnderTest();
    const rows = new KeyStoreRowsInMemory();
    const notRestarted = instance(keys, rows);
    await notRestarted.ring.current();
    keys.addVersion();
    const restarted = instance(keys, rows);

    const dataKey = await store(rows, restarted, 'subject-new');

    expect(notRestarted.wrapper.unwrap('subject-new', rows.rows.get('subject-new')!).equals(dataKey)).toBe(true);
    expect(rows.wrapping?.version).toBe(1);
  });

  it('moves to the newest version when rotate-keys promotes it, and then refuses to wrap in an instance that lacks it', async () => {
    const keys = new OperatorKeysUnderTest();
    const rows = new KeyStoreRowsInMemory();
    const forgotten = instance(keys, rows);
    await store(rows, forgotten, 'subject-before');
    keys.addVersion();
    const restarted = instance(keys, rows);

    const report = await restarted.ring.rotate(restarted.wrapper);

    expect(report).toMatchObject({ ring: 'operator', version: 2, rewrapped: 1, unusedVersions: [1], versionsInUse: [] });
    expect((await restarted.ring.current()).id).toBe(report.keyEncryptionKeyId);
    await expect(forgotten.ring.current()).rejects.toThrow(
      'The key store wraps data keys under version 2 of KEY_ENCRYPTION_KEYS, which this instance does not hold (or holds with another key): give every instance the same list',
    );
    expect(() => forgotten.wrapper.unwrap('subject-before', rows.rows.get('subject-before')!)).toThrow(RingKeyMissingError);
  });

  it('unwraps under any listed version, and under none once the version is removed', async () => {
    const keys = new OperatorKeysUnderTest();
    const rows = new KeyStoreRowsInMemory();
    const dataKey = await store(rows, instance(keys, rows), 'subject-old');
    keys.addVersion();
    expect(instance(keys, rows).wrapper.unwrap('subject-old', rows.rows.get('subject-old')!).equals(dataKey)).toBe(true);

    keys.remove([1]);

    expect(() => instance(keys, rows).wrapper.unwrap('subject-old', rows.rows.get('subject-old')!)).toThrow('KEY_ENCRYPTION_KEYS does not hold');
  });
});

describe('OperatorKeyRing: rotate-keys', () => {
  it('reports a version still in use when a key is written under it behind the sweep, so the operator keeps it', async () => {
    const keys = new OperatorKeysUnderTest();
    const rows = new KeyStoreRowsInMemory();
    const old = instance(keys, rows);
    for (const subjectId of ['b', 'c', 'd']) await store(rows, old, subjectId);
    keys.addVersion();
    const restarted = instance(keys, rows);
    let lists = 0;
    const oldKey = await old.ring.current();
    rows.beforeEachList = () => {
      // An instance that never got version 2 writes under version 1, before the sweep's cursor.
      if (++lists === 2) rows.rows.set('a', old.wrapper.wrap('a', createDataKey(), oldKey).wrapped);
    };

    const report = await restarted.ring.rotate(restarted.wrapper);

    expect(report).toMatchObject({ version: 2, rewrapped: 3, unreadable: 0, unusedVersions: [], versionsInUse: [{ version: 1, dataKeys: 1 }] });
  });

  it('counts the keys no listed version can read, and leaves them', async () => {
    const rows = new KeyStoreRowsInMemory();
    const elsewhere = instance(new OperatorKeysUnderTest(), new KeyStoreRowsInMemory());
    rows.rows.set('orphan', elsewhere.wrapper.wrap('orphan', createDataKey(), await elsewhere.ring.current()).wrapped);
    const here = instance(new OperatorKeysUnderTest(), rows);

    const report = await here.ring.rotate(here.wrapper);

    expect(report).toMatchObject({ version: 1, rewrapped: 0, unreadable: 1, unusedVersions: [], versionsInUse: [] });
  });

  it('refuses when the key store is on a newer version than this instance holds', async () => {
    const keys = new OperatorKeysUnderTest();
    const rows = new KeyStoreRowsInMemory();
    const stale = instance(keys, rows);
    keys.addVersion();
    const current = instance(keys, rows);
    await current.ring.rotate(current.wrapper);

    await expect(stale.ring.rotate(stale.wrapper)).rejects.toThrow("version 2 of KEY_ENCRYPTION_KEYS, newer than this instance's newest (1)");
    expect(rows.wrapping?.version).toBe(2);
  });

  it('refuses when the version that wraps the data keys was removed, or its number reused for another key', async () => {
    const keys = new OperatorKeysUnderTest();
    const rows = new KeyStoreRowsInMemory();
    await store(rows, instance(keys, rows), 'subject');
    keys.addVersion();
    keys.remove([1]);
    const removed = instance(keys, rows);
    await expect(removed.ring.rotate(removed.wrapper)).rejects.toThrow('Version 1 of KEY_ENCRYPTION_KEYS wraps the key store');

    const reused = new OperatorKeysUnderTest();
    const reusedRing = instance(reused, rows);
    await expect(reusedRing.ring.rotate(reusedRing.wrapper)).rejects.toThrow('never reuse a version number for another key');
    expect(rows.wrapping?.version).toBe(1);
  });
});

describe('OperatorKeyRing: migrating from the file ring', () => {
  it("reads the file ring's keys, moves every data key off them, then destroys them", async () => {
    const rows = new KeyStoreRowsInMemory();
    const fileRingPath = freshPath('key-encryption-keys.db');
    const fileRing = new FileKeyRing(fileRingPath, secret, rows);
    const fileWrapper = new DataKeyWrapper(secret, fileRing);
    const dataKey = await store(rows, { ring: fileRing, wrapper: fileWrapper }, 'subject-file');
    fileRing.close();
    const copy = rows.rows.get('subject-file')!;
    const switched = instance(new OperatorKeysUnderTest(), rows, fileRingPath);
    expect(switched.wrapper.unwrap('subject-file', copy).equals(dataKey)).toBe(true);

    const report = await switched.ring.rotate(switched.wrapper);

    expect(report).toMatchObject({ version: 1, rewrapped: 1, destroyedKeyEncryptionKeys: 1 });
    expect(ringKeyIdOf(rows.rows.get('subject-file')!)).toBe(report.keyEncryptionKeyId);
    expect(switched.wrapper.unwrap('subject-file', rows.rows.get('subject-file')!).equals(dataKey)).toBe(true);
    // A copy from before the switch (a backup, the oplog) needs the destroyed file ring key.
    expect(() => switched.wrapper.unwrap('subject-file', copy)).toThrow(RingKeyMissingError);
  });

  it('keeps the file ring while a data key is still wrapped under it', async () => {
    const rows = new KeyStoreRowsInMemory();
    const fileRingPath = freshPath('key-encryption-keys.db');
    const fileRing = new FileKeyRing(fileRingPath, secret, rows);
    opened.push(fileRing);
    const fileKey = await fileRing.current();
    await store(rows, { ring: fileRing, wrapper: new DataKeyWrapper(secret, fileRing) }, 'm');
    const switched = instance(new OperatorKeysUnderTest(), rows, fileRingPath);
    let lists = 0;
    rows.beforeEachList = () => {
      // A process of this DATA_DIR not yet restarted with KEY_ENCRYPTION_KEYS, writing behind the sweep.
      if (++lists === 2) rows.rows.set('a', switched.wrapper.wrap('a', createDataKey(), fileKey).wrapped);
    };

    const report = await switched.ring.rotate(switched.wrapper);

    expect(report).toMatchObject({ rewrapped: 1, destroyedKeyEncryptionKeys: 0 });
    expect(fileRing.keyIds()).toEqual([fileKey.id]);
  });
});

describe('OperatorKeyRing: KEY_ENCRYPTION_KEYS_FILE', () => {
  it('takes versions added to or removed from the mounted file without a restart, and keeps its keys when the file goes bad', async () => {
    const keys = new OperatorKeysUnderTest();
    const path = freshPath('keys-file');
    writeFileSync(path, keys.value);
    const rows = new KeyStoreRowsInMemory();
    const warnings: string[] = [];
    const ring = new OperatorKeyRing(
      { source: { variable: 'KEY_ENCRYPTION_KEYS_FILE', path, keys: OperatorKeyList.readFile(path) }, masterSecret: secret, fileRingPath: freshPath('none'), warn: (line) => warnings.push(line) },
      rows,
    );
    opened.push(ring);
    const machine = { ring, wrapper: new DataKeyWrapper(secret, ring) };
    const first = await store(rows, machine, 'first');
    keys.addVersion();
    writeFileSync(path, keys.value);
    // Another instance, already on version 2, rotated.
    const other = instance(keys, rows);
    await other.ring.rotate(other.wrapper);

    expect(machine.wrapper.unwrap('first', rows.rows.get('first')!).equals(first)).toBe(true);
    expect((await ring.current()).id).toBe(rows.wrapping?.keyId);

    const secondVersionKey = keys.versions.get(2)!;
    writeFileSync(path, `2:${secondVersionKey},oops`);
    await ring.current();
    await ring.current();
    expect(warnings).toEqual([
      '[OperatorKeyRing] KEY_ENCRYPTION_KEYS_FILE changed but cannot be used (entry 2 is not <version>:<base64 key>); the versions read before stay in use',
    ]);
    expect(warnings.join()).not.toContain(secondVersionKey.slice(0, 12));
    expect(machine.wrapper.unwrap('first', rows.rows.get('first')!).equals(first)).toBe(true);

    const firstVersionId = OperatorKeyList.parse(`1:${keys.versions.get(1)}`).newest.id;
    keys.remove([1]);
    writeFileSync(path, keys.value);
    await ring.current();
    expect(ring.find(firstVersionId)).toBeNull();
  });
});
