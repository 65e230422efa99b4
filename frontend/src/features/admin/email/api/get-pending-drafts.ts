import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { EmailDraft, emailDraftRoutes } from '@contract/email-drafts.contract';
import { api } from '../../../../lib/api-client';
import { emailQueryKeys } from './email-query-keys';

export type { EmailDraft };

/** Drafts waiting for review, earliest target date first (tomorrow's, normally). */
export const getPendingDrafts = () => api.get<RouteAnswer<typeof emailDraftRoutes.pending>>('/api/admin/email-drafts/pending');

export const pendingDraftsQueryOptions = () => queryOptions({ queryKey: emailQueryKeys.pendingDrafts(), queryFn: getPendingDrafts });

export const usePendingDrafts = () => useQuery(pendingDraftsQueryOptions());
