import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse } from 'msw';
import type request from 'supertest';
import { gmailRoutes } from '../contract/gmail.contract.js';
import { GMAIL_CHECK_JOB, GMAIL_READONLY_SCOPE, GMAIL_TEXTS } from '../contract/gmail.vocabulary.js';
import { JobRunner } from '../core/jobs/job-runner.js';
import { GMAIL_STREAM } from '../features/gmail/gmail.events.js';
import { ACCOUNT, authorizationState, connectGmail, GMAIL_ENVIRONMENT, REFRESH_TOKEN, statusOf, useGoogle } from './gmail-support.js';
import { startTestApp, type TestApp } from './test-app.js';

const google = useGoogle();
const NOT_CONFIGURED = 'Gmail is not configured: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GMAIL_CONTACT_ADDRESS (or CONTACT_EMAIL)';

describe('the Gmail routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('answer 401 without a session, except the callback, whose state is its proof', async () => {
    for (const route of Object.values(gmailRoutes).filter((candidate) => candidate.auth === 'admin')) {
      const response = await app.http()[route.method === 'GET' ? 'get' : 'post'](route.path);
      expect({ path: route.path, status: response.status }).toEqual({ path: route.path, status: 401 });
    }
    const page = await app.http().get('/api/gmail/callback').query({ code: 'x', state: 'forged.state' }).expect(403);
    expect(page.type).toBe('text/html');
  });

  it('say honestly what to set while Gmail is not configured, and the check job skips', async () => {
    const admin = await app.admin();
    const status = await statusOf(admin);
    expect(status).toMatchObject({ configured: false, notConfigured: NOT_CONFIGURED, missing: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GMAIL_CONTACT_ADDRESS'], step: 1, connection: null, redirectUri: 'http://localhost:3000/api/gmail/callback' });
    await admin.post('/api/gmail/forwarding-complete').expect(200);
    expect((await admin.get('/api/gmail/auth-url').expect(409)).body.error).toBe(NOT_CONFIGURED);
    expect((await admin.get('/api/gmail/test').expect(200)).body).toEqual({ success: false, message: NOT_CONFIGURED });
    expect((await admin.post('/api/gmail/check-emails').expect(409)).body.error).toBe(NOT_CONFIGURED);
    await admin.post(`/api/admin/jobs/${GMAIL_CHECK_JOB}/run`).expect(202);
    await app.app.get(JobRunner).whenIdle();
    expect((await statusOf(admin)).check.lastResult).toEqual({ outcome: 'succeeded', summary: `Skipped: ${NOT_CONFIGURED}`, error: null });
  });
});

