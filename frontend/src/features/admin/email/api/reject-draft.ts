import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { emailDraftRoutes } from '@contract/email-drafts.contract';
import { api } from '../../../../lib/api-client';
import { useDraftDecision } from './draft-decision';

type Rejection = { id: string } & RouteBody<typeof emailDraftRoutes.reject>;

/** Pending (or approved, not yet sent) to rejected, with the admin's notes: it will not be sent. */
export const rejectDraft = ({ id, ...body }: Rejection) =>
  api.post<RouteAnswer<typeof emailDraftRoutes.reject>>(`/api/admin/email-drafts/${encodeURIComponent(id)}/reject`, body);

export const useRejectDraft = () => useDraftDecision(rejectDraft);
