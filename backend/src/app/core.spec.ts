import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { KEY_ENCRYPTION_KEY_RING_FILE } from '../core/crypto/file-key-ring.js';
import { createCore } from './core.js';

const directory = mkdtempSync(join(tmpdir(), 'core-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let folderNumber = 0;
const dataDir = () => join(directory, `data-${++folderNumber}`);
// Constructing the MongoDB adapters does not connect: nothing here reaches a server.
const MONGODB_URL = 'mongodb://db.invalid:27017/?replicaSet=rs0';
const KEY_ENCRYPTION_KEYS = `1:${randomBytes(32).toString('base64')}`;

const warningsFor = async (environment: Record<string, string>) => {
  const core = createCore(loadConfig({ DATA_DIR: dataDir(), ...environment }));
  const warnings = core.startupWarnings;
  await core.close();
  return warnings;
};

describe('createCore: the key-encryption keys', () => {
  it('warns at start that MongoDB on the file ring serves one machine only, naming KEY_ENCRYPTION_KEYS', async () => {
    expect(await warningsFor({ MONGODB_URL })).toEqual([
      'Personal data written by this instance is readable only by instances sharing this DATA_DIR: its key-encryption keys ' +
        'are in DATA_DIR/key-encryption-keys.db, not in MongoDB. Instances on several machines need KEY_ENCRYPTION_KEYS ' +
        '(see docs/operations.md, "Scaling past one machine").',
    ]);
  });

  it('does not warn with the operator keys, nor on the embedded stores', async () => {
    expect(await warningsFor({ MONGODB_URL, KEY_ENCRYPTION_KEYS })).toEqual([]);
    expect(await warningsFor({})).toEqual([]);
  });

  it('wraps under the operator keys when they are set, making no file ring', async () => {
    const folder = dataDir();
    const core = createCore(loadConfig({ DATA_DIR: folder, KEY_ENCRYPTION_KEYS }));
    const key = await core.keyStore.getOrCreateKey('subject');
    await core.close();

    const reopened = createCore(loadConfig({ DATA_DIR: folder, KEY_ENCRYPTION_KEYS }));
    expect((await reopened.keyStore.getKey('subject'))?.equals(key)).toBe(true);
    await reopened.close();
    expect(existsSync(join(folder, KEY_ENCRYPTION_KEY_RING_FILE))).toBe(false);
  });
});
