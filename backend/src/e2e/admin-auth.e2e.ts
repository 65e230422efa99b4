import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ROUTES } from '../contract/routes.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './test-app.js';
import { expectRetryAfter } from './retry-after.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** The routes the contract marks admin; api-contract.e2e.ts proves the contract lists every registered route. */
const adminRoutes = () => ROUTES.filter((route) => route.auth === 'admin');

describe('admin sign-in', () => {
  it('signs in, reports the admin and signs out', async () => {
    const agent = request.agent(app.app.getHttpServer());
    await agent.get('/api/admin/me').expect(401);
    const login = await agent.post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
    expect(login.body).toEqual({ username: 'admin' });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    await agent.get('/api/admin/me').expect(200, { username: 'admin' });
    await agent.post('/api/admin/logout').expect(200);
    await agent.get('/api/admin/me').expect(401);
  });

  it('refuses a wrong password or username with 401, and a missing field with 400', async () => {
    const wrong = await app.http().post('/api/admin/login').send({ username: 'admin', password: 'nope' }).expect(401);
    expect(wrong.body.error).toBe('Invalid username or password');
    await app.http().post('/api/admin/login').send({ username: 'root', password: ADMIN_PASSWORD }).expect(401);
    await app.http().post('/api/admin/login').send({ username: 'admin' }).expect(400);
    await app.http().post('/api/admin/login').send({ username: '', password: '' }).expect(400);
    const long = await app.http().post('/api/admin/login').send({ username: 'admin', password: 'x'.repeat(1025) }).expect(400);
    expect(long.body.error).toBe('password: must be at most 1024 characters');
  });

  it('every admin route answers 401 without a session', async () => {
    const routes = adminRoutes().map(({ method, path }) => ({ method: method.toLowerCase(), path }));
    expect(routes.length).toBeGreaterThanOrEqual(13);
    expect(routes).toEqual(expect.arrayContaining([{ method: 'post', path: '/api/generate-blog' }, { method: 'post', path: '/api/test/generate-image' }]));
    for (const { path, method } of routes) {
      const concrete = path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const response = await (app.http() as unknown as Record<string, (url: string) => request.Test>)[method](concrete).send({});
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many attempts from one address', async () => {
    const limited = await startTestApp();
    try {
      for (let attempt = 0; attempt < 10; attempt++) {
        await limited.http().post('/api/admin/login').send({ username: 'admin', password: `wrong-${attempt}` }).expect(401);
      }
      const blocked = await limited.http().post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(429);
      expect(blocked.body.error).toMatch(/Too many sign-in attempts/);
      expectRetryAfter(blocked);
    } finally {
      await limited.stop();
    }
  });
});

describe('sessions', () => {
  it('survive a restart of the application on the same data folder', async () => {
    const first = await startTestApp();
    const login = await first.http().post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie'] as unknown as string[];
    await first.close();
    const { createApplication } = await import('../app/create-app.js');
    const { createCore } = await import('../app/core.js');
    const { loadConfig } = await import('../config/app-config.js');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: first.dataDir, ADMIN_PASSWORD });
    const second = await createApplication(await createCore(config), { logger: false });
    try {
      await request(second.app.getHttpServer()).get('/api/admin/me').set('Cookie', cookie).expect(200);
    } finally {
      await second.close();
    }
  });
});

describe('route spellings', () => {
  it('answers another spelling of a route with 404, so no handler runs without the rules named by its exact path', async () => {
    for (const path of ['/api/admin/login/', '/API/admin/login', '/api/Admin/Login']) {
      const response = await app.http().post(path).send({ username: 'admin', password: ADMIN_PASSWORD });
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: { error: 'Not found' } });
    }
    await app.http().post('/api/contact/').set('Content-Type', 'text/plain').send('{}').expect(404);
    await app.http().post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
  });
});
