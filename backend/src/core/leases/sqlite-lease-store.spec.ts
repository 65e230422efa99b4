import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { describeLeaseStoreContract } from './lease-store.contract.js';
import { SqliteLeaseStore } from './sqlite-lease-store.js';

const directory = mkdtempSync(join(tmpdir(), 'leases-'));
let counter = 0;
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describeLeaseStoreContract('sqlite', async () => {
  const file = join(directory, `leases-${++counter}.db`);
  return { open: async () => new SqliteLeaseStore(file) };
});

const childScript = join(dirname(fileURLToPath(import.meta.url)), 'test-support', 'lease-child.ts');

/** Runs one contending process; answers its tenures as [token, start, end]. */
const runChild = (file: string, holder: string, tenures: number): Promise<number[][]> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', '--import', '@swc-node/register/esm-register', childScript, file, holder, String(tenures)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`lease child exited with ${code}: ${errors}`));
      else resolve(output.trim().split('\n').map((line) => line.split(' ').slice(1).map(Number)));
    });
  });

describe('SqliteLeaseStore specifics', () => {
  it('never lets two processes hold one lease at once, and counts tokens up across them', async () => {
    const file = join(directory, 'processes.db');
    const runs = await Promise.all([runChild(file, 'process-a', 25), runChild(file, 'process-b', 25), runChild(file, 'process-c', 25)]);
    const tenures = runs.flat().sort((left, right) => left[0] - right[0]);
    expect(tenures).toHaveLength(75);
    expect(tenures.map(([token]) => token)).toEqual(Array.from({ length: 75 }, (_, index) => index + 1));
    // In token order, each tenure starts no earlier than the previous one ended.
    for (let index = 1; index < tenures.length; index += 1) expect(tenures[index][1]).toBeGreaterThanOrEqual(tenures[index - 1][2]);
  }, 60_000);

  it('decides expiry by the clock it is given', async () => {
    let now = 1_000_000;
    const store = new SqliteLeaseStore(join(directory, 'clock.db'), { now: () => now });
    const lease = (await store.acquire('projections', 'instance-a', 3000))!;
    expect(lease.expiresAt.getTime()).toBe(1_003_000);
    now += 2999;
    expect(await store.acquire('projections', 'instance-b', 3000)).toBeNull();
    now += 1;
    expect(await store.current('projections')).toBeNull();
    expect(await store.acquire('projections', 'instance-b', 3000)).toMatchObject({ token: 2, holder: 'instance-b' });
    expect(await store.renew(lease, 3000)).toBeNull();
    await store.close();
  });

  it('keeps the last token across a reopen of the file', async () => {
    const file = join(directory, 'reopen.db');
    const first = new SqliteLeaseStore(file);
    await first.release((await first.acquire('projections', 'instance-a', 60_000))!);
    await first.close();
    const second = new SqliteLeaseStore(file);
    expect((await second.acquire('projections', 'instance-b', 60_000))!.token).toBe(2);
    await second.close();
  });
});
