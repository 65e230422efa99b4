import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { FileKeyRing } from './file-key-ring.js';
import { DataKeyWrapper } from './key-rotation.js';
import { KeyStoreRowsInMemory } from './key-store-rows-in-memory.js';

const directory = mkdtempSync(join(tmpdir(), 'key-ring-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const secret = 'ring-test-master-secret-0123456789';
let fileNumber = 0;
const freshFile = () => join(directory, `ring-${++fileNumber}.sqlite`);
const filesBytes = (path: string) =>
  Buffer.concat([path, `${path}-wal`].map((file) => (existsSync(file) ? readFileSync(file) : Buffer.alloc(0))));

const openRing = (path: string, masterSecret = secret, rows = new KeyStoreRowsInMemory()) => new FileKeyRing(path, masterSecret, rows);

describe('FileKeyRing', () => {
  it('has one current key, shared by every instance on the file, until a key is added', async () => {
    const path = freshFile();
    const [first, second] = [openRing(path), openRing(path)];
    const current = await first.current();
    expect(await second.current()).toEqual(current);
    expect(current.key).toHaveLength(32);

    const added = second.add();

    expect(await first.current()).toEqual(added);
    expect(first.find(current.id)).toEqual(current);
    first.close();
    second.close();
  });

  it('destroys only the keys older than the one named, leaving no trace of them in the file or its WAL', async () => {
    const path = freshFile();
    const ring = openRing(path);
    const [oldest, middle, newest] = [await ring.current(), ring.add(), ring.add()];
    const oldestRow = new Database(path, { readonly: true });
    const wrappedOldest = oldestRow.prepare('SELECT wrapped_key FROM key_encryption_keys WHERE id = ?').pluck().get(oldest.id) as Buffer;
    oldestRow.close();
    expect(filesBytes(path).includes(wrappedOldest)).toBe(true);

    expect(ring.destroyOlderThan(middle.id)).toBe(1);

    expect(ring.find(oldest.id)).toBeNull();
    expect(ring.find(middle.id)).toEqual(middle);
    expect(await ring.current()).toEqual(newest);
    expect(filesBytes(path).includes(wrappedOldest)).toBe(false);

    expect(ring.destroyOlderThan(null)).toBe(2);
    expect(ring.keyIds()).toEqual([]);
    ring.close();
  });

  it('never writes a key-encryption key in clear, and cannot read it back under another secret', async () => {
    const path = freshFile();
    const ring = openRing(path);
    const { key } = await ring.current();
    ring.close();
    expect(filesBytes(path).includes(key)).toBe(false);
    const other = openRing(path, 'another-master-secret-9876543210');
    await expect(other.current()).rejects.toThrow('wrong master secret');
    other.close();
  });

  it('lets one rotation claim it at a time, renewed by its holder, lapsing after ten minutes', () => {
    const ring = openRing(freshFile());
    const now = Date.now();
    expect(ring.claimRotation('first', now)).toBe(true);
    expect(ring.claimRotation('second', now)).toBe(false);
    expect(ring.claimRotation('first', now + 5 * 60_000)).toBe(true);
    expect(ring.claimRotation('second', now + 14 * 60_000)).toBe(false);
    expect(ring.claimRotation('second', now + 15 * 60_000 + 1)).toBe(true);
    ring.releaseRotation('first');
    expect(ring.claimRotation('third', now + 16 * 60_000)).toBe(false);
    ring.releaseRotation('second');
    expect(ring.claimRotation('third', now + 16 * 60_000)).toBe(true);
    ring.close();
  });

  it("refuses to wrap or rotate once the operator's keys wrap the key store, instead of writing keys only this machine can read", async () => {
    const rows = new KeyStoreRowsInMemory();
    rows.wrapping = { version: 2, keyId: 'ab'.repeat(16) };
    const ring = openRing(freshFile(), secret, rows);

    await expect(ring.current()).rejects.toThrow('wrapped under KEY_ENCRYPTION_KEYS (version 2), and this instance has no KEY_ENCRYPTION_KEYS');
    await expect(ring.rotate(new DataKeyWrapper(secret, ring))).rejects.toThrow('Cannot rotate');
    expect(ring.keyIds()).toEqual([]);
    ring.close();
  });
});
