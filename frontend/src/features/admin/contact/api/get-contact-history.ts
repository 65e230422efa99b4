import type { ContactHistory } from '@contract/contact.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { contactQueryKeys } from './contact-query-keys';

export type { ContactHistory };

/** GET /api/admin/contact-messages/:id/history: who did what to the message and when, oldest first. */
export const getContactHistory = (messageId: string) => api.get<ContactHistory>(`/api/admin/contact-messages/${encodeURIComponent(messageId)}/history`);

export const contactHistoryQueryOptions = (messageId: string) => queryOptions({ queryKey: contactQueryKeys.history(messageId), queryFn: () => getContactHistory(messageId) });

/** Fetched each time the drawer opens: the history is short and must include what just happened. */
export const useContactHistory = (messageId: string) => useQuery({ ...contactHistoryQueryOptions(messageId), staleTime: 0 });
