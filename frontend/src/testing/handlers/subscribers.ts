import { http, HttpResponse } from 'msw';
import { buildSubscriberPreferences } from '../builders/subscriber';

/** The token the default handlers accept as a valid signed subscriber link. */
export const VALID_SUBSCRIBER_TOKEN = 'valid-subscriber-token';
export const INVALID_LINK_ERROR =
  "This link has expired or is no longer valid. Ask for a new one and we'll email you a new link to manage your preferences.";
export const PREFERENCES_LINK_MESSAGE = "If this address is subscribed, we've sent you a secure link to manage your preferences.";
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed.';
export const UNSUBSCRIBE_LINK_MESSAGE = "If this address is subscribed, we've sent a link to confirm unsubscribing.";
export const DELETION_REQUEST_MESSAGE = 'If we hold data for this address, we have emailed a link to confirm the deletion.';
export const DELETION_CONFIRMED_MESSAGE = 'Your data has been erased.';
export const VALID_DELETION_TOKEN = 'valid-deletion-token';

const hasValidToken = (request: Request) => request.headers.get('X-Subscriber-Token') === VALID_SUBSCRIBER_TOKEN;

/**
 * Self-service answers as the backend gives them: preferences and immediate unsubscribe need the
 * signed token; without it the server answers alike for every address.
 */
export const subscriberHandlers = [
  http.get('/api/subscribers/email/:email', ({ request }) =>
    hasValidToken(request) ? HttpResponse.json(buildSubscriberPreferences()) : HttpResponse.json({ error: INVALID_LINK_ERROR }, { status: 403 }),
  ),
  http.put('/api/subscribers/:email', ({ request }) =>
    hasValidToken(request) ? HttpResponse.json({ ok: true }) : HttpResponse.json({ error: INVALID_LINK_ERROR }, { status: 403 }),
  ),
  http.post('/api/subscribers/preferences-link', () => HttpResponse.json({ message: PREFERENCES_LINK_MESSAGE }, { status: 202 })),
  http.delete('/api/unsubscribe/:email', ({ request }) =>
    hasValidToken(request)
      ? HttpResponse.json({ message: UNSUBSCRIBED_MESSAGE })
      : HttpResponse.json({ message: UNSUBSCRIBE_LINK_MESSAGE }, { status: 202 }),
  ),
  http.post('/api/data-deletion-request', () => HttpResponse.json({ message: DELETION_REQUEST_MESSAGE }, { status: 202 })),
  http.post('/api/data-deletion-request/confirm', async ({ request }) => {
    const { token } = (await request.json()) as { token?: string };
    return token === VALID_DELETION_TOKEN
      ? HttpResponse.json({ message: DELETION_CONFIRMED_MESSAGE })
      : HttpResponse.json({ error: 'This link has expired. Please request a new one.' }, { status: 410 });
  }),
];
