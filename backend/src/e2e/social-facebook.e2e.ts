import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse } from 'msw';
import type request from 'supertest';
import { facebookRoutes, socialRoutes, threadsRoutes } from '../contract/social.contract.js';
import { FACEBOOK_TEXTS, THREADS_TEXTS } from '../contract/social.vocabulary.js';
import { socialAccountStream } from '../features/social/social.events.js';
import { serveMeta } from '../features/social/testing/meta-fixture.js';
import {
  connectFacebookPage,
  dataFolderHolds,
  EXPIRED_TOKEN,
  FACEBOOK_APP,
  GRAPH,
  metaError,
  metaStandIn,
  PAGE,
  PAGE_TOKEN,
  serveFacebookPage,
  serveFeed,
  USER_TOKEN,
} from './social-support.js';
import { startTestApp, type TestApp } from './test-app.js';

const server = metaStandIn();
let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp({ ...FACEBOOK_APP });
  admin = await app.admin();
});
afterAll(() => app.stop());

const ROUTES = [...Object.values(socialRoutes), ...Object.values(facebookRoutes), ...Object.values(threadsRoutes)];

describe('the social routes', () => {
  it('answer 401 without an admin session, every one of them', async () => {
    for (const { method, path } of ROUTES) {
      const response = await (app.http() as unknown as Record<string, (url: string) => request.Test>)[method.toLowerCase()]!(path).send({});
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });

  it("refuse an empty token with the spec's words, recording nothing", async () => {
    const before = await app.eventCount();
    const refused = async (path: string, body: object) => (await admin.post(path).send(body).expect(400)).body.error as string;
    expect(await refused('/api/facebook/convert-to-long-lived', { shortLivedToken: ' ' })).toBe(`shortLivedToken: ${FACEBOOK_TEXTS.missingToken.description}`);
    expect(await refused('/api/facebook/convert-to-long-lived', {})).toBe(`shortLivedToken: ${FACEBOOK_TEXTS.missingToken.description}`);
    expect(await refused('/api/facebook/get-page-tokens', { userAccessToken: '' })).toBe(`userAccessToken: ${FACEBOOK_TEXTS.missingUserToken.description}`);
    expect(await refused('/api/facebook/update-token', { token: '' })).toBe(`token: ${FACEBOOK_TEXTS.missingPageToken}`);
    expect(await refused('/api/facebook/update-token', { token: 'two words' })).toBe('token: must be one word of letters, digits and signs, without spaces');
    expect(await refused('/api/threads/exchange-token', { code: '' })).toBe(`code: ${THREADS_TEXTS.missingCode.description}`);
    expect(await refused('/api/threads/convert-long-lived', { shortLivedToken: '' })).toBe(`shortLivedToken: ${THREADS_TEXTS.missingToken.description}`);
    expect(await app.eventCount()).toBe(before);
  });
});

describe('the page-token wizard', () => {
  it('converts a short-lived token for about 60 days, without storing anything', async () => {
    const before = await app.eventCount();
    serveMeta(server, 'post', `${GRAPH}/oauth/access_token`, { access_token: USER_TOKEN, token_type: 'bearer', expires_in: 5183944 });
    const { body } = await admin.post('/api/facebook/convert-to-long-lived').send({ shortLivedToken: 'EAAshort-lived' }).expect(200);
    expect(body).toMatchObject({ success: true, longLivedToken: USER_TOKEN });
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    expect(await app.eventCount()).toBe(before);
  });

  it("answers an expired short-lived token as a 400 in Facebook's words", async () => {
    serveMeta(server, 'post', `${GRAPH}/oauth/access_token`, metaError(400, EXPIRED_TOKEN));
    const { body } = await admin.post('/api/facebook/convert-to-long-lived').send({ shortLivedToken: 'EAAexpired' }).expect(400);
    expect(body).toEqual({ error: `shortLivedToken: ${EXPIRED_TOKEN.message}`, field: 'shortLivedToken', reason: 'token_expired' });
  });

  it('lists the pages of the user token as pageId, pageName, pageToken', async () => {
    serveMeta(server, 'get', `${GRAPH}/me/accounts`, { data: [{ ...PAGE, access_token: PAGE_TOKEN }] });
    const { body } = await admin.post('/api/facebook/get-page-tokens').send({ userAccessToken: USER_TOKEN }).expect(200);
    expect(body).toEqual({ pages: [{ pageId: PAGE.id, pageName: PAGE.name, pageToken: PAGE_TOKEN }] });
  });

  it('refuses a page token that lacks a posting permission, storing nothing', async () => {
    const before = await app.eventCount();
    serveFacebookPage(server, { scopes: ['pages_show_list', 'pages_read_engagement'] });
    const { body } = await admin.post('/api/facebook/update-token').send({ token: PAGE_TOKEN }).expect(400);
    expect(body.error).toMatch(/^token: This page token lacks pages_manage_posts/);
    expect(await app.eventCount()).toBe(before);
  });

  it('stores the chosen page token sealed: the answers show its last four characters, no file holds it', async () => {
    const { account, message } = await connectFacebookPage(admin, server);
    expect(message).toBe(`Posts now go to the page ${PAGE.name}`);
    expect(account).toMatchObject({ connected: true, accountId: PAGE.id, accountName: PAGE.name, tokenHint: '••••7af3', connectedBy: 'admin', configured: true, expired: false });
    const status = await admin.get('/api/social/accounts').expect(200);
    expect(status.body.facebook).toEqual(account);
    expect(JSON.stringify(status.body)).not.toContain(PAGE_TOKEN);
    await app.core.readModelStore.purgeOverwritten();
    expect(dataFolderHolds(app.dataDir, PAGE_TOKEN)).toBe(false);
    // The scan does find what is stored in clear: the hint.
    expect(dataFolderHolds(app.dataDir, '••••7af3')).toBe(true);
    const [connected] = await app.core.store.readStream(socialAccountStream('facebook'));
    expect(connected?.metadata.actor).toBe('admin');
    expect(JSON.stringify(connected?.data)).not.toContain(PAGE_TOKEN);
  });

  it('records nothing when the same token is stored again (a retried request)', async () => {
    const before = await app.eventCount();
    await connectFacebookPage(admin, server);
    expect(await app.eventCount()).toBe(before);
  });
});

describe('the Facebook API tests', () => {
  it('reads the page with the stored token', async () => {
    serveMeta(server, 'get', `${GRAPH}/me`, PAGE);
    expect((await admin.get('/api/facebook/test-connection').expect(200)).body).toEqual({ success: true, message: `Connected to the page ${PAGE.name} (${PAGE.id})` });
  });

  it('passes a granted permission and fails a missing one, naming those granted', async () => {
    const asked = serveMeta(server, 'get', `${GRAPH}/debug_token`, { data: { is_valid: true, expires_at: 0, scopes: ['email', 'pages_manage_posts'] } });
    expect((await admin.get('/api/facebook/test-email').expect(200)).body).toEqual({ success: true, message: 'The email permission is granted' });
    expect((await admin.get('/api/facebook/test-read-insights').expect(200)).body).toEqual({
      success: false,
      message: 'The read_insights permission is not granted (granted: email, pages_manage_posts)',
    });
    expect(asked.map((call) => call.parameters['input_token'])).toEqual([PAGE_TOKEN, PAGE_TOKEN]);
  });

  it("answers an expired stored token as a 409 with Facebook's words and the way to fix it", async () => {
    serveMeta(server, 'get', `${GRAPH}/me`, metaError(400, EXPIRED_TOKEN));
    const { body } = await admin.get('/api/facebook/test-connection').expect(409);
    expect(body).toEqual({ error: `Facebook refused the stored token: ${EXPIRED_TOKEN.message}. ${FACEBOOK_TEXTS.reconnect}`, reason: 'token_expired' });
  });

  it("answers Facebook's failure as a 502, never a 500", async () => {
    serveMeta(server, 'get', `${GRAPH}/debug_token`, HttpResponse.json({ error: { message: 'Please retry your request later.', code: 2 } }, { status: 503 }));
    expect((await admin.get('/api/facebook/test-business-management').expect(502)).body).toEqual({ error: 'Facebook failed: Please retry your request later.', reason: 'unavailable' });
  });
});

describe('test posting', () => {
  it('publishes once: the same text again is recognised and not posted twice', async () => {
    const feed = serveFeed(server);
    const first = await admin.post('/api/facebook/test-posting').send({ message: 'Hello from the tests' }).expect(200);
    expect(first.body).toMatchObject({ success: true, postId: `${PAGE.id}_1`, alreadyPosted: false });
    const again = await admin.post('/api/facebook/test-posting').send({ message: 'Hello from the tests' }).expect(200);
    expect(again.body).toMatchObject({ success: true, postId: `${PAGE.id}_1`, alreadyPosted: true });
    expect(feed.map((call) => [call.parameters['message'], call.parameters['access_token']])).toEqual([['Hello from the tests', PAGE_TOKEN]]);
    expect((await admin.get('/api/social/accounts').expect(200)).body.facebook.lastPost).toMatchObject({ target: 'test', outcome: 'posted', postId: `${PAGE.id}_1` });
  });

  it("answers a refused post as a 409 in Facebook's words and records it failed", async () => {
    serveFeed(server, () => metaError(403, { message: '(#200) Requires pages_manage_posts permission', code: 200 }));
    const { body } = await admin.post('/api/facebook/test-posting').send({ message: 'Refused post' }).expect(409);
    expect(body.reason).toBe('missing_permission');
    expect((await admin.get('/api/social/accounts').expect(200)).body.facebook.lastPost).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('(#200)') });
  });
});

