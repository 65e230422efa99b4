import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GmailStatus } from '@contract/gmail.contract';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type { GmailStatus };

export const getGmailStatus = () => api.get<GmailStatus>('/api/gmail/status');

/** The wizard's state from the server: the step reached survives a reload. */
export const gmailStatusQueryOptions = () => queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'gmail'], queryFn: getGmailStatus });

export const useGmailStatus = () => useQuery(gmailStatusQueryOptions());
