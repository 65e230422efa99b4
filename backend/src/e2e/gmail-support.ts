import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type request from 'supertest';
import { type GmailStatus, gmailStatusSchema } from '../contract/gmail.contract.js';
import { GMAIL_READONLY_SCOPE } from '../contract/gmail.vocabulary.js';
import type { GmailPart } from '../features/gmail/google/google-answers.js';
import { GMAIL_API_URL, GOOGLE_REVOKE_URL, GOOGLE_TOKEN_URL } from '../features/gmail/google/google-client.js';

/** The Gmail feature configured: the OAuth client, and the contact address its check reads mail to. */
export const GMAIL_ENVIRONMENT = { GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'client-secret', CONTACT_EMAIL: 'hello@navigator.example' };
export const REFRESH_TOKEN = '1//refresh-token-never-shown';
export const ACCOUNT = 'inbox@gmail.com';

/**
 * Google, doubled at the network layer for the in-process app (its own HTTP calls from the test pass).
 * Each endpoint answers as the test says and records what it was asked.
 */
export const useGoogle = () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: ({ url }, print) => (new URL(url).hostname === '127.0.0.1' ? undefined : print.error()) }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const asked = { token: [] as Record<string, string>[], revoked: [] as string[], lists: [] as Record<string, string>[], gets: [] as string[] };

  const token = (answer: (form: Record<string, string>) => Response) =>
    server.use(
      http.post(GOOGLE_TOKEN_URL, async ({ request }) => {
        const form = Object.fromEntries(new URLSearchParams(await request.text()));
        asked.token.push(form);
        return answer(form);
      }),
    );
  const tokens = (grant: Record<string, unknown> = {}) =>
    HttpResponse.json({ access_token: `ya29.access-${asked.token.length}`, expires_in: 3599, scope: GMAIL_READONLY_SCOPE, token_type: 'Bearer', ...grant });
  return {
    server,
    asked,
    /** The code exchange grants read access with a refresh token; a refresh gives a new access token. */
    grants: () => token((form) => tokens(form.grant_type === 'authorization_code' ? { refresh_token: REFRESH_TOKEN } : {})),
    token,
    tokens,
    profile: (answer: () => Response = () => HttpResponse.json({ emailAddress: ACCOUNT, messagesTotal: 3 })) => server.use(http.get(`${GMAIL_API_URL}/profile`, answer)),
    revocation: (status = 200) =>
      server.use(
        http.post(GOOGLE_REVOKE_URL, async ({ request }) => {
          asked.revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
          return new HttpResponse(null, { status });
        }),
      ),
    /** The mailbox holds these messages (newest first, as Gmail lists them). */
    mailbox: (messages: { id: string; internalDate: string; payload: GmailPart }[]) =>
      server.use(
        http.get(`${GMAIL_API_URL}/messages`, ({ request }) => {
          asked.lists.push(Object.fromEntries(new URL(request.url).searchParams));
          return HttpResponse.json({ messages: messages.map(({ id }) => ({ id, threadId: id })), resultSizeEstimate: messages.length });
        }),
        http.get(`${GMAIL_API_URL}/messages/:id`, ({ params }) => {
          asked.gets.push(String(params.id));
          const message = messages.find(({ id }) => id === params.id);
          return message ? HttpResponse.json({ ...message, threadId: message.id }) : HttpResponse.json({ error: { code: 404, status: 'NOT_FOUND' } }, { status: 404 });
        }),
      ),
  };
};

/** A mail as Gmail's format=full gives it: headers, and a plain-text or HTML body. */
export const gmailMessage = (id: string, receivedAt: string, headers: Record<string, string>, body: { mimeType: 'text/plain' | 'text/html'; text: string }) => ({
  id,
  internalDate: String(new Date(receivedAt).getTime()),
  payload: {
    mimeType: body.mimeType,
    headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
    body: { data: Buffer.from(body.text, 'utf8').toString('base64url') },
  },
});

export const statusOf = async (admin: request.Agent): Promise<GmailStatus> => gmailStatusSchema.parse((await admin.get('/api/gmail/status').expect(200)).body);

/** Asks for the authorization URL and answers its state (the agent keeps the nonce cookie). */
export const authorizationState = async (admin: request.Agent): Promise<string> => {
  const { authUrl } = (await admin.get('/api/gmail/auth-url').expect(200)).body as { authUrl: string };
  return new URL(authUrl).searchParams.get('state') ?? '';
};

/** Step 1, then the popup's round trip through Google: Gmail connected as ACCOUNT. */
export const connectGmail = async (admin: request.Agent, google: ReturnType<typeof useGoogle>) => {
  await admin.post('/api/gmail/forwarding-complete').expect(200);
  google.grants();
  google.profile();
  const state = await authorizationState(admin);
  await admin.get('/api/gmail/callback').query({ code: '4/authorization-code', state, scope: GMAIL_READONLY_SCOPE }).expect(200);
};
