import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { matchesIfNoneMatch, Representation, sendRepresentation } from './representation.js';

const json = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Tool ${index}`, tags: ['Writing', 'Images'] })));
const large = Representation.text(json, 'application/json; charset=utf-8');
const small = Representation.text('{"ok":true}', 'application/json; charset=utf-8');
const png = new Representation(Buffer.alloc(4096, 7), 'image/png');

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

let server: Server;
let port: number;

/** A raw request: no client decompression, so the test sees exactly the bytes sent. */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    const representation = request.url === '/small' ? small : request.url === '/png' ? png : large;
    void sendRepresentation(request, response, representation, { status: request.url === '/missing' ? 404 : 200, headers: { 'Cache-Control': 'no-cache' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sendRepresentation', () => {
  it('sends brotli to a client that accepts it, gzip to one that accepts only gzip, and the same JSON either way', async () => {
    const brotli = await get('/large', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(json);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(json.length / 4);

    const gzip = await get('/large', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(json);

    const identity = await get('/large');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(json);
    for (const answer of [brotli, gzip, identity]) expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('gives every coding its own strong ETag and answers a matching If-None-Match with an empty 304', async () => {
    const brotli = await get('/large', { 'Accept-Encoding': 'br' });
    const identity = await get('/large');
    expect(brotli.headers.etag).not.toBe(identity.headers.etag);
    const notModified = await get('/large', { 'Accept-Encoding': 'br', 'If-None-Match': String(brotli.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(brotli.headers.etag);
    expect((await get('/large', { 'If-None-Match': String(brotli.headers.etag) })).status).toBe(200);
  });

  it('compresses each coding once and keeps it', async () => {
    await get('/large', { 'Accept-Encoding': 'br' });
    const first = large.variant('br');
    expect(Buffer.isBuffer(first)).toBe(true);
    await get('/large', { 'Accept-Encoding': 'br' });
    expect(large.variant('br')).toBe(first);
  });

  it('leaves small bodies and images as they are, without Vary', async () => {
    for (const path of ['/small', '/png']) {
      const answer = await get(path, { 'Accept-Encoding': 'gzip, br' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/large', { 'Accept-Encoding': 'br' }, 'HEAD');
    const full = await get('/large', { 'Accept-Encoding': 'br' });
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('never turns a 404 into a 304', async () => {
    const missing = await get('/missing');
    expect(missing.status).toBe(404);
    expect((await get('/missing', { 'If-None-Match': String(missing.headers.etag) })).status).toBe(404);
  });
});

describe('matchesIfNoneMatch', () => {
  const ETAG = '"abc123"';

  it('matches the same tag, a weakened copy of it, a list holding it, and *', () => {
    expect(matchesIfNoneMatch('"abc123"', ETAG)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc123"', ETAG)).toBe(true);
    expect(matchesIfNoneMatch('"old", W/"abc123" , "other"', ETAG)).toBe(true);
    expect(matchesIfNoneMatch(' * ', ETAG)).toBe(true);
  });

  it('does not match a missing header, another tag, or the tag without its quotes', () => {
    expect(matchesIfNoneMatch(undefined, ETAG)).toBe(false);
    expect(matchesIfNoneMatch('', ETAG)).toBe(false);
    expect(matchesIfNoneMatch('"abc1234"', ETAG)).toBe(false);
    expect(matchesIfNoneMatch('abc123', ETAG)).toBe(false);
  });
});
