import { gzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { sharedTestApp } from './test-app.js';

const shared = sharedTestApp();

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi there' };
/** Sends gzipped bytes as they are (superagent would serialize a Buffer as JSON). */
const gzipJson = (call: request.Test, gzipped: Buffer) =>
  call
    .set('Content-Type', 'application/json')
    .set('Content-Encoding', 'gzip')
    .serialize((body: unknown) => body as string)
    .send(gzipped);

/** 2 MB of nested arrays that gzip to about 2 KB: the body the attack used. */
const nestedArrays = (bytes: number) => `${'['.repeat(bytes / 2)}${']'.repeat(bytes / 2)}`;

describe('request body limits', () => {
  it('refuses a public JSON body over 32 KB with 413, in the documented words', async () => {
    const response = await shared.app
      .http()
      .post('/api/contact')
      .send({ ...contact, message: 'x'.repeat(33 * 1024) })
      .expect(413);
    expect(response.body).toEqual({ error: 'Request body is too large' });
  });

  it('takes the longest contact message the form allows, in a script of three bytes a character', async () => {
    const longest = { name: '山'.repeat(100), email: 'ada@example.com', subject: '題'.repeat(200), message: '語'.repeat(5000) };
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeGreaterThan(15_900);
    await shared.app.http().post('/api/contact').send(longest).expect(201);
  });

  it("takes the admin's long texts past the default limit on routes with a path parameter, and gives a stranger only the small limit there", async () => {
    const reply = { replyContent: 'Ответ '.repeat(3000) };
    expect(Buffer.byteLength(JSON.stringify(reply))).toBeGreaterThan(32 * 1024);
    await shared.app.http().post('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/reply').send(reply).expect(413);
    const answer = await shared.admin.post('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/reply').send(reply).expect(404);
    expect(answer.body.error).toBe('Contact message not found');
  });

  it('refuses a compressed body on a public route with 415 before inflating it, and writes nothing', async () => {
    const before = await shared.app.eventCount();
    const bomb = gzipSync(nestedArrays(2 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(16 * 1024);
    const response = await gzipJson(shared.app.http().post('/api/contact'), bomb).expect(415);
    expect(response.body).toEqual({ error: 'Compressed request bodies are not accepted here' });
    expect(await shared.app.eventCount()).toBe(before);
  });

  it('refuses JSON nested deeper than 32 levels with 400 before parsing it', async () => {
    const response = await shared.app.http().post('/api/contact').set('Content-Type', 'application/json').send(nestedArrays(200)).expect(400);
    expect(response.body).toEqual({ error: 'Request body is nested too deeply' });
  });

  it('answers malformed JSON and a foreign charset in the documented words, never the parser text', async () => {
    for (const text of ['{"name": "Ada", oops}', 'hello', 'nul', '"unterminated']) {
      const malformed = await shared.app.http().post('/api/contact').set('Content-Type', 'application/json').send(text).expect(400);
      expect(malformed.body).toEqual({ error: 'Request body is not valid JSON' });
    }
    const latin = await shared.app.http().post('/api/contact').set('Content-Type', 'application/json; charset=latin1').send('{}').expect(415);
    expect(latin.body).toEqual({ error: 'Request body must be UTF-8 JSON' });
  });

  it('names well-formed JSON of the wrong kind as such, and refuses bytes that are not UTF-8, writing nothing', async () => {
    const before = await shared.app.eventCount();
    for (const text of ['"x"', 'null', '42', 'true', '[]']) {
      const refused = await shared.app.http().post('/api/contact').set('Content-Type', 'application/json').send(text).expect(400);
      expect(refused.body).toEqual({ error: 'body: must be a JSON object', field: 'body', reason: expect.stringContaining('must be a JSON object') });
    }
    const invalidUtf8 = Buffer.concat([Buffer.from('{"name":"Bad'), Buffer.from([0xff, 0xfe]), Buffer.from('","email":"ada@example.com","subject":"Hi","message":"Hello"}')]);
    const refused = await shared.app
      .http()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .serialize((body: unknown) => body as string)
      .send(invalidUtf8)
      .expect(415);
    expect(refused.body).toEqual({ error: 'Request body must be UTF-8 JSON' });
    expect(await shared.app.eventCount()).toBe(before);
  });

  it('refuses a body that says something on a route that takes none, after the sign-in check, and runs nothing', async () => {
    await shared.app.http().post('/api/admin/reset-blog-views').send({ zzz: 1 }).expect(401);
    const before = await shared.app.eventCount();
    for (const body of [{ frequency: 'weekly' }, [], [{}]]) {
      const refused = await shared.admin.post('/api/admin/send-daily-emails').send(body).expect(400);
      expect(refused.body).toEqual({ error: 'body: this call takes no body', field: 'body', reason: 'this call takes no body' });
    }
    await shared.admin.post('/api/admin/reset-blog-views').send({ zzz: 1 }).expect(400);
    expect(await shared.app.eventCount()).toBe(before);
    await shared.admin.post('/api/admin/reset-blog-views').send({}).expect(200);
    await shared.admin.post('/api/admin/reset-blog-views').expect(200);
  });

  it('refuses a body of another media type on a public JSON route with 415, instead of calling its fields missing', async () => {
    const before = await shared.app.eventCount();
    const json = JSON.stringify(contact);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      for (const path of ['/api/contact', '/api/subscribers', '/api/track']) {
        const refused = await shared.app.http().post(path).set('Content-Type', type).send(json).expect(415);
        expect(refused.body).toEqual({ error: 'Request body must be UTF-8 JSON' });
      }
    }
    await shared.app.http().put('/api/subscribers/ada@example.com').set('Content-Type', 'text/plain').send('{"frequency":"daily"}').expect(415);
    expect(await shared.app.eventCount()).toBe(before);
  });

  it('refuses a sign-in posted as a form with 415, and one from another site with 403, before reading the credentials', async () => {
    const form = 'username=admin&password=wrong';
    await shared.app.http().post('/api/admin/login').set('Content-Type', 'application/x-www-form-urlencoded').send(form).expect(415);
    const foreign = await shared.app.http().post('/api/admin/login').set('Origin', 'http://evil.example').send({ username: 'admin' }).expect(403);
    expect(foreign.body.error).toBe('Admin changes are accepted only from this site');
  });

  it('calls a value of the wrong type what it is, not missing', async () => {
    const wrong = await shared.app.http().post('/api/subscribers').send({ email: 123 }).expect(400);
    expect(wrong.body).toMatchObject({ field: 'email', error: 'email: must be text' });
    const missing = await shared.app.http().post('/api/contact').send({ email: 'ada@example.com', subject: 'Hello', message: 'Hi there' }).expect(400);
    expect(missing.body).toMatchObject({ field: 'name', error: 'name: is required' });
    const listed = await shared.app.http().post('/api/contact').send({ ...contact, name: ['Ada'] }).expect(400);
    expect(listed.body).toMatchObject({ field: 'name', error: 'name: must be text' });
  });

  it('takes a bulk import of 20,000 rows (about 1.5 MB) from the admin, gzip included', async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => ({ email: `bulk-limit-${index}@example.com`, frequency: 'weekly', interests: ['business'] }));
    const gzipped = gzipSync(JSON.stringify({ subscribers: rows.slice(0, 50) }));
    const created = await gzipJson(shared.admin.post('/api/subscribers/bulk'), gzipped).expect(201);
    expect(created.body).toEqual({ created: 50, duplicates: 0, skipped: 0 });
    // The last row is invalid, so the call is refused after parsing: the answer names row 19999, proof the whole body was read.
    const large = JSON.stringify({ subscribers: [...rows.slice(0, -1), { email: 'not an address' }] });
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const answer = await shared.admin.post('/api/subscribers/bulk').set('Content-Type', 'application/json').send(large).expect(400);
    expect(answer.body.field).toBe('subscribers.19999.email');
  });

  it('gives a stranger posting to the bulk import only the small limit', async () => {
    const large = JSON.stringify({ subscribers: Array.from({ length: 1000 }, (_, index) => ({ email: `stranger-${index}@example.com` })) });
    await shared.app.http().post('/api/subscribers/bulk').set('Content-Type', 'application/json').send(large).expect(413);
    await shared.app.http().post('/api/subscribers/bulk').send({ subscribers: [] }).expect(401);
  });
});
