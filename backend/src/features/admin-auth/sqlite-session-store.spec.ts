import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from '@jest/globals';
import { describeSessionStoreContract } from './session-store.contract.js';
import { SqliteSessionStore } from './sqlite-session-store.js';

const folder = mkdtempSync(join(tmpdir(), 'session-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describeSessionStoreContract('sqlite', async () => new SqliteSessionStore(join(folder, 'sessions.db'), 60_000));
