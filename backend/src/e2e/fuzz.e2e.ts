import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { type FuzzTarget, HUGE, mutations, sendMutation } from './fuzz-support.js';
import { startTestApp, type TestApp } from './test-app.js';

/** How a field may legally look, so every mutation below is invalid by construction. */
type FieldKind = 'email' | 'enum' | 'text' | 'list' | 'token' | 'name';
type Endpoint = FuzzTarget<FieldKind> & { method: 'post' | 'put'; path: string; admin?: boolean };

const UNICODE = ['💥🔥 not an email', 'ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ', '\u0000\u202eada@example.com', 'ada@exa mple.com', '\ud800'];
const WRONG_TYPES: unknown[] = [123, true, { nested: 'object' }];

const badValues = (kind: FieldKind): unknown[] => {
  switch (kind) {
    case 'email':
      return [...WRONG_TYPES, [], '', HUGE, `${HUGE}@example.com`, ...UNICODE];
    case 'enum':
      return [...WRONG_TYPES, [], '', HUGE, ...UNICODE];
    case 'name':
      return [...WRONG_TYPES, [], '', '   ', HUGE];
    case 'text':
      return [...WRONG_TYPES, [], HUGE];
    case 'list':
      return [...WRONG_TYPES, 'business', [HUGE], [123], ['not an interest'], Array.from({ length: 500 }, (_, index) => `i${index}`)];
    case 'token':
      return [...WRONG_TYPES, [], '', HUGE];
  }
};

const ENDPOINTS: Endpoint[] = [
  {
    method: 'post',
    path: '/api/subscribers',
    body: { email: 'fuzz@example.com', frequency: 'weekly', interests: ['business'], source: 'website', customInterests: 'x', utmSource: 'a', leadMagnet: 'ultimate_ai_tools_guide' },
    fields: { email: 'email', frequency: 'enum', interests: 'list', source: 'text', customInterests: 'text', utmSource: 'text', leadMagnet: 'enum' },
    required: ['email'],
  },
  { method: 'put', path: '/api/subscribers/fuzz@example.com', body: { frequency: 'daily', interests: ['ai-code'] }, fields: { frequency: 'enum', interests: 'list' }, required: ['frequency'] },
  { method: 'post', path: '/api/subscribers/preferences-link', body: { email: 'fuzz@example.com' }, fields: { email: 'email' }, required: ['email'] },
  { method: 'post', path: '/api/data-deletion-request', body: { email: 'fuzz@example.com', reason: 'r' }, fields: { email: 'email', reason: 'text' }, required: ['email'] },
  { method: 'post', path: '/api/data-deletion-request/confirm', body: { token: 'abc' }, fields: { token: 'token' }, required: ['token'] },
  {
    method: 'post',
    path: '/api/contact',
    body: { name: 'Ada', email: 'fuzz@example.com', subject: 'Hi', message: 'Hello, a question.' },
    fields: { name: 'name', email: 'email', subject: 'name', message: 'name' },
    required: ['name', 'email', 'subject', 'message'],
  },
  { method: 'post', path: '/api/admin/login', body: { username: 'admin', password: 'x' }, fields: { username: 'token', password: 'token' }, required: ['username', 'password'] },
  {
    method: 'post',
    path: '/api/subscribers/bulk',
    admin: true,
    body: { subscribers: [{ email: 'bulk-fuzz@example.com', frequency: 'weekly', interests: ['business'], source: 'manual-import' }] },
    fields: { subscribers: 'list' },
    required: ['subscribers'],
  },
  { method: 'post', path: '/api/admin/preview-blog', admin: true, body: { topic: 'AI for bakers' }, fields: { topic: 'name' }, required: [] },
  { method: 'post', path: '/api/test/generate-image', admin: true, body: { title: 'Hello', description: 'd' }, fields: { title: 'name', description: 'text' }, required: ['title'] },
];

/** Larger than the largest body limit of any route (10 MB, the admin bulk import). */
const OVERSIZED_BODY_BYTES = 11 * 1024 * 1024;
const RAW_BODIES = ['{', '{"email":', "{'email':'a@b.c'}", '{"email":"a@b.c",}', '\u0000\u0001', 'x'.repeat(OVERSIZED_BODY_BYTES)];

let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(() => app.stop());

describe.each(ENDPOINTS)('$method $path under malformed input', (endpoint) => {
  const client = () => (endpoint.admin ? admin : app.http());

  it('answers 4xx to every invalid body and writes nothing', async () => {
    const before = await app.eventCount();
    const failures: string[] = [];
    for (const [label, body] of mutations(endpoint, badValues)) {
      const response = await sendMutation(client()[endpoint.method](endpoint.path), body);
      if (response.status < 400 || response.status >= 500) failures.push(`${label}: ${response.status}`);
      else expect(typeof response.body.error).toBe('string');
    }
    expect(failures).toEqual([]);
    expect(await app.eventCount()).toBe(before);
  });

  it('answers 400 to malformed JSON and 413 to an oversized body, writing nothing', async () => {
    const before = await app.eventCount();
    for (const raw of RAW_BODIES) {
      const response = await client()[endpoint.method](endpoint.path).set('Content-Type', 'application/json').send(raw);
      expect([400, 413]).toContain(response.status);
      if (raw.length >= OVERSIZED_BODY_BYTES) expect(response.status).toBe(413);
    }
    expect(await app.eventCount()).toBe(before);
  });
});

describe('path parameters', () => {
  it.each(['not-an-email', '%F0%9F%92%A5', 'a'.repeat(3000), '%00'])('rejects malformed address #%# with a 4xx', async (email) => {
    const before = await app.eventCount();
    for (const call of [
      app.http().get(`/api/subscribers/email/${email}`),
      app.http().put(`/api/subscribers/${email}`).send({ frequency: 'daily', interests: ['ai-code'] }),
      app.http().delete(`/api/unsubscribe/${email}`),
    ]) {
      const response = await call;
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(await app.eventCount()).toBe(before);
  });

  it('answers 403 to a missing, forged, huge or non-ASCII subscriber token, and writes nothing', async () => {
    const { token } = (await app.http().post('/api/subscribers').send({ email: 'token-fuzz@example.com' }).expect(201)).body as { token: string };
    const before = await app.eventCount();
    for (const bad of ['', 'x', `${token}x`, token.split('.').reverse().join('.'), 'a'.repeat(5000), 'ünïcödé.tökén']) {
      const read = await app.http().get('/api/subscribers/email/token-fuzz@example.com').set('X-Subscriber-Token', bad);
      const change = await app.http().put('/api/subscribers/token-fuzz@example.com').set('X-Subscriber-Token', bad).send({ frequency: 'daily' });
      expect([read.status, change.status]).toEqual([403, 403]);
    }
    expect(await app.eventCount()).toBe(before);
  });

  it('answers 404 to a rebuild of a projection that does not exist, whatever its name', async () => {
    for (const name of ['nope', '%F0%9F%92%A5', 'a'.repeat(3000), '..%2F..%2Fetc']) {
      const response = await admin.post(`/api/admin/projections/${name}/rebuild`);
      expect(response.status).toBe(404);
      expect(typeof response.body.error).toBe('string');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.http().get('/api/does-not-exist').expect(404);
    expect(response.body).toEqual({ error: 'Not found' });
  });
});
