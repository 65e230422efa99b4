import { useMutation } from '@tanstack/react-query';
import type { GuideResentAnswer, SignupAnswer, SubscriberPayload as ContractPayload } from '@contract/subscribers.contract';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  PREFERENCES_LINK_LIMITED_REASON,
  PREFERENCES_LINK_SENT_REASON,
  type AcceptedFrequency,
  type KnownSource,
} from '@contract/subscribers.vocabulary';
import { ApiError, api } from '../lib/api-client';
import type { LinkMail } from '../lib/link-credentials';
import { markNewsletterPopupSeen } from '../lib/newsletter-popup-seen';

/** The labels the site's forms send; the server accepts any label of letters, digits, dot, dash and underscore. */
export type SubscriberSource = KnownSource | (string & {});

/**
 * The body of POST /api/subscribers as the newsletter forms, the lead magnet and the dedicated page
 * send it: the contract's payload, with the frequency and source the forms always set.
 */
export type SubscriberPayload = Omit<ContractPayload, 'frequency' | 'source'> & { frequency: AcceptedFrequency; source: SubscriberSource };

export type { GuideResentAnswer, SignupAnswer };

/** A new subscription (201), or the guide mailed again to an address already on the list (200, lead magnet only). */
export const createSubscriber = (payload: SubscriberPayload) => api.post<SignupAnswer | GuideResentAnswer>('/api/subscribers', payload);

/** The token of a new subscription; an address already on the list gets none. */
export const signupToken = (answer: SignupAnswer | GuideResentAnswer): string | null => ('token' in answer ? answer.token : null);

/** Recognised by the message, as the spec says, not by the status code. */
export const isAlreadySubscribed = (error: unknown): boolean =>
  error instanceof ApiError && error.serverMessage === ALREADY_SUBSCRIBED_MESSAGE;

/**
 * Spec section 2: a successful signup records the newsletter popup as seen, whichever form it came
 * from (the home section, the inline form, the popup, the guide card, /subscribe), and so does an
 * address found already on the list ('Welcome back!'): either way the visitor is on the list.
 */
export const signupRecordsPopupSeen = {
  onSuccess: () => markNewsletterPopupSeen(),
  onError: (error: unknown) => {
    if (isAlreadySubscribed(error)) markNewsletterPopupSeen();
  },
};

export const useCreateSubscriber = () => useMutation({ mutationFn: createSubscriber, ...signupRecordsPopupSeen });

/**
 * What the 409 of an address on the list says of the preferences link mailed to it (its `reason`):
 * sent, or held back by the hourly mail limits (`now`: when the 409 came); nothing when it says neither.
 */
export const preferencesLinkMail = (error: unknown, now: number): LinkMail | undefined => {
  const reason = error instanceof ApiError ? error.serverReason : null;
  if (reason === PREFERENCES_LINK_SENT_REASON) return { outcome: 'sent' };
  if (reason === PREFERENCES_LINK_LIMITED_REASON) return { outcome: 'limited', at: now };
  return undefined;
};
