import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startServerProcess, stopServerProcess } from '../core/testing/server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('a normal stop', () => {
  it('closes every store on SIGTERM: the process exits 0 and leaves no write-ahead log behind', async () => {
    const server = await startServerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: 'shutdown test password' });
    try {
      expect((await post(server.baseUrl, '/api/subscribers', { email: 'stop@example.com' })).status).toBe(201);
      expect((await post(server.baseUrl, '/api/admin/login', { username: 'admin', password: 'wrong password' })).status).toBe(401);
      const walFiles = () => readdirSync(dataDir).filter((file) => file.endsWith('-wal') && existsSync(join(dataDir, file)) && statSync(join(dataDir, file)).size > 0);
      expect(walFiles().length).toBeGreaterThan(0);

      expect(await stopServerProcess(server.child)).toBe(0);
      expect(walFiles()).toEqual([]);
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['events.db', 'read-models.db', 'keys.db', 'sessions.db', 'rate-limits.db']));
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);
});
