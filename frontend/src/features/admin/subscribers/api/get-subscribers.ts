import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type SubscriberStatus = 'active' | 'unsubscribed' | 'erased';

/** A row of GET /api/subscribers (the subscribers read model). An erased person keeps a row without personal data. */
export type Subscriber = {
  id: string;
  email: string | null;
  frequency: string;
  interests: string[];
  customInterests: string | null;
  source: string;
  leadMagnet: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  status: SubscriberStatus;
  subscribedAt: string;
  updatedAt: string;
  emailsSent: number;
};

/** Every subscriber query (the list, each history) starts with this key; an import invalidates them all. */
export const SUBSCRIBERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'subscribers'] as const;

/** The whole list, newest signup first, as the spec's call answers it. */
export const getSubscribers = () => api.get<Subscriber[]>('/api/subscribers');

export const subscribersQueryOptions = () => queryOptions({ queryKey: [...SUBSCRIBERS_QUERY_KEY, 'all'], queryFn: getSubscribers });

export const useSubscribers = () => useQuery(subscribersQueryOptions());
