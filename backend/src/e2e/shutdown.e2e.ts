import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '../core/event-store/test-support/event-fixtures.js';

const backendDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('a normal stop', () => {
  it('closes every store on SIGTERM: the process exits 0 and leaves no write-ahead log behind', async () => {
    const port = await freePort();
    const environment: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: 'shutdown test password' };
    for (const name of ['EVENTSTORE_URL', 'MONGODB_URL', 'APP_SECRET', 'INIT_CWD', 'PUBLIC_URL']) delete environment[name];
    const server = spawn(process.execPath, ['--no-warnings', '--import', '@swc-node/register/esm-register', 'src/main.ts'], {
      cwd: backendDirectory,
      env: environment,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk) => (stderr += String(chunk)));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitFor(async () => (await fetch(`${baseUrl}/api/tools`).catch(() => null))?.status === 200, 'the server to answer', 60_000);
      const signup = await fetch(`${baseUrl}/api/subscribers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'stop@example.com' }) });
      expect(signup.status).toBe(201);
      await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'wrong password' }) });
      const walFiles = () => readdirSync(dataDir).filter((file) => file.endsWith('-wal') && existsSync(join(dataDir, file)) && statSync(join(dataDir, file)).size > 0);
      expect(walFiles().length).toBeGreaterThan(0);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(walFiles()).toEqual([]);
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['events.db', 'read-models.db', 'keys.db', 'sessions.db', 'rate-limits.db']));
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      if (stderr.includes('Error')) process.stderr.write(stderr);
    }
  }, 90_000);
});
