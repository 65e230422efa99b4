import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { emailDraftRoutes } from '@contract/email-drafts.contract';
import { api } from '../../../../lib/api-client';
import { useDraftDecision } from './draft-decision';

type Revision = { id: string } & RouteBody<typeof emailDraftRoutes.revise>;

/** The AI rewrites a pending draft as asked; it stays pending with a new version (its preview and history change). */
export const reviseDraft = ({ id, ...body }: Revision) =>
  api.post<RouteAnswer<typeof emailDraftRoutes.revise>>(`/api/admin/email-drafts/${encodeURIComponent(id)}/revise`, body);

export const useReviseDraft = () => useDraftDecision(reviseDraft);
