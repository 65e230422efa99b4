import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { emailDraftRoutes } from '@contract/email-drafts.contract';
import { api } from '../../../../lib/api-client';
import { emailQueryKeys } from './email-query-keys';

/** Every draft, earliest target date first: the decided ones (approved, rejected, expired, sent) show below the review list. */
export const getDrafts = () => api.get<RouteAnswer<typeof emailDraftRoutes.list>>('/api/admin/email-drafts');

export const draftsQueryOptions = () => queryOptions({ queryKey: emailQueryKeys.allDrafts(), queryFn: getDrafts });

export const useDrafts = () => useQuery(draftsQueryOptions());
