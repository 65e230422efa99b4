import { describe, expect, it } from '@jest/globals';
import { EXPIRED_TOKEN, metaConfig, metaError, metaStandIn, refusalOf, serveMeta, THREADS, THREADS_APP } from '../testing/meta-fixture.js';
import { ThreadsApi } from './threads-api.js';

const server = metaStandIn();

const threads = new ThreadsApi(metaConfig());
const stored = { source: 'stored', fix: 'Authorize again.' } as const;


describe('ThreadsApi', () => {
  it('builds the authorization window for the profile and publishing permissions, back to the callback page', () => {
    const url = new URL(threads.authorizationUrl());
    expect(`${url.origin}${url.pathname}`).toBe('https://threads.net/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: THREADS_APP.THREADS_APP_ID,
      redirect_uri: 'https://navigator.example/oauth/callback',
      scope: 'threads_basic,threads_content_publish',
      response_type: 'code',
    });
  });

  it('exchanges the code for a short-lived token with the same redirect address', async () => {
    const calls = serveMeta(server, 'post', `${THREADS}/oauth/access_token`, { access_token: 'THshort', user_id: 17841400000 });
    expect(await threads.exchangeCode('AQcode', { source: 'input', field: 'code' })).toEqual({ accessToken: 'THshort', userId: '17841400000' });
    expect(calls[0]?.parameters).toEqual({
      client_id: THREADS_APP.THREADS_APP_ID,
      client_secret: THREADS_APP.THREADS_APP_SECRET,
      grant_type: 'authorization_code',
      redirect_uri: 'https://navigator.example/oauth/callback',
      code: 'AQcode',
    });
  });

  it('exchanges a short-lived token for a long-lived one', async () => {
    const calls = serveMeta(server, 'get', `${THREADS}/access_token`, { access_token: 'THlong', token_type: 'bearer', expires_in: 5183944 });
    expect(await threads.exchangeForLongLived('THshort', { source: 'input', field: 'shortLivedToken' })).toEqual({ accessToken: 'THlong', expiresInSeconds: 5183944 });
    expect(calls[0]?.parameters).toEqual({ grant_type: 'th_exchange_token', client_secret: THREADS_APP.THREADS_APP_SECRET, access_token: 'THshort' });
  });

  it('publishes a text post in two steps: a container, then its publication', async () => {
    const containers = serveMeta(server, 'post', `${THREADS}/v1.0/1784/threads`, { id: 'container-1' });
    const publications = serveMeta(server, 'post', `${THREADS}/v1.0/1784/threads_publish`, { id: 'post-9' });
    expect(await threads.publish('1784', 'THlong', 'Hello Threads', stored)).toBe('post-9');
    expect(containers[0]?.parameters).toEqual({ media_type: 'TEXT', text: 'Hello Threads', access_token: 'THlong' });
    expect(publications[0]?.parameters).toEqual({ creation_id: 'container-1', access_token: 'THlong' });
  });

  it('reads the profile, and answers an expired stored token as a 409', async () => {
    serveMeta(server, 'get', `${THREADS}/v1.0/me`, { id: '1784', username: 'ainavigator' });
    expect(await threads.profile('THlong', stored)).toEqual({ id: '1784', username: 'ainavigator' });
    serveMeta(server, 'get', `${THREADS}/v1.0/me`, metaError(401, EXPIRED_TOKEN));
    expect(await refusalOf(threads.profile('THlong', stored))).toMatchObject({ kind: 'illegal_state', failure: 'token_expired' });
  });

  it('answers a code Threads refuses as a 400 on the code, in its words', async () => {
    serveMeta(server, 'post', `${THREADS}/oauth/access_token`, metaError(400, { message: 'Invalid authorization code', type: 'OAuthException', code: 100 }));
    const error = await refusalOf(threads.exchangeCode('AQused', { source: 'input', field: 'code' }));
    expect([error.kind, error.message, error.details?.field]).toEqual(['validation', 'code: Invalid authorization code', 'code']);
  });

  it('answers 409 naming the variables when the Threads app is not configured', () => {
    expect(() => new ThreadsApi(metaConfig({})).authorizationUrl()).toThrow('Threads is not configured: set THREADS_APP_ID and THREADS_APP_SECRET');
  });
});
