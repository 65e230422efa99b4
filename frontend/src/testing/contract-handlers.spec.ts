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
});
