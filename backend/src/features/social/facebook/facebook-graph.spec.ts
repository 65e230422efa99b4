import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { HttpResponse } from 'msw';
import { DomainError } from '../../../core/errors/domain-errors.js';
import { EXPIRED_TOKEN, FACEBOOK_APP, GRAPH, MISSING_PERMISSION, metaConfig, metaError, metaStandIn, refusalOf, serveMeta } from '../testing/meta-fixture.js';
import { FacebookGraph } from './facebook-graph.js';

const server = metaStandIn();

const graph = new FacebookGraph(metaConfig());
const input = { source: 'input', field: 'shortLivedToken' } as const;
const stored = { source: 'stored', fix: 'Choose the page again.' } as const;
const proofOf = (token: string) => createHmac('sha256', FACEBOOK_APP.FACEBOOK_APP_SECRET).update(token).digest('hex');


describe('FacebookGraph', () => {
  it('exchanges a short-lived token with the app id and secret in a form body, never in the address', async () => {
    const calls = serveMeta(server, 'post', `${GRAPH}/oauth/access_token`, { access_token: 'EAAlong-lived-token', token_type: 'bearer', expires_in: 5183944 });
    expect(await graph.exchangeForLongLived('EAAshort', input)).toEqual({ accessToken: 'EAAlong-lived-token', expiresInSeconds: 5183944 });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v25.0/oauth/access_token',
        parameters: { grant_type: 'fb_exchange_token', client_id: FACEBOOK_APP.FACEBOOK_APP_ID, client_secret: FACEBOOK_APP.FACEBOOK_APP_SECRET, fb_exchange_token: 'EAAshort' },
      },
    ]);
  });

  it('lists the pages of a user token with their page tokens, proving the app secret', async () => {
    const calls = serveMeta(server, 'get', `${GRAPH}/me/accounts`, { data: [{ id: '111', name: 'AI Navigator', access_token: 'EAApage' }], paging: {} });
    expect(await graph.managedPages('EAAuser', input)).toEqual([{ id: '111', name: 'AI Navigator', accessToken: 'EAApage' }]);
    expect(calls[0]?.parameters).toEqual({ fields: 'id,name,access_token', limit: '100', access_token: 'EAAuser', appsecret_proof: proofOf('EAAuser') });
  });

  it('publishes on the page feed with the page token and answers the post id', async () => {
    const calls = serveMeta(server, 'post', `${GRAPH}/111/feed`, { id: '111_222' });
    expect(await graph.publish('111', 'EAApage', { message: 'Hello', link: 'https://navigator.example/blog/hello' }, stored)).toBe('111_222');
    expect(calls[0]?.parameters).toMatchObject({ message: 'Hello', link: 'https://navigator.example/blog/hello', access_token: 'EAApage' });
  });

  it("reads a token's validity, expiry and permissions with the app's own token", async () => {
    const calls = serveMeta(server, 'get', `${GRAPH}/debug_token`, { data: { is_valid: true, expires_at: 1_800_000_000, scopes: ['email', 'pages_manage_posts'] } });
    expect(await graph.inspect('EAApage', stored)).toEqual({ valid: true, expiresAt: new Date(1_800_000_000_000), scopes: ['email', 'pages_manage_posts'], problem: null });
    expect(calls[0]?.parameters).toEqual({ input_token: 'EAApage', access_token: `${FACEBOOK_APP.FACEBOOK_APP_ID}|${FACEBOOK_APP.FACEBOOK_APP_SECRET}` });
    serveMeta(server, 'get', `${GRAPH}/debug_token`, { data: { is_valid: true, expires_at: 0, scopes: [] } });
    expect((await graph.inspect('EAApage', stored)).expiresAt).toBeNull();
  });

  it('answers an expired token the admin pasted as a 400 on that field, in Facebook\'s words', async () => {
    serveMeta(server, 'post', `${GRAPH}/oauth/access_token`, metaError(400, EXPIRED_TOKEN));
    const error = await refusalOf(graph.exchangeForLongLived('EAAshort', input));
    expect([error.kind, error.failure, error.details?.field]).toEqual(['validation', 'token_expired', 'shortLivedToken']);
    expect(error.message).toBe(`shortLivedToken: ${EXPIRED_TOKEN.message}`);
  });

  it('answers an expired stored token as a 409 that says how to fix it', async () => {
    serveMeta(server, 'post', `${GRAPH}/111/feed`, metaError(400, EXPIRED_TOKEN));
    const error = await refusalOf(graph.publish('111', 'EAApage', { message: 'Hello' }, stored));
    expect([error.kind, error.failure]).toEqual(['illegal_state', 'token_expired']);
    expect(error.message).toBe(`Facebook refused the stored token: ${EXPIRED_TOKEN.message}. Choose the page again.`);
  });

  it('answers a missing permission of the stored token as a 409 naming it', async () => {
    serveMeta(server, 'post', `${GRAPH}/111/feed`, metaError(403, MISSING_PERMISSION));
    const error = await refusalOf(graph.publish('111', 'EAApage', { message: 'Hello' }, stored));
    expect([error.kind, error.failure]).toEqual(['illegal_state', 'missing_permission']);
    expect(error.message).toContain(MISSING_PERMISSION.message);
  });

  it("answers Facebook's own failures, rate limits and unexpected answers as 502", async () => {
    serveMeta(server, 'get', `${GRAPH}/me`, metaError(500, { message: 'An unexpected error has occurred.', type: 'OAuthException', code: 2 }));
    expect(await refusalOf(graph.account('EAApage', stored))).toMatchObject({ kind: 'upstream', failure: 'unavailable', message: 'Facebook failed: An unexpected error has occurred.' });
    serveMeta(server, 'get', `${GRAPH}/me`, metaError(400, { message: 'Application request limit reached', code: 4 }));
    expect(await refusalOf(graph.account('EAApage', stored))).toMatchObject({ kind: 'upstream', failure: 'rate_limited' });
    serveMeta(server, 'get', `${GRAPH}/me`, { name: 'No id' });
    expect(await refusalOf(graph.account('EAApage', stored))).toMatchObject({ kind: 'upstream', failure: 'malformed_answer', message: 'Facebook answered in an unexpected shape (the page of the token)' });
    serveMeta(server, 'get', `${GRAPH}/me`, HttpResponse.error());
    expect(await refusalOf(graph.account('EAApage', stored))).toMatchObject({ kind: 'upstream', failure: 'unavailable', message: 'Facebook could not be reached; please try again' });
  });

  it('never repeats a token or the app secret that Facebook echoed in its message', async () => {
    serveMeta(server, 'get', `${GRAPH}/me`, metaError(400, { message: `Invalid token EAApage-secret-token (access_token=EAApage-secret-token, secret ${FACEBOOK_APP.FACEBOOK_APP_SECRET})`, code: 190 }));
    const error = await refusalOf(graph.account('EAApage-secret-token', input));
    expect(error.message).not.toContain('EAApage-secret-token');
    expect(error.message).not.toContain(FACEBOOK_APP.FACEBOOK_APP_SECRET);
    expect(error.message).toContain('[redacted]');
  });

  it('answers 409 naming the variables to set, and calls nothing, when the app is not configured', async () => {
    const unconfigured = new FacebookGraph(metaConfig({}));
    expect(unconfigured.configured()).toBe(false);
    const error = await unconfigured.managedPages('EAAuser', input).then(
      () => undefined,
      (rejection: unknown) => rejection as DomainError,
    );
    expect(error).toMatchObject({ kind: 'illegal_state', message: 'Facebook is not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET', details: { reason: 'not_configured' } });
  });
});
