import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { emailDraftRoutes } from '@contract/email-drafts.contract';
import { api } from '../../../../lib/api-client';
import { emailQueryKeys } from './email-query-keys';

export type RenderedEmail = RouteAnswer<typeof emailDraftRoutes.preview>;

/** The draft rendered by the server's one email layout: what subscribers will see. */
export const getDraftPreview = (id: string) => api.get<RenderedEmail>(`/api/admin/email-drafts/${encodeURIComponent(id)}/preview`);

/** Keyed by version too, so a revision shows its own rendering rather than the cached one. */
export const draftPreviewQueryOptions = (id: string, version: number) =>
  queryOptions({ queryKey: [...emailQueryKeys.draft(id), 'preview', version], queryFn: () => getDraftPreview(id) });

export const useDraftPreview = (id: string, version: number) => useQuery(draftPreviewQueryOptions(id, version));