describe('the Gmail wizard, configured', () => {
  let app: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    app = await startTestApp(GMAIL_ENVIRONMENT);
    admin = await app.admin();
  });
  afterAll(() => app.stop());

  it('asks for forwarding first, then hands out a consent URL whose state is bound to this browser', async () => {
    expect((await admin.get('/api/gmail/auth-url').expect(409)).body.error).toBe(GMAIL_TEXTS.forwardingFirst);
    const confirmed = (await admin.post('/api/gmail/forwarding-complete').expect(200)).body;
    expect(confirmed).toMatchObject({ configured: true, notConfigured: null, missing: [], step: 2, contactAddress: 'hello@navigator.example', label: 'INBOX', forwarding: { operator: 'admin' } });
    const response = await admin.get('/api/gmail/auth-url').expect(200);
    const url = new URL(response.body.authUrl);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/gmail/callback');
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((cookie) => cookie.startsWith('ai_navigator_gmail_authorization='))).toMatch(/^ai_navigator_gmail_authorization=[\w-]+; Max-Age=600; Path=\/api\/gmail\/callback; Expires=.*; HttpOnly; SameSite=Lax$/);
  });

  it('refuses a forged state, a state without its browser cookie, and a denial, storing nothing', async () => {
    const before = await app.eventCount();
    const state = await authorizationState(admin);
    const [payload, signature] = state.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'gmail-authorization', s: 'nonce:intruder', x: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
    expect((await admin.get('/api/gmail/callback').query({ code: 'c', state: forged }).expect(403)).text).toContain('This authorization cannot be used');
    // The callback forgets the nonce whatever happened: the same state cannot be tried again.
    expect((await admin.get('/api/gmail/callback').query({ code: 'c', state: `${payload}.${signature}` }).expect(403)).text).toContain('started in another browser');
    // The agent attaches its cookies when a request is made: each state is asked for before its callback.
    const elsewhere = await authorizationState(admin);
    expect((await app.http().get('/api/gmail/callback').query({ code: 'c', state: elsewhere }).expect(403)).text).toContain('This authorization cannot be used');
    const refusedByAdmin = await authorizationState(admin);
    const denied = await admin.get('/api/gmail/callback').query({ error: 'access_denied', state: refusedByAdmin }).expect(400);
    expect(denied.text).toContain('Google did not authorize access (access_denied)');
    expect(google.asked.token).toEqual([]);
    expect(await app.eventCount()).toBe(before);
  });

  it('revokes and refuses a grant without read access to Gmail', async () => {
    google.token(() => google.tokens({ refresh_token: 'partial-grant', scope: 'openid' }));
    google.revocation();
    const state = await authorizationState(admin);
    const page = await admin.get('/api/gmail/callback').query({ code: '4/c', state }).expect(409);
    expect(page.text).toContain('Read access to Gmail was not granted');
    expect(google.asked.revoked).toEqual(['partial-grant']);
    expect((await statusOf(admin)).step).toBe(2);
  });

  it('stores the refresh token sealed, never answers it, and tells the opener from a page its own policy allows', async () => {
    google.grants();
    google.profile();
    const state = await authorizationState(admin);
    const page = await admin.get('/api/gmail/callback').query({ code: '4/authorization-code', state, scope: GMAIL_READONLY_SCOPE, authuser: '0' }).expect(200);
    expect(google.asked.token.at(-1)).toMatchObject({ grant_type: 'authorization_code', code: '4/authorization-code', redirect_uri: 'http://localhost:3000/api/gmail/callback' });
    expect(page.text).toContain(`in ${ACCOUNT}`);
    expect(page.text).toContain('You can close this window');
    expect(page.text).not.toContain(REFRESH_TOKEN);
    expect(page.headers['cache-control']).toBe('no-store');
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    expect(script).toContain('ai-navigator:gmail-authorized');
    expect(page.headers['content-security-policy']).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);

    const status = await statusOf(admin);
    expect(status).toMatchObject({ step: 3, connection: { account: ACCOUNT, operator: 'admin', tokenConfirmed: false } });
    expect(JSON.stringify(status)).not.toContain(REFRESH_TOKEN);
    const stored = JSON.stringify(await app.core.store.readStream(GMAIL_STREAM));
    expect([stored.includes(REFRESH_TOKEN), stored.includes(ACCOUNT)]).toEqual([false, false]);
    const connected = (await app.core.log.readStream(GMAIL_STREAM)).find((event) => event.type === 'GmailConnected');
    expect(connected).toMatchObject({ data: { refreshToken: REFRESH_TOKEN, account: ACCOUNT }, metadata: { actor: 'admin' } });
    expect((await admin.get('/api/gmail/auth-url').expect(409)).body.error).toBe(GMAIL_TEXTS.alreadyConnected);
  });

  it('confirms the token, then a test with a fresh access token reaches step 5; a revoked grant fails the test', async () => {
    expect((await admin.post('/api/gmail/token-confirmed').expect(200)).body.step).toBe(4);
    google.profile();
    const passed = (await admin.get('/api/gmail/test').expect(200)).body;
    expect(passed).toEqual({ success: true, message: `Connected to Gmail as ${ACCOUNT}: mail to hello@navigator.example in INBOX is read every 5 minutes` });
    expect(await statusOf(admin)).toMatchObject({ step: 5, lastTest: { success: true } });

    // The access token has expired (401): a refresh is asked, and Google refuses the grant.
    google.profile(() => HttpResponse.json({ error: { code: 401, status: 'UNAUTHENTICATED' } }, { status: 401 }));
    google.token(() => HttpResponse.json({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }, { status: 400 }));
    const failed = (await admin.get('/api/gmail/test').expect(200)).body;
    expect(failed).toEqual({ success: false, message: 'Google refused the request (invalid_grant: Token has been expired or revoked.): disconnect Gmail and authorize again' });
    expect(await statusOf(admin)).toMatchObject({ step: 4, lastTest: { success: false, message: failed.message } });
    const tests = (await app.core.log.readStream(GMAIL_STREAM)).filter((event) => event.type === 'GmailConnectionTested');
    expect(tests.map((event) => [event.data.passed, event.metadata.actor])).toEqual([
      [true, 'admin'],
      [false, 'admin'],
    ]);
  });

  it("disconnects: revokes the grant, destroys the token's key, and starts again at step 2", async () => {
    google.revocation();
    const status = (await admin.post('/api/gmail/disconnect').expect(200)).body;
    expect(status).toMatchObject({ step: 2, connection: null, lastTest: null });
    expect(google.asked.revoked.at(-1)).toBe(REFRESH_TOKEN);
    const connected = (await app.core.log.readStream(GMAIL_STREAM)).find((event) => event.type === 'GmailConnected');
    expect(connected?.data).toMatchObject({ refreshToken: null, account: null });
    expect((await admin.post('/api/gmail/check-emails').expect(409)).body.error).toBe(GMAIL_TEXTS.notConnected);
    expect((await admin.get('/api/gmail/test').expect(200)).body).toEqual({ success: false, message: GMAIL_TEXTS.notConnected });
    // A second disconnect changes nothing.
    await admin.post('/api/gmail/disconnect').expect(200);
    expect((await app.core.log.readStream(GMAIL_STREAM)).filter((event) => event.type === 'GmailDisconnected')).toHaveLength(1);
  });

  it('connects again after a disconnect, at step 3', async () => {
    await connectGmail(admin, google);
    expect((await statusOf(admin)).step).toBe(3);
  });
});
