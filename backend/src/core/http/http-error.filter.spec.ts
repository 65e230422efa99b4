import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import { HttpException, Logger, NotFoundException } from '@nestjs/common';
import { DomainError, type ErrorKind, rateLimited } from '../errors/domain-errors.js';
import { HttpErrorFilter } from './http-error.filter.js';

const answer = (exception: unknown) => {
  const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
};

// The filter logs 5xx answers; the cases below would only print noise.
beforeAll(() => Logger.overrideLogger(false));
afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

describe('HttpErrorFilter', () => {
  it.each<[ErrorKind, number]>([
    ['validation', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['illegal_state', 409],
    ['gone', 410],
    ['concurrency', 412],
    ['too_large', 413],
    ['unsupported_media_type', 415],
    ['rate_limited', 429],
    ['upstream', 502],
    ['unavailable', 503],
  ])('maps %s to %i with the message as error', (kind, status) => {
    const { headers, ...rest } = answer(new DomainError(kind, 'Readable message'));
    expect(rest).toEqual({ status, body: { error: 'Readable message' } });
    expect(headers).toEqual(status === 429 ? { 'Retry-After': '60' } : undefined);
  });

  it('sends the wait of a 429 as Retry-After seconds, matching the minutes of its message', () => {
    const sent = answer(rateLimited(13 * 60_000 - 500));
    expect(sent).toEqual({ status: 429, body: { error: 'Too many requests. Please try again in 13 minutes.' }, headers: { 'Retry-After': '780' } });
    expect(answer(rateLimited(60_001)).headers).toEqual({ 'Retry-After': '61' });
    expect((answer(rateLimited(60_001)).body as { error: string }).error).toMatch(/in 2 minutes/);
  });

  it('adds the field and reason of a validation error', () => {
    expect(answer(new DomainError('validation', 'email: is required', { field: 'email', reason: 'is required' })).body).toEqual({
      error: 'email: is required',
      field: 'email',
      reason: 'is required',
    });
  });

  it('maps body-parser failures to 400 and 413', () => {
    expect(answer(Object.assign(new Error('x'), { type: 'entity.parse.failed', status: 400 })).status).toBe(400);
    expect(answer(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 })).status).toBe(413);
  });

  it('answers a body-parser failure that Nest wrapped in an HttpException in the documented words, not the parser text', () => {
    const wrapped = (type: string, status: number, parserText: string) =>
      new HttpException(parserText, status, { cause: Object.assign(new Error(parserText), { type, status }) });
    expect(answer(wrapped('entity.parse.failed', 400, 'Expected double-quoted property name in JSON at position 26'))).toEqual({
      status: 400,
      body: { error: 'Request body is not valid JSON' },
    });
    expect(answer(wrapped('entity.too.large', 413, 'request entity too large'))).toEqual({ status: 413, body: { error: 'Request body is too large' } });
    expect(answer(wrapped('charset.unsupported', 415, 'unsupported charset "LATIN1"'))).toEqual({
      status: 415,
      body: { error: 'Request body must be UTF-8 JSON' },
    });
    expect(answer(wrapped('encoding.unsupported', 415, 'content encoding unsupported'))).toEqual({
      status: 415,
      body: { error: 'Compressed request bodies are not accepted here' },
    });
    expect(answer(wrapped('entity.too.deep', 403, 'JSON nested too deeply'))).toEqual({ status: 400, body: { error: 'Request body is nested too deeply' } });
    const brokenGzip = new HttpException('Bad Request', 400, { cause: Object.assign(new Error('incorrect header check'), { status: 400 }) });
    expect(answer(brokenGzip)).toEqual({ status: 400, body: { error: 'Malformed request' } });
  });

  it('answers an unknown route with a JSON 404 and anything unexpected with a 500 without details', () => {
    expect(answer(new NotFoundException('Cannot GET /api/x'))).toEqual({ status: 404, body: { error: 'Not found' } });
    const crash = answer(new TypeError('secret internals'));
    expect(crash).toEqual({ status: 500, body: { error: 'Internal server error' } });
  });
});
