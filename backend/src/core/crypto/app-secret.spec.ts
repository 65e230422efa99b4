import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSecret } from './app-secret.js';

const root = mkdtempSync(join(tmpdir(), 'app-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let directoryNumber = 0;
const freshDirectory = () => join(root, `data-${(directoryNumber += 1)}`);

describe('loadOrCreateSecret', () => {
  it('uses the environment value when given, without touching the data directory', () => {
    const dataDir = freshDirectory();
    expect(loadOrCreateSecret(dataDir, '  from-the-environment-123  ')).toBe('from-the-environment-123');
    expect(() => statSync(dataDir)).toThrow();
  });

  it('creates a 32-byte hex secret readable only by its owner', () => {
    const dataDir = freshDirectory();
    const secret = loadOrCreateSecret(dataDir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const secretPath = join(dataDir, 'app-secret');
    expect(readFileSync(secretPath, 'utf8').trim()).toBe(secret);
    expect(statSync(secretPath).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['app-secret']);
  });

  it('returns the same secret on the next boot', () => {
    const dataDir = freshDirectory();
    expect(loadOrCreateSecret(dataDir)).toBe(loadOrCreateSecret(dataDir));
  });

  it('treats an empty environment value as absent', () => {
    const dataDir = freshDirectory();
    expect(loadOrCreateSecret(dataDir, '')).toBe(loadOrCreateSecret(dataDir));
  });

  it('gives different data directories different secrets', () => {
    expect(loadOrCreateSecret(freshDirectory())).not.toBe(loadOrCreateSecret(freshDirectory()));
  });

  it('refuses a secret too short to be one', () => {
    expect(() => loadOrCreateSecret(freshDirectory(), 'short')).toThrow('at least 16 characters');
    const dataDir = freshDirectory();
    loadOrCreateSecret(dataDir);
    writeFileSync(join(dataDir, 'app-secret'), 'tiny');
    expect(() => loadOrCreateSecret(dataDir)).toThrow('at least 16 characters');
  });
});
