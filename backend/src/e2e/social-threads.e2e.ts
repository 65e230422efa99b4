import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse } from 'msw';
import type request from 'supertest';
import { DEFAULT_TEST_POST, THREADS_TEXTS } from '../contract/social.vocabulary.js';
import { POST_IN_FLIGHT_MESSAGE, POST_IN_FLIGHT_MS } from '../features/social/social-post.decider.js';
import { serveMeta } from '../features/social/testing/meta-fixture.js';
import {
  connectFacebookPage,
  connectThreadsAccount,
  dataFolderHolds,
  FACEBOOK_APP,
  GRAPH,
  metaError,
  metaStandIn,
  PAGE,
  serveFeed,
  THREADS,
  THREADS_APP,
  THREADS_TOKEN,
} from './social-support.js';
import { startTestApp, type TestApp } from './test-app.js';

const server = metaStandIn();
let now = new Date('2026-01-05T08:00:00.000Z');
let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp({ ...FACEBOOK_APP, ...THREADS_APP, PUBLIC_URL: 'https://navigator.example' }, { clock: { now: () => now } });
  admin = await app.admin();
});
afterAll(() => app.stop());

describe('the Threads setup', () => {
  it('gives the authorization window back to the callback page, with the steps', async () => {
    const { body } = await admin.get('/api/threads/auth-url').expect(200);
    const url = new URL(body.authUrl);
    expect(url.searchParams.get('client_id')).toBe(THREADS_APP.THREADS_APP_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('https://navigator.example/oauth/callback');
    expect(url.searchParams.get('scope')).toBe('threads_basic,threads_content_publish');
    expect(body.redirectUri).toBe('https://navigator.example/oauth/callback');
    expect(body.instructions).toHaveLength(5);
  });

  it('exchanges the pasted code (without the #_ Threads appends) for a short-lived token and the user id', async () => {
    const calls = serveMeta(server, 'post', `${THREADS}/oauth/access_token`, { access_token: 'THshort-lived-token', user_id: 1784 });
    const { body } = await admin.post('/api/threads/exchange-token').send({ code: 'AQBcode123#_' }).expect(200);
    expect(body).toMatchObject({ success: true, accessToken: 'THshort-lived-token', userId: '1784' });
    expect(calls[0]?.parameters).toMatchObject({ code: 'AQBcode123', redirect_uri: 'https://navigator.example/oauth/callback' });
  });

  it('answers a code Threads refuses as a 400 in its words', async () => {
    serveMeta(server, 'post', `${THREADS}/oauth/access_token`, metaError(400, { message: 'This authorization code has been used.', code: 100 }));
    expect((await admin.post('/api/threads/exchange-token').send({ code: 'AQBused' }).expect(400)).body.error).toBe('code: This authorization code has been used.');
  });

  it('stores the long-lived token and answers it masked, valid 60 days', async () => {
    const body = await connectThreadsAccount(admin, server);
    expect(body).toMatchObject({ success: true, longLivedToken: '••••9c2e', expiresAt: '2026-03-06T07:59:04.000Z' });
    expect(body.account).toMatchObject({ platform: 'threads', connected: true, accountId: '1784', accountName: 'ainavigator', tokenHint: '••••9c2e' });
    expect(JSON.stringify((await admin.get('/api/social/accounts').expect(200)).body)).not.toContain(THREADS_TOKEN);
    await app.core.readModelStore.purgeOverwritten();
    expect(dataFolderHolds(app.dataDir, THREADS_TOKEN)).toBe(false);
  });

  it('reads the profile with the stored token, and posts the default text once in two steps', async () => {
    serveMeta(server, 'get', `${THREADS}/v1.0/me`, { id: '1784', username: 'ainavigator' });
    expect((await admin.get('/api/threads/test-connection').expect(200)).body).toEqual({ success: true, message: 'Connected to @ainavigator (1784)' });
    const containers = serveMeta(server, 'post', `${THREADS}/v1.0/1784/threads`, { id: 'container-1' });
    serveMeta(server, 'post', `${THREADS}/v1.0/1784/threads_publish`, { id: 'thread-1' });
    expect((await admin.post('/api/threads/test-posting').expect(200)).body).toMatchObject({ postId: 'thread-1', alreadyPosted: false });
    expect((await admin.post('/api/threads/test-posting').send({}).expect(200)).body).toMatchObject({ postId: 'thread-1', alreadyPosted: true });
    expect(containers.map((call) => call.parameters['text'])).toEqual([DEFAULT_TEST_POST]);
  });

  it('disconnects: the account is forgotten and its tests say none is connected', async () => {
    expect((await admin.post('/api/threads/disconnect').expect(200)).body.account).toMatchObject({ connected: false, tokenHint: null });
    expect((await admin.get('/api/threads/test-connection').expect(409)).body.error).toBe(THREADS_TEXTS.notConnected);
  });
});

describe('a post whose answer was lost', () => {
  beforeAll(async () => {
    await connectFacebookPage(admin, server);
  });

  it('is refused while in flight, then found on the page and recorded published without posting again', async () => {
    const feed = serveFeed(server, () => HttpResponse.error());
    const lost = await admin.post('/api/facebook/test-posting').send({ message: 'Lost answer' }).expect(502);
    expect(lost.body.error).toMatch(/may have been published/);
    expect((await admin.post('/api/facebook/test-posting').send({ message: 'Lost answer' }).expect(409)).body.error).toBe(POST_IN_FLIGHT_MESSAGE);
    now = new Date(now.getTime() + POST_IN_FLIGHT_MS);
    const looked = serveMeta(server, 'get', `${GRAPH}/${PAGE.id}/posts`, { data: [{ id: `${PAGE.id}_77`, message: 'Lost answer', created_time: now.toISOString() }] });
    const found = await admin.post('/api/facebook/test-posting').send({ message: 'Lost answer' }).expect(200);
    expect(found.body).toMatchObject({ postId: `${PAGE.id}_77`, alreadyPosted: true });
    expect(feed).toHaveLength(1);
    expect(Number(looked[0]?.parameters['since'])).toBeLessThan(now.getTime() / 1000 - POST_IN_FLIGHT_MS / 1000);
  });

  it('is sent again, once, when the page does not hold it', async () => {
    let lose = true;
    const feed = serveFeed(server, () => {
      if (!lose) return undefined;
      lose = false;
      return HttpResponse.error();
    });
    await admin.post('/api/facebook/test-posting').send({ message: 'Lost twice' }).expect(502);
    now = new Date(now.getTime() + POST_IN_FLIGHT_MS);
    serveMeta(server, 'get', `${GRAPH}/${PAGE.id}/posts`, { data: [] });
    expect((await admin.post('/api/facebook/test-posting').send({ message: 'Lost twice' }).expect(200)).body).toMatchObject({ alreadyPosted: false });
    expect((await admin.post('/api/facebook/test-posting').send({ message: 'Lost twice' }).expect(200)).body).toMatchObject({ alreadyPosted: true });
    expect(feed).toHaveLength(2);
  });
});

describe('without the Meta apps configured', () => {
  let bare: TestApp;
  let bareAdmin: request.Agent;
  beforeAll(async () => {
    bare = await startTestApp();
    bareAdmin = await bare.admin();
  });
  afterAll(() => bare.stop());

  it('says which variables to set, with 409, and calls nothing', async () => {
    const { body } = await bareAdmin.get('/api/social/accounts').expect(200);
    expect(body.facebook).toMatchObject({ configured: false, missingSettings: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'], connected: false });
    expect(body.threads).toMatchObject({ configured: false, missingSettings: ['THREADS_APP_ID', 'THREADS_APP_SECRET'] });
    const facebook = await bareAdmin.post('/api/facebook/convert-to-long-lived').send({ shortLivedToken: 'EAAshort' }).expect(409);
    expect(facebook.body).toEqual({ error: 'Facebook is not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET', reason: 'not_configured' });
    await bareAdmin.get('/api/facebook/test-connection').expect(409);
    await bareAdmin.post('/api/facebook/test-posting').send({ message: 'Hello' }).expect(409);
    expect((await bareAdmin.get('/api/threads/auth-url').expect(409)).body.error).toBe('Threads is not configured: set THREADS_APP_ID and THREADS_APP_SECRET');
    await bareAdmin.post('/api/threads/exchange-token').send({ code: 'AQB' }).expect(409);
  });

  it('publishes the blog post and says Facebook is not configured', async () => {
    const { body } = await bareAdmin.post('/api/test/create-blog-and-post').expect(200);
    expect(body).toMatchObject({ facebookPosted: false, facebook: 'not_connected', reason: 'Facebook is not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET' });
  });
});
