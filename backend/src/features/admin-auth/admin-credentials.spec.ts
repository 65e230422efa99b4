import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { AdminCredentials } from './admin-credentials.js';

const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'admin-credentials-'));
  folders.push(folder);
  return folder;
};
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('AdminCredentials', () => {
  it('generates a strong password at first start, announces it once and keeps only its hash', async () => {
    const dataDir = freshFolder();
    const announced: string[] = [];
    const first = AdminCredentials.load({ dataDir, username: 'admin', announce: (password) => announced.push(password) });
    expect(announced).toHaveLength(1);
    const [password] = announced;
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(await first.verify('admin', password)).toBe(true);

    const file = join(dataDir, 'admin-password.json');
    expect(readFileSync(file, 'utf8')).not.toContain(password);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = AdminCredentials.load({ dataDir, username: 'admin', announce: (again) => announced.push(again) });
    expect(announced).toHaveLength(1);
    expect(await second.verify('admin', password)).toBe(true);
  });

  it('uses ADMIN_PASSWORD when it is set, and writes nothing', async () => {
    const dataDir = freshFolder();
    const credentials = AdminCredentials.load({ dataDir, username: 'operator', password: 'a long chosen password', announce: () => undefined });
    expect(await credentials.verify('operator', 'a long chosen password')).toBe(true);
    expect(() => statSync(join(dataDir, 'admin-password.json'))).toThrow();
  });

  it('refuses a wrong password, a wrong username and a username that only starts like the right one', async () => {
    const credentials = AdminCredentials.load({ dataDir: freshFolder(), username: 'admin', password: 'a long chosen password', announce: () => undefined });
    expect(await credentials.verify('admin', 'a long chosen passwore')).toBe(false);
    expect(await credentials.verify('root', 'a long chosen password')).toBe(false);
    expect(await credentials.verify('admin2', 'a long chosen password')).toBe(false);
    expect(await credentials.verify('', '')).toBe(false);
  });

  it('keeps the event loop free while passwords are checked', async () => {
    const credentials = AdminCredentials.load({ dataDir: freshFolder(), username: 'admin', password: 'a long chosen password', announce: () => undefined });
    const finished: string[] = [];
    const checks = Promise.all(Array.from({ length: 4 }, (_, index) => credentials.verify('admin', `wrong password ${index}`)));
    void checks.then(() => finished.push('checks'));
    // Four scrypt hashes cost ~240 ms of CPU. Hashed on the main thread, they would all be done before
    // this timer is even set, so the checks would finish first; off it, the timer fires while they run.
    await new Promise((resolve) => setTimeout(resolve, 1));
    finished.push('timer');
    expect(await checks).toEqual([false, false, false, false]);
    expect(finished).toEqual(['timer', 'checks']);
  });
});
