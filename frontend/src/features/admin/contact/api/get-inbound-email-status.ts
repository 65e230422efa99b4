import type { InboundEmailStatus } from '@contract/contact.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { contactQueryKeys } from './contact-query-keys';

export type { InboundEmailStatus };

/** GET /api/admin/inbound-email: where the mail provider posts, whether the secret is set, and what the webhook received. */
export const getInboundEmailStatus = () => api.get<InboundEmailStatus>('/api/admin/inbound-email');

export const inboundEmailStatusQueryOptions = () => queryOptions({ queryKey: contactQueryKeys.inboundEmail, queryFn: getInboundEmailStatus });

/** Fetched again each time the tab opens, and on the panel's Check again. */
export const useInboundEmailStatus = () => useQuery({ ...inboundEmailStatusQueryOptions(), staleTime: 0 });
