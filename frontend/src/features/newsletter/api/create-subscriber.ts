import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type NewsletterSource = 'website' | 'homepage_inline' | 'lead_magnet' | (string & {});

export type SubscriberPayload = {
  email: string;
  frequency: 'daily' | 'weekly' | 'major_updates';
  interests: string[];
  source: NewsletterSource;
  leadMagnet?: string;
};

export type SignupAnswer = {
  subscriber: { id: string; email: string; frequency: string; interests: string[]; customInterests: string; source: string };
  /** Signed token that lets this visitor open their preferences page. */
  token: string;
};

export const createSubscriber = (payload: SubscriberPayload) => api.post<SignupAnswer>('/api/subscribers', payload);

export const useCreateSubscriber = () => useMutation({ mutationFn: createSubscriber });
