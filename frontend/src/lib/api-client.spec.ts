import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { ApiError, api, errorMessage, setUnauthorizedListener } from './api-client';

type FetchArguments = Parameters<typeof fetch>;

/** Answers every call with `response` and records what the client handed to fetch. */
const recordFetch = (response: () => Response = () => Response.json({ ok: true })) => {
  const calls: { url: string; init: RequestInit }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (...[input, init]: FetchArguments) => {
    calls.push({ url: String(input), init: init ?? {} });
    return response();
  });
  return calls;
};

const headersOf = (init: RequestInit) => new Headers(init.headers);

afterEach(() => {
  jest.restoreAllMocks();
  setUnauthorizedListener(null);
});

describe('api client errors', () => {
  it('puts the status and the body text in the message of a non-OK answer', async () => {
    server.use(http.get('/api/tools', () => HttpResponse.json({ error: 'Catalogue offline' }, { status: 503 })));
    const error = await api.get('/api/tools').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: {"error":"Catalogue offline"}');
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).serverMessage).toBe('Catalogue offline');
    expect(errorMessage(error, 'fallback')).toBe('Catalogue offline');
  });

  it('uses the status text when the body is empty', async () => {
    server.use(http.get('/api/tools', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })));
    await expect(api.get('/api/tools')).rejects.toThrow(new ApiError(404, '', 'Not Found'));
    await expect(api.get('/api/tools')).rejects.toHaveProperty('message', '404: Not Found');
  });

  it('keeps a plain-text body as the message and offers no server message for it', async () => {
    server.use(http.post('/api/subscribers', () => new HttpResponse('Bad Gateway from proxy', { status: 502 })));
    const error = await api.post('/api/subscribers', { email: 'a@b.co' }).catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('502: Bad Gateway from proxy');
    expect(errorMessage(error, 'Please try again later.')).toBe('Please try again later.');
  });
});

describe('api client requests', () => {
  it('sends cookies with every method', async () => {
    const calls = recordFetch();
    await api.get('/api/tools');
    await api.post('/api/subscribers', { email: 'a@b.co' });
    await api.put('/api/subscribers/a%40b.co', { frequency: 'daily' });
    await api.delete('/api/unsubscribe/a%40b.co');
    expect(calls.map(({ init }) => [init.method, init.credentials])).toEqual([
      ['GET', 'include'],
      ['POST', 'include'],
      ['PUT', 'include'],
      ['DELETE', 'include'],
    ]);
  });

  it('sends a JSON content type only when there is a body', async () => {
    const calls = recordFetch();
    await api.get('/api/tools');
    await api.post('/api/blog-posts/7/view');
    await api.delete('/api/unsubscribe/a%40b.co', { headers: { 'X-Subscriber-Token': 'token-1' } });
    await api.post('/api/subscribers', { email: 'a@b.co' });
    expect(calls.map(({ init }) => headersOf(init).get('Content-Type'))).toEqual([null, null, null, 'application/json']);
    expect(calls[3]?.init.body).toBe('{"email":"a@b.co"}');
    expect(calls[1]?.init.body).toBeUndefined();
    expect(headersOf(calls[2]!.init).get('X-Subscriber-Token')).toBe('token-1');
  });

  it('parses a JSON answer and answers undefined for 204 or an empty body', async () => {
    server.use(
      http.get('/api/tools', () => HttpResponse.json([{ name: 'Writely' }])),
      http.post('/api/admin/logout', () => new HttpResponse(null, { status: 204 })),
      http.post('/api/blog-posts/:id/view', () => new HttpResponse('', { status: 200 })),
    );
    expect(await api.get('/api/tools')).toEqual([{ name: 'Writely' }]);
    expect(await api.post('/api/admin/logout')).toBeUndefined();
    expect(await api.post('/api/blog-posts/1/view')).toBeUndefined();
  });
});

describe('api client 401 handling', () => {
  it('calls the unauthorized listener once per 401 answer, and never for other failures', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedListener(onUnauthorized);
    server.use(
      http.get('/api/admin/me', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })),
      http.get('/api/admin/projections', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
      http.get('/api/tools', () => new HttpResponse('boom', { status: 500 })),
    );
    await expect(api.get('/api/admin/me')).rejects.toHaveProperty('status', 401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.get('/api/admin/projections')).rejects.toHaveProperty('status', 403);
    await expect(api.get('/api/tools')).rejects.toHaveProperty('status', 500);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('still throws the 401 when no listener is registered', async () => {
    server.use(http.get('/api/admin/me', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })));
    await expect(api.get('/api/admin/me')).rejects.toHaveProperty('message', '401: {"error":"Not signed in"}');
  });
});
