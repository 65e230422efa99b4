import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { GMAIL_READONLY_SCOPE } from '../../../contract/gmail.vocabulary.js';
import { GMAIL_API_URL, GOOGLE_AUTHORIZE_URL, GOOGLE_REVOKE_URL, GOOGLE_TOKEN_URL, GoogleApiError, GoogleClient } from './google-client.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = new GoogleClient({ clientId: 'client-id.apps.googleusercontent.com', clientSecret: 'client-secret' });
const REDIRECT = 'https://navigator.example/api/gmail/callback';

/** Google's token endpoint answering `answer`, recording each form it was posted. */
const tokenEndpoint = (answer: () => Response) => {
  const forms: Record<string, string>[] = [];
  server.use(
    http.post(GOOGLE_TOKEN_URL, async ({ request }) => {
      forms.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return answer();
    }),
  );
  return forms;
};

const failure = async (promise: Promise<unknown>): Promise<GoogleApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GoogleApiError) return error;
    throw error;
  }
  throw new Error('expected Google to fail');
};

describe('GoogleClient: OAuth', () => {
  it("builds the consent URL on accounts.google.com for read-only Gmail, offline, with the state and redirect URI", () => {
    const url = new URL(client.authorizationUrl('signed.state', REDIRECT));
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_AUTHORIZE_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-id.apps.googleusercontent.com',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: GMAIL_READONLY_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state: 'signed.state',
    });
  });

  it('exchanges an authorization code for tokens with the client credentials, as a form', async () => {
    const forms = tokenEndpoint(() => HttpResponse.json({ access_token: 'ya29.access', expires_in: 3599, refresh_token: '1//refresh', scope: GMAIL_READONLY_SCOPE, token_type: 'Bearer' }));
    expect(await client.exchangeCode('4/code', REDIRECT)).toEqual({ accessToken: 'ya29.access', expiresInSeconds: 3599, refreshToken: '1//refresh', scope: GMAIL_READONLY_SCOPE });
    expect(forms).toEqual([{ grant_type: 'authorization_code', code: '4/code', redirect_uri: REDIRECT, client_id: 'client-id.apps.googleusercontent.com', client_secret: 'client-secret' }]);
  });

  it('refreshes an access token, which comes without a new refresh token', async () => {
    const forms = tokenEndpoint(() => HttpResponse.json({ access_token: 'ya29.fresh', expires_in: 3599, scope: GMAIL_READONLY_SCOPE, token_type: 'Bearer' }));
    expect(await client.refresh('1//refresh')).toEqual({ accessToken: 'ya29.fresh', expiresInSeconds: 3599, refreshToken: null, scope: GMAIL_READONLY_SCOPE });
    expect(forms[0]).toMatchObject({ grant_type: 'refresh_token', refresh_token: '1//refresh' });
  });

  it("reports a revoked refresh token as Google's invalid_grant, a 502 that names no token", async () => {
    tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }, { status: 400 }));
    const error = await failure(client.refresh('1//refresh'));
    expect([error.kind, error.code, error.status]).toEqual(['upstream', 'invalid_grant', 400]);
    expect(error.message).toBe('Google refused the request (invalid_grant: Token has been expired or revoked.)');
    expect(error.message).not.toContain('1//refresh');
  });

  it('refuses an answer it cannot read, and an unreachable Google, as failures of Google', async () => {
    tokenEndpoint(() => HttpResponse.json({ token_type: 'Bearer' }));
    expect((await failure(client.refresh('1//refresh'))).message).toBe('Google answered in a shape the app cannot read (access_token)');
    tokenEndpoint(() => HttpResponse.error());
    expect((await failure(client.refresh('1//refresh'))).message).toMatch(/^Google could not be reached/);
  });

  it('revokes a token, and reports a refused revocation', async () => {
    const revoked: string[] = [];
    server.use(
      http.post(GOOGLE_REVOKE_URL, async ({ request }) => {
        revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
        return revoked.length === 1 ? new HttpResponse(null, { status: 200 }) : HttpResponse.json({ error: 'invalid_token' }, { status: 400 });
      }),
    );
    await client.revoke('1//refresh');
    expect((await failure(client.revoke('1//refresh'))).code).toBe('invalid_token');
    expect(revoked).toEqual(['1//refresh', '1//refresh']);
  });

  it('needs credentials for the OAuth calls', async () => {
    expect(() => new GoogleClient(null).authorizationUrl('state', REDIRECT)).toThrow('The Google OAuth client is not configured');
    expect((await failure(new GoogleClient(null).refresh('1//refresh'))).message).toBe('The Google OAuth client is not configured');
  });
});

