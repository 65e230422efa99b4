import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { generatedFiles } from './content-support.js';
import { type FuzzTarget, HUGE, mutations, sendMutation } from './fuzz-support.js';
import { startTestApp, type TestApp } from './test-app.js';

/** How a field may legally look, so every mutation below is invalid by construction. */
type FieldKind = 'topic' | 'title' | 'description';
type Endpoint = FuzzTarget<FieldKind> & { path: string; status: number; accepted: Array<Record<string, unknown>> };

const WRONG_TYPES: unknown[] = [123, true, { nested: 'object' }, [], ['a list']];
/** Characters no one types into a title: C0 controls, DEL, unpaired surrogates. */
const CONTROL = ['\u0000', 'bell \u0007 inside', 'escape \u001b[31m', 'delete \u007f', 'lone \ud800 high', 'lone \udc00 low'];
const UNICODE_ACCEPTED = ['💥🔥 emoji', 'ａｄａ full width', '\u202eright-to-left override', 'naïve café', '日本語のトピック'];

const badValues = (kind: FieldKind): unknown[] => {
  switch (kind) {
    case 'topic':
      return [...WRONG_TYPES, '', '   ', 'x'.repeat(301), HUGE, 'line\nbreak', 'tab\tinside', ...CONTROL];
    case 'title':
      return [...WRONG_TYPES, '', '   ', 'x'.repeat(201), HUGE, 'line\nbreak', ...CONTROL];
    case 'description':
      return [...WRONG_TYPES, 'x'.repeat(1001), HUGE, ...CONTROL];
  }
};

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/generate-blog',
    status: 201,
    body: { topic: 'AI for bakers' },
    fields: { topic: 'topic' },
    required: [],
    accepted: [{}, { topic: null }, { topic: 'x'.repeat(300) }, ...UNICODE_ACCEPTED.map((topic) => ({ topic }))],
  },
  {
    path: '/api/admin/preview-blog',
    status: 200,
    body: { topic: 'AI for bakers' },
    fields: { topic: 'topic' },
    required: [],
    accepted: [{}, { topic: '  padded topic  ' }, ...UNICODE_ACCEPTED.map((topic) => ({ topic }))],
  },
  {
    path: '/api/test/generate-image',
    status: 200,
    body: { title: 'Hello', description: 'd' },
    fields: { title: 'title', description: 'description' },
    required: ['title'],
    accepted: [{ title: 'Only a title' }, { title: 'A title', description: null }, { title: 'A title', description: 'two\nlines\tand a tab' }, ...UNICODE_ACCEPTED.map((title) => ({ title }))],
  },
];

// The oversized body is over every limit, the large-body routes' 10 MB included (generate-blog takes a previewed post).
const RAW_BODIES = ['{', '{"topic":', "{'topic':'a'}", '{"topic":"a",}', '\u0000\u0001', 'x'.repeat(11 * 1024 * 1024)];

/** Path parameters no post or tool has: unknown, encoded oddities, control characters, over-long. */
const BAD_IDENTIFIERS = ['no-such-thing', '%F0%9F%92%A5', '%00', '%E2%80%AE', '..%2F..%2Fetc%2Fpasswd', "'%3B%20DROP%20TABLE%20x%3B--", '__proto__', 'constructor', '%20', 'a'.repeat(3000), '%', '%E0%A4%A'];

let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(() => app.stop());

/** What a refused request must leave untouched: the event log and the generated image folder. */
const written = async () => ({ events: await app.eventCount(), files: generatedFiles(app) });
const isClientError = (status: number) => status >= 400 && status < 500;

describe.each(ENDPOINTS)('POST $path under malformed input', (endpoint) => {
  it('answers 4xx with an error message to every invalid body and writes nothing', async () => {
    const before = await written();
    const failures: string[] = [];
    // A null body is a legitimate "no topic" for the blog calls, so it is not among the non-object bodies here.
    for (const [label, body] of mutations(endpoint, badValues, ['[]', '"text"', '42'])) {
      const response = await sendMutation(admin.post(endpoint.path), body);
      if (!isClientError(response.status) || typeof response.body.error !== 'string') failures.push(`${label}: ${response.status}`);
    }
    expect(failures).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it('answers 400 to malformed JSON and 413 to an oversized body, writing nothing', async () => {
    const before = await written();
    for (const raw of RAW_BODIES) {
      const response = await admin.post(endpoint.path).set('Content-Type', 'application/json').send(raw);
      expect(raw.length > 10 * 1024 * 1024 ? [413] : [400]).toContain(response.status);
    }
    expect(await written()).toEqual(before);
  });

  it('accepts unusual but legitimate input, never with a 500', async () => {
    const statuses = [];
    for (const body of endpoint.accepted) statuses.push((await admin.post(endpoint.path).send(body)).status);
    expect(statuses).toEqual(endpoint.accepted.map(() => endpoint.status));
  });
});

describe('path parameters of posts and tools', () => {
  const calls: Array<[string, (identifier: string) => request.Test]> = [
    ['POST /api/blog-posts/:id/view', (identifier) => app.http().post(`/api/blog-posts/${identifier}/view`)],
    ['DELETE /api/admin/blog-posts/:id', (identifier) => admin.delete(`/api/admin/blog-posts/${identifier}`)],
    ['GET /api/tools/:name/enhanced', (identifier) => app.http().get(`/api/tools/${identifier}/enhanced`)],
  ];

  it.each(calls)('%s answers 4xx to every unknown or malformed identifier and writes nothing', async (_label, call) => {
    const before = await written();
    const failures: string[] = [];
    for (const identifier of BAD_IDENTIFIERS) {
      const response = await call(identifier);
      if (!isClientError(response.status)) failures.push(`${identifier.slice(0, 40)}: ${response.status}`);
    }
    expect(failures).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it('answers 400 to a body on a view, which takes none, and to malformed JSON', async () => {
    const before = await written();
    for (const raw of RAW_BODIES.slice(0, 4)) {
      expect((await app.http().post('/api/blog-posts/no-such-post/view').set('Content-Type', 'application/json').send(raw)).status).toBe(400);
    }
    expect((await app.http().post('/api/blog-posts/no-such-post/view').send({ views: 1_000_000 })).status).toBe(400);
    expect((await app.http().post('/api/blog-posts/no-such-post/view').send({})).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('still answers known identifiers', async () => {
    const [post] = (await app.http().get('/api/blog-posts').expect(200)).body as Array<{ id: string }>;
    const [tool] = (await app.http().get('/api/tools').expect(200)).body as Array<{ id: string; name: string }>;
    await app.http().post(`/api/blog-posts/${post?.id}/view`).expect(200);
    await app.http().get(`/api/tools/${encodeURIComponent(` ${tool?.name} `)}/enhanced`).expect(200);
    await admin.delete(`/api/admin/blog-posts/${post?.id}`).expect(200);
    await admin.delete(`/api/admin/blog-posts/${post?.id}`).expect(404);
  });
});
