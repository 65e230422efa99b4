import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DraftHistory } from '@contract/email-drafts.contract';
import { api } from '../../../../lib/api-client';
import { emailQueryKeys } from './email-query-keys';

export type { DraftHistory };
export type DraftHistoryEntry = DraftHistory['entries'][number];
export type DraftVersion = DraftHistory['versions'][number];

/** Every version of a draft's content and who did what and when, with notes (oldest first). */
export const getDraftHistory = (id: string) => api.get<DraftHistory>(`/api/admin/email-drafts/${encodeURIComponent(id)}/history`);

export const draftHistoryQueryOptions = (id: string) => queryOptions({ queryKey: [...emailQueryKeys.draft(id), 'history'], queryFn: () => getDraftHistory(id) });

export const useDraftHistory = (id: string) => useQuery(draftHistoryQueryOptions(id));
