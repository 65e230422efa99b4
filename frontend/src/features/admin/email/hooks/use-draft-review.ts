import { toast } from '../../../../components/ui/use-toast';
import { formatDateTime } from '../../shared/format-date-time';
import { toastFailure } from '../../shared/toast-failure';
import { useApproveDraft } from '../api/approve-draft';
import { useRejectDraft } from '../api/reject-draft';
import { useReviseDraft } from '../api/revise-draft';
import { draftFailures } from '../schemas/email-texts';
import { forgetDraftReviewText } from '../stores/draft-review';

export type DraftReview = ReturnType<typeof useDraftReview>;

/**
 * The review calls of the whole panel, with their toasts. Held by the panel rather than by each
 * draft's card because a decision removes the card (the draft leaves the pending list) before the
 * call's own callbacks would run, and a mutation's per-call callbacks are dropped once the
 * component that started it is gone.
 */
export const useDraftReview = () => {
  const approve = useApproveDraft();
  const reject = useRejectDraft();
  const revise = useReviseDraft();
  const calls = [approve, reject, revise];

  return {
    /** True while a call about this draft runs. */
    busy: (id: string) => calls.some((call) => call.isPending && call.variables?.id === id),
    approving: (id: string) => approve.isPending && approve.variables.id === id,
    rejecting: (id: string) => reject.isPending && reject.variables.id === id,
    revising: (id: string) => revise.isPending && revise.variables.id === id,
    approve: (id: string, adminNotes: string | undefined) =>
      approve.mutate(
        { id, adminNotes },
        {
          onSuccess: (draft) => {
            forgetDraftReviewText(id);
            toast({ title: 'Draft Approved', description: `"${draft.subject}" goes out ${formatDateTime(draft.sendAt)}.` });
          },
          onError: (error) => toastFailure(draftFailures.approve, error),
        },
      ),
    reject: (id: string, adminNotes: string | undefined) =>
      reject.mutate(
        { id, adminNotes },
        {
          onSuccess: (draft) => {
            forgetDraftReviewText(id);
            toast({ title: 'Draft Rejected', description: `"${draft.subject}" will not be sent.` });
          },
          onError: (error) => toastFailure(draftFailures.reject, error),
        },
      ),
    revise: (id: string, revisionRequest: string, onRevised: () => void) =>
      revise.mutate(
        { id, revisionRequest },
        {
          onSuccess: (draft) => {
            onRevised();
            toast({ title: 'Draft Revised', description: `Version ${draft.version} is ready for review.` });
          },
          onError: (error) => toastFailure(draftFailures.revise, error),
        },
      ),
  };
};
