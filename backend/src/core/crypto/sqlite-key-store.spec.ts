import { afterAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { fileKeyRing } from './file-key-ring.js';
import { fileRingUnderTest, operatorRingUnderTest, type RingUnderTest } from './key-ring-under-test.js';
import { describeKeyStoreContract } from './key-store.contract.js';
import { createDataKey, deriveKeyEncryptionKey, wrapDataKey } from './key-wrapping.js';
import { SqliteKeyStore } from './sqlite-key-store.js';

const directory = mkdtempSync(join(tmpdir(), 'sqlite-key-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

type KeyRowCopy = { wrapped_key: Buffer; created_at: string; ring_key_id: string | null };

const withFile = <Result>(path: string, use: (database: Database.Database) => Result): Result => {
  const database = new Database(path);
  try {
    return use(database);
  } finally {
    database.close();
  }
};

// One key file per source of key-encryption keys: the operator's keys take a store over for good.
for (const ringFor of [fileRingUnderTest, operatorRingUnderTest] satisfies ((directory: string) => RingUnderTest)[]) {
  const ringDirectory = mkdtempSync(join(directory, 'ring-'));
  const ring = ringFor(ringDirectory);
  const filePath = join(ringDirectory, 'keys.sqlite');
  describeKeyStoreContract<KeyRowCopy>(
    'SqliteKeyStore',
    {
      create: async (masterSecret, openRing) => new SqliteKeyStore(filePath, masterSecret, openRing),
      copyRow: async (subjectId) =>
        withFile(
          filePath,
          (database) =>
            (database.prepare('SELECT wrapped_key, created_at, ring_key_id FROM data_keys WHERE subject_id = ?').get(subjectId) as KeyRowCopy | undefined) ??
            null,
        ),
      restoreRow: async (subjectId, copy) =>
        withFile(filePath, (database) => {
          database
            .prepare('INSERT OR REPLACE INTO data_keys (subject_id, wrapped_key, created_at, ring_key_id) VALUES (?, ?, ?, ?)')
            .run(subjectId, copy.wrapped_key, copy.created_at, copy.ring_key_id);
        }),
    },
    ring,
  );
}

const fileBytes = (path: string) => (existsSync(path) ? readFileSync(path) : Buffer.alloc(0));
const filesBytes = (path: string) => Buffer.concat([fileBytes(path), fileBytes(`${path}-wal`)]);

describe('SqliteKeyStore on disk', () => {
  const masterSecret = 'disk-test-master-secret-0123456789';
  let fileNumber = 0;
  const freshPaths = () => {
    fileNumber += 1;
    return { keys: join(directory, `disk-${fileNumber}.sqlite`), ring: join(directory, `disk-ring-${fileNumber}.sqlite`) };
  };

  it('never writes the data key in clear', async () => {
    const paths = freshPaths();
    const store = new SqliteKeyStore(paths.keys, masterSecret, fileKeyRing(paths.ring, masterSecret));
    const key = await store.getOrCreateKey('subject-clear');
    await store.close();
    expect(filesBytes(paths.keys).includes(key)).toBe(false);
    expect(filesBytes(paths.ring).includes(key)).toBe(false);
  });

  it('leaves no copy of a destroyed wrapped key in the database file or its WAL', async () => {
    const paths = freshPaths();
    const store = new SqliteKeyStore(paths.keys, masterSecret, fileKeyRing(paths.ring, masterSecret));
    await store.getOrCreateKey('subject-keep');
    await store.getOrCreateKey('subject-shred');
    const row = withFile(paths.keys, (database) =>
      database.prepare('SELECT wrapped_key FROM data_keys WHERE subject_id = ?').get('subject-shred'),
    ) as { wrapped_key: Buffer };
    const wrapped = row.wrapped_key;
    expect(wrapped.length).toBeGreaterThan(32);
    expect(filesBytes(paths.keys).includes(wrapped)).toBe(true);

    await store.destroyKey('subject-shred');

    expect(filesBytes(paths.keys).includes(wrapped)).toBe(false);
    expect(await store.getKey('subject-keep')).not.toBeNull();
    await store.close();
  });

  it('makes a backup of the key file taken before a rotation unreadable, and leaves no old row bytes in the live file', async () => {
    const paths = freshPaths();
    const store = new SqliteKeyStore(paths.keys, masterSecret, fileKeyRing(paths.ring, masterSecret));
    const key = await store.getOrCreateKey('subject-backed-up');
    await store.destroyKey('subject-other'); // checkpoints the WAL, so the file alone is a complete copy
    const backup = join(directory, `backup-${fileNumber}.sqlite`);
    copyFileSync(paths.keys, backup);
    const before = withFile(backup, (database) => database.prepare('SELECT wrapped_key FROM data_keys').pluck().get()) as Buffer;
    const restored = new SqliteKeyStore(backup, masterSecret, fileKeyRing(paths.ring, masterSecret));
    expect((await restored.getKey('subject-backed-up'))?.equals(key)).toBe(true);

    const report = await store.rotateKeyEncryptionKey();

    expect(report).toMatchObject({ ring: 'file', rewrapped: 1, unreadable: 0, destroyedKeyEncryptionKeys: 1 });
    expect((await store.getKey('subject-backed-up'))?.equals(key)).toBe(true);
    await expect(restored.getKey('subject-backed-up')).rejects.toThrow('key-encryption key');
    expect(filesBytes(paths.keys).includes(before)).toBe(false);
    await restored.close();
    await store.close();
  });

  it('reads data keys wrapped under the app secret by earlier versions, and moves them to the ring on rotation', async () => {
    const paths = freshPaths();
    const legacyKey = createDataKey();
    withFile(paths.keys, (database) => {
      // The table as earlier versions created it, with one key wrapped under the key derived from the secret.
      database.exec('CREATE TABLE data_keys (subject_id TEXT PRIMARY KEY, wrapped_key BLOB NOT NULL, created_at TEXT NOT NULL)');
      database
        .prepare('INSERT INTO data_keys VALUES (?, ?, ?)')
        .run('subject-legacy', wrapDataKey(deriveKeyEncryptionKey(masterSecret), 'subject-legacy', legacyKey), new Date().toISOString());
    });
    const store = new SqliteKeyStore(paths.keys, masterSecret, fileKeyRing(paths.ring, masterSecret));
    expect((await store.getKey('subject-legacy'))?.equals(legacyKey)).toBe(true);

    const report = await store.rotateKeyEncryptionKey();

    expect(report.rewrapped).toBe(1);
    const ringKeyId = withFile(paths.keys, (database) => database.prepare('SELECT ring_key_id FROM data_keys').pluck().get());
    expect(ringKeyId).toBe(report.keyEncryptionKeyId);
    expect((await store.getKey('subject-legacy'))?.equals(legacyKey)).toBe(true);
    await store.close();
  });

  it('creates the parent directory of the key file', async () => {
    const path = join(directory, 'nested', 'deeper', 'keys.sqlite');
    const store = new SqliteKeyStore(path, masterSecret, fileKeyRing(join(directory, 'nested', 'ring', 'ring.sqlite'), masterSecret));
    await store.getOrCreateKey('subject-nested');
    await store.close();
    expect(existsSync(path)).toBe(true);
  });

  it('rejects a master secret too short to be a secret', () => {
    expect(() => new SqliteKeyStore(join(directory, 'short.sqlite'), 'short', fileKeyRing(join(directory, 'short-ring.sqlite'), 'short'))).toThrow(
      'at least 16 characters',
    );
  });
});

describe('SqliteKeyStore, keys created together (group commit)', () => {
  it('gives each of many subjects asked for at once its own stored key, and every caller of one subject the same key', async () => {
    const ringDirectory = mkdtempSync(join(directory, 'batch-'));
    const filePath = join(ringDirectory, 'keys.sqlite');
    const secret = 'a master secret of enough length';
    const store = new SqliteKeyStore(filePath, secret, fileKeyRing(join(ringDirectory, 'ring.sqlite'), secret));
    const subjects = Array.from({ length: 300 }, (_, index) => `subject-${index}`);
    const keys = await Promise.all([...subjects, ...subjects.slice(0, 10)].map((subject) => store.getOrCreateKey(subject)));
    expect(new Set(keys.slice(0, 300).map((key) => key.toString('hex'))).size).toBe(300);
    keys.slice(300).forEach((key, index) => expect(key.equals(keys[index])).toBe(true));
    for (const [index, subject] of subjects.entries()) expect((await store.getKey(subject))?.equals(keys[index])).toBe(true);
    const rows = withFile(filePath, (database) => database.prepare('SELECT count(*) FROM data_keys').pluck().get());
    expect(rows).toBe(300);
    await store.close();
  });
});

