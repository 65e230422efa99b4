import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type Route = { path: string; method: string };

/** Every route Express knows, read from the router stack (what Nest registered). */
const registeredRoutes = (): Route[] => {
  const instance = app.app.getHttpAdapter().getInstance() as { router?: { stack: unknown[] }; _router?: { stack: unknown[] } };
  const stack = (instance.router ?? instance._router)?.stack ?? [];
  return stack.flatMap((layer) => {
    const route = (layer as { route?: { path: string; methods: Record<string, boolean> } }).route;
    return route ? Object.keys(route.methods).map((method) => ({ path: route.path, method })) : [];
  });
};

/** Every route a visitor may call without a session. Any other route must answer 401 without one. */
const PUBLIC_ROUTES = new Set([
  'post /api/subscribers',
  'get /api/subscribers/email/:email',
  'put /api/subscribers/:email',
  'delete /api/unsubscribe/:email',
  'post /api/subscribers/preferences-link',
  'post /api/data-deletion-request',
  'post /api/data-deletion-request/confirm',
  'post /api/contact',
  'get /api/tools',
  'get /api/tools/featured',
  'get /api/tools/:name/enhanced',
  'get /api/guide',
  'get /api/blog-posts',
  'post /api/blog-posts/:id/view',
  'post /api/admin/login',
  'post /api/admin/logout',
  'get /api/admin/me',
  'get /images/fallback.svg',
  'get /images/tools/:file',
  'get /images/blog/:file',
  'get /images/generated/:file',
  'get /images/social/site.png',
  'get /images/social/blog/:file',
]);
const isAdminRoute = ({ path, method }: Route) => !PUBLIC_ROUTES.has(`${method} ${path}`);

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
  });

  it('every admin route answers 401 without a session', async () => {
    const routes = registeredRoutes();
    const adminRoutes = routes.filter(isAdminRoute);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(13);
    expect(adminRoutes).toEqual(expect.arrayContaining([{ method: 'post', path: '/api/generate-blog' }, { method: 'post', path: '/api/test/generate-image' }]));
    for (const { path, method } of adminRoutes) {
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
    const second = await createApplication(createCore(config), { logger: false });
    try {
      await request(second.app.getHttpServer()).get('/api/admin/me').set('Cookie', cookie).expect(200);
    } finally {
      await second.close();
    }
  });
});
