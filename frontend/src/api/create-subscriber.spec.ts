import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { ApiError } from '../lib/api-client';
import { server } from '../testing/server';
import { createSubscriber, isAlreadySubscribed } from './create-subscriber';

const failure = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('isAlreadySubscribed', () => {
  it("recognises the server's 'Email already subscribed' message, whatever the status", () => {
    expect(isAlreadySubscribed(failure(409, { error: 'Email already subscribed' }))).toBe(true);
    expect(isAlreadySubscribed(failure(400, { error: 'Email already subscribed' }))).toBe(true);
  });

  it('does not take any other failure for it, a bare 409 included', () => {
    expect(isAlreadySubscribed(failure(409, { error: 'Conflict' }))).toBe(false);
    expect(isAlreadySubscribed(new ApiError(409, '', 'Conflict'))).toBe(false);
    expect(isAlreadySubscribed(new Error('Email already subscribed'))).toBe(false);
  });

  it('recognises the answer of a real call', async () => {
    server.use(http.post('/api/subscribers', () => HttpResponse.json({ error: 'Email already subscribed' }, { status: 409 })));
    const error = await createSubscriber({ email: 'a@b.co', frequency: 'weekly', interests: ['business'], source: 'website' }).catch((caught: unknown) => caught);
    expect(isAlreadySubscribed(error)).toBe(true);
  });
});
