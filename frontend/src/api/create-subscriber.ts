import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../lib/api-client';

/** Spec section 3: the server knows these spellings; the dedicated page uses 'major-updates'. */
export type SubscriberFrequency = 'daily' | 'weekly' | 'major_updates' | 'major-updates' | 'major';

export type SubscriberSource = 'website' | 'dedicated_page' | 'homepage_inline' | 'lead_magnet' | (string & {});

/** The body of POST /api/subscribers, as the newsletter forms, the lead magnet and the dedicated page send it. */
export type SubscriberPayload = {
  email: string;
  frequency: SubscriberFrequency;
  interests: string[];
  source: SubscriberSource;
  customInterests?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  leadMagnet?: string;
};

export type SignupAnswer = {
  subscriber: { id: string; email: string; frequency: string; interests: string[]; customInterests: string; source: string };
  /** Signed token that lets this visitor open their preferences page. */
  token: string;
};

export const createSubscriber = (payload: SubscriberPayload) => api.post<SignupAnswer>('/api/subscribers', payload);

export const useCreateSubscriber = () => useMutation({ mutationFn: createSubscriber });

/** Spec section 8: the server's message for an address that is already on the list. */
const ALREADY_SUBSCRIBED_MESSAGE = 'Email already subscribed';

/** Recognised by the message, as the spec says, not by the status code. */
export const isAlreadySubscribed = (error: unknown): boolean =>
  error instanceof ApiError && error.serverMessage === ALREADY_SUBSCRIBED_MESSAGE;
