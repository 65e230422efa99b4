import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CreateSubscriberInput = {
  email: string;
  frequency: string;
  interests: string[];
  source: string;
  customInterests?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};

export type CreatedSubscriber = {
  subscriber: { id: string; email: string; frequency: string; interests: string[]; customInterests: string; source: string };
  token: string;
};

export const createSubscriber = (input: CreateSubscriberInput) => api.post<CreatedSubscriber>('/api/subscribers', input);

export const useCreateSubscriber = () => useMutation({ mutationFn: createSubscriber });
