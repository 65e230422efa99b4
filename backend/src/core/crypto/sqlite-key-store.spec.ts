import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describeKeyStoreContract } from './key-store.contract.js';
import { SqliteKeyStore } from './sqlite-key-store.js';

const directory = mkdtempSync(join(tmpdir(), 'sqlite-key-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const filePath = join(directory, 'keys.sqlite');
describeKeyStoreContract('SqliteKeyStore', async (masterSecret) => new SqliteKeyStore(filePath, masterSecret));

const fileBytes = (path: string) => (existsSync(path) ? readFileSync(path) : Buffer.alloc(0));

describe('SqliteKeyStore on disk', () => {
  const masterSecret = 'disk-test-master-secret-0123456789';

  it('never writes the data key in clear', async () => {
    const path = join(directory, 'clear.sqlite');
    const store = new SqliteKeyStore(path, masterSecret);
    const key = await store.getOrCreateKey('subject-clear');
    await store.close();
    expect(fileBytes(path).includes(key)).toBe(false);
    expect(fileBytes(`${path}-wal`).includes(key)).toBe(false);
  });

  it('leaves no copy of a destroyed wrapped key in the database file or its WAL', async () => {
    const path = join(directory, 'shred.sqlite');
    const store = new SqliteKeyStore(path, masterSecret);
    await store.getOrCreateKey('subject-keep');
    await store.getOrCreateKey('subject-shred');
    const reader = new Database(path, { readonly: true });
    const row = reader.prepare('SELECT wrapped_key FROM data_keys WHERE subject_id = ?').get('subject-shred') as { wrapped_key: Buffer };
    reader.close();
    const wrapped = row.wrapped_key;
    expect(wrapped.length).toBeGreaterThan(32);
    expect(Buffer.concat([fileBytes(path), fileBytes(`${path}-wal`)]).includes(wrapped)).toBe(true);

    await store.destroyKey('subject-shred');

    expect(fileBytes(path).includes(wrapped)).toBe(false);
    expect(fileBytes(`${path}-wal`).includes(wrapped)).toBe(false);
    expect(await store.getKey('subject-keep')).not.toBeNull();
    await store.close();
  });

  it('creates the parent directory of the key file', async () => {
    const path = join(directory, 'nested', 'deeper', 'keys.sqlite');
    const store = new SqliteKeyStore(path, masterSecret);
    await store.getOrCreateKey('subject-nested');
    await store.close();
    expect(existsSync(path)).toBe(true);
  });

  it('rejects a master secret too short to be a secret', () => {
    expect(() => new SqliteKeyStore(join(directory, 'short.sqlite'), 'short')).toThrow('at least 16 characters');
  });
});
