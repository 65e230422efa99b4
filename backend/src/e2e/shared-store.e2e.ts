import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import request from 'supertest';
import { type Application, createApplication } from '../app/create-app.js';
import { createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { ADMIN_PASSWORD } from './test-app.js';

const dataDir = mkdtempSync(join(tmpdir(), 'shared-store-'));
let first: Application;
let second: Application;
const config = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD, PUBLIC_URL: 'http://localhost:3000' });

beforeAll(async () => {
  [first, second] = await Promise.all([0, 1].map(async () => createApplication(await createCore(config()), { logger: false })));
});
afterAll(async () => {
  await first.close();
  await second.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const http = (application: Application) => request(application.app.getHttpServer());

describe('two app instances on one data folder', () => {
  it('hold one sign-in limit between them', async () => {
    const wrong = (application: Application, attempt: number) =>
      http(application).post('/api/admin/login').set('X-Forwarded-For', '203.0.113.50').send({ username: 'admin', password: `wrong-${attempt}` });
    for (let attempt = 0; attempt < 10; attempt++) await wrong(attempt % 2 === 0 ? first : second, attempt).expect(401);
    await wrong(first, 10).expect(429);
    await wrong(second, 11).expect(429);
  });

  it('hold one mail limit per recipient between them', async () => {
    const ask = (application: Application) => http(application).post('/api/subscribers/preferences-link').send({ email: 'shared@example.com' });
    await ask(first).expect(202);
    await ask(second).expect(202);
    await ask(first).expect(202);
    await ask(second).expect(429);
  });

  it('share admin sessions: signed in on one, recognised on the other, signed out on both', async () => {
    const login = await http(first).post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie'] as unknown as string[];
    await http(second).get('/api/admin/me').set('Cookie', cookie).expect(200, { username: 'admin' });
    await http(second).post('/api/admin/logout').set('Cookie', cookie).expect(200);
    await http(first).get('/api/admin/me').set('Cookie', cookie).expect(401);
  });
});
