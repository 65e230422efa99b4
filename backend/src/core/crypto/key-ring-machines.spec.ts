import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { fileKeyRing, KEY_ENCRYPTION_KEY_RING_FILE } from './file-key-ring.js';
import type { OpenKeyEncryptionKeyRing } from './key-encryption-key-ring.port.js';
import { OperatorKeysUnderTest } from './key-ring-under-test.js';
import { RingKeyMissingError } from './key-rotation.js';
import type { KeyStore } from './key-store.port.js';
import { SqliteKeyStore } from './sqlite-key-store.js';

/**
 * Machines sharing one key store: each has its own DATA_DIR (its own file ring), and one SQLite key file
 * stands in for the shared MongoDB `data_keys` collection (the ring logic does not depend on the store).
 */
const root = mkdtempSync(join(tmpdir(), 'key-ring-machines-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const secret = 'machines-test-app-secret-0123456789';
const opened: KeyStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

let deploymentNumber = 0;
const deployment = () => {
  const folder = join(root, `deployment-${++deploymentNumber}`);
  mkdirSync(folder);
  const sharedKeyFile = join(folder, 'shared-data-keys.sqlite');
  const dataDir = (machine: string) => join(folder, machine);
  const ringFile = (machine: string) => join(dataDir(machine), KEY_ENCRYPTION_KEY_RING_FILE);
  return {
    sharedKeyFile,
    ringFile,
    /** Starts (or restarts) `machine` with the ring its configuration gives it. */
    start: (open: OpenKeyEncryptionKeyRing): KeyStore => {
      const store = new SqliteKeyStore(sharedKeyFile, secret, open);
      opened.push(store);
      return store;
    },
    fileRing: (machine: string) => fileKeyRing(ringFile(machine), secret),
    operatorRing: (keys: OperatorKeysUnderTest, machine: string) => keys.open(secret, ringFile(machine)),
  };
};

const stop = async (store: KeyStore) => {
  opened.splice(opened.indexOf(store), 1);
  await store.close();
};

const rowOf = (keyFile: string, subjectId: string): Buffer => {
  const database = new Database(keyFile, { readonly: true });
  try {
    return database.prepare('SELECT wrapped_key FROM data_keys WHERE subject_id = ?').pluck().get(subjectId) as Buffer;
  } finally {
    database.close();
  }
};

const putRow = (keyFile: string, subjectId: string, wrapped: Buffer) => {
  const database = new Database(keyFile);
  try {
    database.prepare('UPDATE data_keys SET wrapped_key = ? WHERE subject_id = ?').run(wrapped, subjectId);
  } finally {
    database.close();
  }
};

type Deployment = ReturnType<typeof deployment>;

/** Machine A writes a data key, machine B reads it: what a person signing up through A and read through B needs. */
const signUpOnAReadOnB = async (setup: Deployment, ringFor: (machine: 'a' | 'b') => OpenKeyEncryptionKeyRing) => {
  const [machineA, machineB] = [setup.start(ringFor('a')), setup.start(ringFor('b'))];
  const written = await machineA.getOrCreateKey('subject-signed-up-on-a');
  return { machineA, machineB, written, read: () => machineB.getKey('subject-signed-up-on-a') };
};

describe('two machines sharing one key store', () => {
  it('cannot read each other’s data keys when each has its own file ring', async () => {
    const setup = deployment();

    const { read } = await signUpOnAReadOnB(setup, (machine) => setup.fileRing(machine));

    await expect(read()).rejects.toThrow(RingKeyMissingError);
  });

  it('read each other’s data keys with the same KEY_ENCRYPTION_KEYS, and see each other’s erasures', async () => {
    const setup = deployment();
    const keys = new OperatorKeysUnderTest();

    const { machineA, machineB, written, read } = await signUpOnAReadOnB(setup, (machine) => setup.operatorRing(keys, machine));

    expect((await read())?.equals(written)).toBe(true);
    const onB = await machineB.getOrCreateKey('subject-b');
    expect((await machineA.getKey('subject-b'))?.equals(onB)).toBe(true);
    expect((await machineB.getOrCreateKey('subject-signed-up-on-a')).equals(written)).toBe(true);
    await machineA.destroyKey('subject-b');
    expect(await machineB.getKey('subject-b')).toBeNull();
    // Neither machine made a file ring.
    expect([existsSync(setup.ringFile('a')), existsSync(setup.ringFile('b'))]).toEqual([false, false]);
  });

  it('rotate with KEY_ENCRYPTION_KEYS: add a version on both, rotate on one, remove the old version; copies from before become unreadable', async () => {
    const setup = deployment();
    const keys = new OperatorKeysUnderTest();
    let [machineA, machineB] = [setup.start(setup.operatorRing(keys, 'a')), setup.start(setup.operatorRing(keys, 'b'))];
    const kept = await machineA.getOrCreateKey('subject-kept');
    await machineB.getOrCreateKey('subject-erased');
    const copyBeforeErasure = rowOf(setup.sharedKeyFile, 'subject-erased');
    await machineA.destroyKey('subject-erased');

    // The operator adds version 2 and restarts A, then B: a rolling restart.
    keys.addVersion();
    await stop(machineA);
    machineA = setup.start(setup.operatorRing(keys, 'a'));
    const duringRestart = await machineA.getOrCreateKey('subject-during-restart');
    expect((await machineB.getKey('subject-during-restart'))?.equals(duringRestart)).toBe(true);
    await stop(machineB);
    machineB = setup.start(setup.operatorRing(keys, 'b'));

    const report = await machineB.rotateKeyEncryptionKey();
    expect(report).toMatchObject({ ring: 'operator', version: 2, rewrapped: 2, unreadable: 0, unusedVersions: [1], versionsInUse: [] });

    // Version 1 leaves the secret manager; both restart.
    keys.remove([1]);
    await Promise.all([stop(machineA), stop(machineB)]);
    [machineA, machineB] = [setup.start(setup.operatorRing(keys, 'a')), setup.start(setup.operatorRing(keys, 'b'))];
    expect((await machineA.getKey('subject-kept'))?.equals(kept)).toBe(true);
    expect((await machineB.getKey('subject-during-restart'))?.equals(duringRestart)).toBe(true);
    const later = await machineB.getOrCreateKey('subject-later');
    expect((await machineA.getKey('subject-later'))?.equals(later)).toBe(true);

    // A backup or oplog copy of the erased person's row, restored, no longer unwraps anywhere.
    await machineA.getOrCreateKey('subject-erased');
    putRow(setup.sharedKeyFile, 'subject-erased', copyBeforeErasure);
    await expect(machineA.getKey('subject-erased')).rejects.toThrow(RingKeyMissingError);
  });
});

describe('switching a deployment from the file ring to KEY_ENCRYPTION_KEYS', () => {
  it('keeps keys wrapped under the file ring readable, moves them with rotate-keys, then destroys the file ring', async () => {
    const setup = deployment();
    const alone = setup.start(setup.fileRing('a'));
    const before = await alone.getOrCreateKey('subject-before-switch');
    const copyBeforeSwitch = rowOf(setup.sharedKeyFile, 'subject-before-switch');
    await stop(alone);

    const keys = new OperatorKeysUnderTest();
    const machineA = setup.start(setup.operatorRing(keys, 'a'));
    const machineB = setup.start(setup.operatorRing(keys, 'b'));
    expect((await machineA.getKey('subject-before-switch'))?.equals(before)).toBe(true);
    // B never had A's file ring: until the rotation, A's old keys are A's alone.
    await expect(machineB.getKey('subject-before-switch')).rejects.toThrow(RingKeyMissingError);

    const report = await machineA.rotateKeyEncryptionKey();

    expect(report).toMatchObject({ ring: 'operator', version: 1, rewrapped: 1, unreadable: 0, destroyedKeyEncryptionKeys: 1 });
    expect((await machineB.getKey('subject-before-switch'))?.equals(before)).toBe(true);
    expect((await machineA.getKey('subject-before-switch'))?.equals(before)).toBe(true);
    putRow(setup.sharedKeyFile, 'subject-before-switch', copyBeforeSwitch);
    await expect(machineA.getKey('subject-before-switch')).rejects.toThrow(RingKeyMissingError);
  });

  it('refuses to write from an instance started without KEY_ENCRYPTION_KEYS once the others use it', async () => {
    const setup = deployment();
    const keys = new OperatorKeysUnderTest();
    const machineA = setup.start(setup.operatorRing(keys, 'a'));
    await machineA.getOrCreateKey('subject-a');
    const misconfigured = setup.start(setup.fileRing('b'));

    await expect(misconfigured.getOrCreateKey('subject-b')).rejects.toThrow('this instance has no KEY_ENCRYPTION_KEYS');
    expect(await machineA.getKey('subject-b')).toBeNull();
  });
});
