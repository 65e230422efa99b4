import { describe, expect, it } from '@jest/globals';
import { api, ApiError } from '../lib/api-client';

/** The default handlers are built from the contract: they refuse what the real server refuses. */
describe('contract handlers', () => {
  it("answer a body the server would refuse with the server's 400, naming the field", async () => {
    const error = await api.post('/api/contact', { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Too short' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(JSON.parse((error as ApiError).bodyText)).toEqual({ error: 'message: must be at least 10 characters', field: 'message', reason: 'must be at least 10 characters' });
  });

  it('refuse unknown fields as the strict server schemas do, and accept a valid body', async () => {
    await expect(api.post('/api/subscribers/preferences-link', { email: 'ada@example.com', extra: true })).rejects.toHaveProperty('status', 400);
    await expect(api.post('/api/subscribers/preferences-link', { email: ' Ada@Example.com ' })).resolves.toHaveProperty('message');
  });

  it("answer a query the server would refuse with the server's 400, and a parameter given twice as the server sees it", async () => {
    const error = await api.get('/api/subscribers?limit=0').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(400);
    expect(JSON.parse((error as ApiError).bodyText)).toEqual({ error: 'limit: must be between 1 and 500', field: 'limit', reason: 'must be between 1 and 500' });
    await expect(api.get('/api/subscribers?q=ada&q=grace')).rejects.toHaveProperty('bodyText', expect.stringContaining('q: must be given once'));
    await expect(api.get('/api/subscribers?limit=2&q=%20GRACE')).resolves.toMatchObject({ total: 1, nextCursor: null });
  });
});
