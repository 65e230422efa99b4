import { useState, type FormEvent } from 'react';
import { Check, RotateCcw, X } from 'lucide-react';
import { reviseRequestSchema } from '@contract/email.contract';
import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { formatDateTime } from '../../shared/format-date-time';
import { toastFailure } from '../../shared/toast-failure';
import { useApproveDraft } from '../api/approve-draft';
import type { EmailDraft } from '../api/get-pending-drafts';
import { useRejectDraft } from '../api/reject-draft';
import { useReviseDraft } from '../api/revise-draft';
import { draftFailures, revisionRequired } from '../schemas/email-texts';

/** Approve or reject with optional notes, or ask the AI for a revision (spec sections 2 and 5). */
export const DraftReviewForm = ({ draft }: { draft: EmailDraft }) => {
  const [notes, setNotes] = useState('');
  const [request, setRequest] = useState('');
  const approve = useApproveDraft();
  const reject = useRejectDraft();
  const revise = useReviseDraft();
  const busy = approve.isPending || reject.isPending || revise.isPending;
  const adminNotes = notes.trim() === '' ? undefined : notes;

  const approveDraft = () =>
    approve.mutate(
      { id: draft.id, adminNotes },
      {
        onSuccess: (approved) => toast({ title: 'Draft Approved', description: `"${approved.subject}" goes out ${formatDateTime(approved.sendAt)}.` }),
        onError: (error) => toastFailure(draftFailures.approve, error),
      },
    );

  const rejectDraft = () =>
    reject.mutate(
      { id: draft.id, adminNotes },
      {
        onSuccess: (rejected) => toast({ title: 'Draft Rejected', description: `"${rejected.subject}" will not be sent.` }),
        onError: (error) => toastFailure(draftFailures.reject, error),
      },
    );

  const submitRevision = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = reviseRequestSchema.safeParse({ revisionRequest: request });
    if (!parsed.success) {
      toast({ ...revisionRequired, variant: 'destructive' });
      return;
    }
    revise.mutate(
      { id: draft.id, revisionRequest: parsed.data.revisionRequest },
      {
        onSuccess: (revised) => {
          setRequest('');
          toast({ title: 'Draft Revised', description: `Version ${revised.version} is ready for review.` });
        },
        onError: (error) => toastFailure(draftFailures.revise, error),
      },
    );
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <fieldset disabled={busy} className="space-y-3">
        <legend className="sr-only">Decision</legend>
        <div className="space-y-2">
          <Label htmlFor={`notes-${draft.id}`}>Notes (optional)</Label>
          <Textarea
            id={`notes-${draft.id}`}
            value={notes}
            maxLength={EMAIL_LIMITS.notes}
            placeholder="Kept with the decision in the draft's history"
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={approveDraft}>
            <Check className="h-4 w-4" aria-hidden="true" />
            {approve.isPending ? 'Approving...' : 'Approve'}
          </Button>
          <Button variant="destructive" onClick={rejectDraft}>
            <X className="h-4 w-4" aria-hidden="true" />
            {reject.isPending ? 'Rejecting...' : 'Reject'}
          </Button>
        </div>
      </fieldset>
      <form noValidate onSubmit={submitRevision}>
        <fieldset disabled={busy} className="space-y-3">
          <legend className="sr-only">Revision</legend>
          <div className="space-y-2">
            <Label htmlFor={`revision-${draft.id}`}>Revision request</Label>
            <Textarea
              id={`revision-${draft.id}`}
              value={request}
              maxLength={EMAIL_LIMITS.revisionRequest}
              placeholder="For example: shorter, and lead with the new writing tools"
              onChange={(event) => setRequest(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {revise.isPending ? 'Revising...' : 'Request Revision'}
          </Button>
        </fieldset>
      </form>
    </div>
  );
};
