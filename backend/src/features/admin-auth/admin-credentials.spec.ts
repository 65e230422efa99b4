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
  it('generates a strong password at first start, announces it once and keeps only its hash', () => {
    const dataDir = freshFolder();
    const announced: string[] = [];
    const first = AdminCredentials.load({ dataDir, username: 'admin', announce: (password) => announced.push(password) });
    expect(announced).toHaveLength(1);
    const [password] = announced;
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(first.verify('admin', password)).toBe(true);

    const file = join(dataDir, 'admin-password.json');
    expect(readFileSync(file, 'utf8')).not.toContain(password);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = AdminCredentials.load({ dataDir, username: 'admin', announce: (again) => announced.push(again) });
    expect(announced).toHaveLength(1);
    expect(second.verify('admin', password)).toBe(true);
  });

  it('uses ADMIN_PASSWORD when it is set, and writes nothing', () => {
    const dataDir = freshFolder();
    const credentials = AdminCredentials.load({ dataDir, username: 'operator', password: 'a long chosen password', announce: () => undefined });
    expect(credentials.verify('operator', 'a long chosen password')).toBe(true);
    expect(() => statSync(join(dataDir, 'admin-password.json'))).toThrow();
  });

  it('refuses a wrong password, a wrong username and a username that only starts like the right one', () => {
    const credentials = AdminCredentials.load({ dataDir: freshFolder(), username: 'admin', password: 'a long chosen password', announce: () => undefined });
    expect(credentials.verify('admin', 'a long chosen passwore')).toBe(false);
    expect(credentials.verify('root', 'a long chosen password')).toBe(false);
    expect(credentials.verify('admin2', 'a long chosen password')).toBe(false);
    expect(credentials.verify('', '')).toBe(false);
  });
});