describe('the blog-and-Facebook test', () => {
  it('publishes a post and shares a link to it, with its title and excerpt, on the page', async () => {
    const feed = serveFeed(server);
    const { body } = await admin.post('/api/test/create-blog-and-post').expect(200);
    expect(body).toMatchObject({ facebookPosted: true, facebook: 'posted', postId: `${PAGE.id}_1` });
    expect(feed).toHaveLength(1);
    expect(feed[0]?.parameters['link']).toBe(`http://localhost:3000/blog/${body.blog.slug}`);
    expect(feed[0]?.parameters['message']).toMatch(new RegExp(`^${body.blog.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\n`));
  });

  it('publishes the post and reports the refusal when Facebook refuses the share', async () => {
    serveFeed(server, () => metaError(400, EXPIRED_TOKEN));
    const { body } = await admin.post('/api/test/create-blog-and-post').expect(200);
    expect(body).toMatchObject({ facebookPosted: false, facebook: 'failed', reason: expect.stringContaining(EXPIRED_TOKEN.message) });
    expect((await app.http().get('/api/blog-posts').expect(200)).body.map((post: { slug: string }) => post.slug)).toContain(body.blog.slug);
  });
});

describe('disconnecting', () => {
  it('forgets the page: its key is destroyed, the tests and the blog share say no page is connected', async () => {
    const [connected] = await app.core.log.readStream(socialAccountStream('facebook'));
    const connectionId = (connected?.data as { connectionId: string }).connectionId;
    const { body } = await admin.post('/api/facebook/disconnect').expect(200);
    expect(body).toMatchObject({ success: true, account: { connected: false, accountName: null, tokenHint: null } });
    expect(await app.core.cipher.hasKey(connectionId)).toBe(false);
    const [erased] = await app.core.log.readStream(socialAccountStream('facebook'));
    expect(erased?.data).toMatchObject({ token: null, accountName: null });
    expect((await admin.get('/api/facebook/test-connection').expect(409)).body.error).toBe(FACEBOOK_TEXTS.notConnected);
    const shared = await admin.post('/api/test/create-blog-and-post').expect(200);
    expect(shared.body).toMatchObject({ facebookPosted: false, facebook: 'not_connected', reason: FACEBOOK_TEXTS.notConnected });
    expect((await admin.post('/api/facebook/disconnect').expect(200)).body.message).toBe('No Facebook page was connected');
  });
});
