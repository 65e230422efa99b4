import { useMutation } from '@tanstack/react-query';
import type { SignupAnswer, SubscriberPayload as ContractPayload } from '@contract/subscribers.contract';
import { ALREADY_SUBSCRIBED_MESSAGE, type AcceptedFrequency, type KnownSource } from '@contract/subscribers.vocabulary';
import { ApiError, api } from '../lib/api-client';

/** The labels the site's forms send; the server accepts any label of letters, digits, dot, dash and underscore. */
export type SubscriberSource = KnownSource | (string & {});

/**
 * The body of POST /api/subscribers as the newsletter forms, the lead magnet and the dedicated page
 * send it: the contract's payload, with the frequency and source the forms always set.
 */
export type SubscriberPayload = Omit<ContractPayload, 'frequency' | 'source'> & { frequency: AcceptedFrequency; source: SubscriberSource };

export type { SignupAnswer };

export const createSubscriber = (payload: SubscriberPayload) => api.post<SignupAnswer>('/api/subscribers', payload);

export const useCreateSubscriber = () => useMutation({ mutationFn: createSubscriber });

/** Recognised by the message, as the spec says, not by the status code. */
export const isAlreadySubscribed = (error: unknown): boolean =>
  error instanceof ApiError && error.serverMessage === ALREADY_SUBSCRIBED_MESSAGE;
