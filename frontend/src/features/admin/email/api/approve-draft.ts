import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { emailDraftRoutes } from '@contract/email-drafts.contract';
import { api } from '../../../../lib/api-client';
import { useDraftDecision } from './draft-decision';

type Approval = { id: string } & RouteBody<typeof emailDraftRoutes.approve>;

/** Pending to approved, with the admin's notes; the scheduler sends it at its send time. */
export const approveDraft = ({ id, ...body }: Approval) =>
  api.post<RouteAnswer<typeof emailDraftRoutes.approve>>(`/api/admin/email-drafts/${encodeURIComponent(id)}/approve`, body);

export const useApproveDraft = () => useDraftDecision(approveDraft);