describe('GoogleClient: Gmail API', () => {
  it("reads the mailbox's profile with the access token", async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(`${GMAIL_API_URL}/profile`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ emailAddress: 'inbox@gmail.com', messagesTotal: 12, threadsTotal: 9, historyId: '1' });
      }),
    );
    expect(await client.profile('ya29.access')).toEqual({ emailAddress: 'inbox@gmail.com' });
    expect(authorizations).toEqual(['Bearer ya29.access']);
  });

  it('lists message ids of a query in a label, page by page', async () => {
    const searches: Record<string, string>[] = [];
    server.use(
      http.get(`${GMAIL_API_URL}/messages`, ({ request }) => {
        const search = Object.fromEntries(new URL(request.url).searchParams);
        searches.push(search);
        return search.pageToken
          ? HttpResponse.json({ messages: [{ id: 'm3', threadId: 't3' }], resultSizeEstimate: 1 })
          : HttpResponse.json({ messages: [{ id: 'm1', threadId: 't1' }, { id: 'm2', threadId: 't1' }], nextPageToken: 'page-2', resultSizeEstimate: 3 });
      }),
    );
    const query = { query: 'to:hello@example.com after:1772355600', labelId: 'INBOX' };
    expect(await client.listMessages('ya29.access', query)).toEqual({ ids: ['m1', 'm2'], nextPageToken: 'page-2' });
    expect(await client.listMessages('ya29.access', { ...query, pageToken: 'page-2' })).toEqual({ ids: ['m3'], nextPageToken: null });
    expect(searches).toEqual([
      { q: 'to:hello@example.com after:1772355600', labelIds: 'INBOX', maxResults: '100' },
      { q: 'to:hello@example.com after:1772355600', labelIds: 'INBOX', maxResults: '100', pageToken: 'page-2' },
    ]);
  });

  it('lists nothing for an empty mailbox (Gmail leaves messages out)', async () => {
    server.use(http.get(`${GMAIL_API_URL}/messages`, () => HttpResponse.json({ resultSizeEstimate: 0 })));
    expect(await client.listMessages('ya29.access', { query: 'to:hello@example.com', labelId: 'INBOX' })).toEqual({ ids: [], nextPageToken: null });
  });

  it('gets a message in full: its date and MIME tree', async () => {
    const formats: (string | null)[] = [];
    const payload = { mimeType: 'text/plain', headers: [{ name: 'Subject', value: 'Hi' }], body: { data: 'SGVsbG8' } };
    server.use(
      http.get(`${GMAIL_API_URL}/messages/:id`, ({ params, request }) => {
        formats.push(new URL(request.url).searchParams.get('format'));
        return HttpResponse.json({ id: params.id, threadId: 't', internalDate: '1772359200000', payload: { ...payload, body: { ...payload.body, size: 5 } } });
      }),
    );
    expect(await client.getMessage('ya29.access', 'm1')).toEqual({ id: 'm1', internalDate: '1772359200000', payload });
    expect(formats).toEqual(['full']);
  });

  it("reports the API's refusal with its status and message", async () => {
    server.use(http.get(`${GMAIL_API_URL}/profile`, () => HttpResponse.json({ error: { code: 403, message: 'Request had insufficient authentication scopes.', status: 'PERMISSION_DENIED' } }, { status: 403 })));
    const error = await failure(client.profile('ya29.access'));
    expect([error.status, error.code, error.message]).toEqual([403, 'PERMISSION_DENIED', 'Google answered 403 (PERMISSION_DENIED: Request had insufficient authentication scopes.)']);
  });
});
