import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createCore } from '../../app/core.js';
import { loadConfig } from '../../config/app-config.js';

const parent = mkdtempSync(join(tmpdir(), 'private-data-dir-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

// The umask a server is commonly started with: files 0644 and folders 0755 unless the app says otherwise.
let startedWith: number;
beforeEach(() => {
  startedWith = process.umask(0o022);
});
afterEach(() => {
  process.umask(startedWith);
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every entry under `folder` with its permission bits, relative names. */
const modesUnder = (folder: string): Record<string, string> => {
  const modes: Record<string, string> = {};
  const visit = (current: string, prefix: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      modes[`${prefix}${entry.name}`] = modeOf(path).toString(8);
      if (entry.isDirectory()) visit(path, `${prefix}${entry.name}/`);
    }
  };
  visit(folder, '');
  return modes;
};

const openCore = (dataDir: string) => createCore(loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-password-long-enough' }));

describe('the data folder', () => {
  it('is created 0700, and every file the app writes in it is owner-only whatever the umask', async () => {
    const dataDir = join(parent, 'fresh', 'data');
    const core = await openCore(dataDir);
    try {
      await core.mailer.send({ to: 'reader@example.com', subject: 'Hello', text: 'Hi', category: 'test' });
      expect(modeOf(dataDir).toString(8)).toBe('700');
      const modes = modesUnder(dataDir);
      // Open stores have their write-ahead logs and shared-memory files beside them.
      expect(Object.keys(modes)).toEqual(expect.arrayContaining(['app-secret', 'events.db', 'events.db-wal', 'events.db-shm', 'read-models.db', 'rate-limits.db', 'outbox']));
      expect(Object.keys(modes).some((name) => name.startsWith('outbox/') && name.endsWith('.eml'))).toBe(true);
      const wrong = Object.entries(modes).filter(([name, mode]) => mode !== (name === 'outbox' ? '700' : '600'));
      expect(wrong).toEqual([]);
      expect(core.startupWarnings).toEqual([]);
    } finally {
      await core.close();
    }
  });

  it('tightens a folder left readable by an earlier version, and says so without naming a file', async () => {
    const dataDir = join(parent, 'old');
    mkdirSync(join(dataDir, 'outbox'), { recursive: true });
    writeFileSync(join(dataDir, 'read-models.db.bak'), 'plaintext');
    writeFileSync(join(dataDir, 'outbox', 'jane.doe@example.com.eml'), 'To: jane.doe@example.com');
    chmodSync(join(dataDir, 'outbox'), 0o755);
    chmodSync(dataDir, 0o755);
    const core = await openCore(dataDir);
    try {
      expect(modeOf(dataDir).toString(8)).toBe('700');
      expect(modesUnder(dataDir)).toMatchObject({ 'read-models.db.bak': '600', outbox: '700', 'outbox/jane.doe@example.com.eml': '600' });
      expect(core.startupWarnings).toEqual([
        'DATA_DIR was readable by other users: made 4 of its files and folders owner-only (files 0600, folders 0700).',
      ]);
    } finally {
      await core.close();
    }
    const again = await openCore(dataDir);
    await again.close();
    expect(again.startupWarnings).toEqual([]);
  });
});
