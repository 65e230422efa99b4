import { subscriberRoutes } from '@contract/subscribers.contract';
import { contractAnswer, contractHandler } from '../contract-handlers';

export const SIGNUP_SUBSCRIBER_ID = '0196a5d2-7c1e-7000-8000-0000000000aa';

/** Default answer for a signup: 201 with the subscriber as the server stored it and a preferences token. */
export const newsletterHandlers = [
  contractHandler(subscriberRoutes.subscribe, ({ body }) =>
    contractAnswer(subscriberRoutes.subscribe, {
      subscriber: {
        id: SIGNUP_SUBSCRIBER_ID,
        email: body.email,
        frequency: body.frequency,
        interests: body.interests,
        customInterests: body.customInterests,
        source: body.source,
      },
      token: 'signed-token',
    }),
  ),
];
