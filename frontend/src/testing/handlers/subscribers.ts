import { privacyRoutes } from '@contract/privacy.contract';
import { subscriberRoutes } from '@contract/subscribers.contract';
import { buildSubscriberPreferences } from '../builders/subscriber';
import { contractAnswer, contractHandler, errorAnswer } from '../contract-handlers';

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
  contractHandler(subscriberRoutes.preferences, ({ request }) =>
    hasValidToken(request) ? contractAnswer(subscriberRoutes.preferences, buildSubscriberPreferences()) : errorAnswer(403, INVALID_LINK_ERROR),
  ),
  contractHandler(subscriberRoutes.changePreferences, ({ request }) =>
    hasValidToken(request) ? contractAnswer(subscriberRoutes.changePreferences, { ok: true }) : errorAnswer(403, INVALID_LINK_ERROR),
  ),
  contractHandler(subscriberRoutes.preferencesLink, () => contractAnswer(subscriberRoutes.preferencesLink, { message: PREFERENCES_LINK_MESSAGE })),
  contractHandler(subscriberRoutes.unsubscribe, ({ request }) =>
    hasValidToken(request)
      ? contractAnswer(subscriberRoutes.unsubscribe, { message: UNSUBSCRIBED_MESSAGE, unsubscribed: true }, 200)
      : contractAnswer(subscriberRoutes.unsubscribe, { message: UNSUBSCRIBE_LINK_MESSAGE, unsubscribed: false }, 202),
  ),
  contractHandler(privacyRoutes.requestDeletion, () => contractAnswer(privacyRoutes.requestDeletion, { message: DELETION_REQUEST_MESSAGE })),
  contractHandler(privacyRoutes.confirmDeletion, ({ body: { token } }) =>
    token === VALID_DELETION_TOKEN
      ? contractAnswer(privacyRoutes.confirmDeletion, { message: DELETION_CONFIRMED_MESSAGE })
      : errorAnswer(400, 'This confirmation link is invalid or has expired'),
  ),
];
