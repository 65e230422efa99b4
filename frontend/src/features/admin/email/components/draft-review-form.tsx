import type { FormEvent } from 'react';
import { Check, RotateCcw, X } from 'lucide-react';
import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import type { EmailDraft } from '../api/get-pending-drafts';
import type { DraftReview } from '../hooks/use-draft-review';
import { revisionRequired } from '../schemas/email-texts';
import { useDraftReviewText } from '../stores/draft-review';
import { rejectConsequence } from '../utils/draft-labels';
import { ConfirmButton } from '../../shared/confirm-button';

type DraftReviewFormProps = { draft: EmailDraft; review: DraftReview };

/** Approve or reject with optional notes, or ask the AI for a revision (spec sections 2 and 5). */
export const DraftReviewForm = ({ draft, review }: DraftReviewFormProps) => {
  // In the session store, not component state: leaving for another tab must not lose the typed text.
  const { notes, request, change } = useDraftReviewText(draft.id);
  const busy = review.busy(draft.id);
  const revisionField = `revision-${draft.id}`;
  const { errors, report, clear, fieldProps } = useFieldErrors(fieldIds(revisionField));
  const adminNotes = notes.trim() === '' ? undefined : notes;

  const submitRevision = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server's rule (reviseRequestSchema): trimmed, not blank, at most EMAIL_LIMITS.revisionRequest
    // (the field's maxLength). Checked by hand: importing the schema would pull the subscriber
    // contract's vocabulary into a chunk the public entry preloads.
    const revisionRequest = request.trim();
    if (revisionRequest === '') {
      toast({ ...revisionRequired, variant: 'destructive' });
      report({ [revisionField]: revisionRequired.description });
      return;
    }
    review.revise(draft.id, revisionRequest, () => change({ request: '' }));
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
            onChange={(event) => change({ notes: event.target.value })}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => review.approve(draft.id, adminNotes)}>
            <Check className="h-4 w-4" aria-hidden="true" />
            {review.approving(draft.id) ? 'Approving...' : 'Approve'}
          </Button>
          <ConfirmButton
            trigger={{ variant: 'destructive' }}
            title="Reject this draft?"
            description={rejectConsequence(draft)}
            confirmLabel="Reject Draft"
            onConfirm={() => review.reject(draft.id, adminNotes)}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {review.rejecting(draft.id) ? 'Rejecting...' : 'Reject'}
          </ConfirmButton>
        </div>
      </fieldset>
      <form noValidate onSubmit={submitRevision}>
        <fieldset disabled={busy} className="space-y-3">
          <legend className="sr-only">Revision</legend>
          <FormField id={revisionField} label="Revision request" error={errors[revisionField]}>
            <Textarea
              id={revisionField}
              required
              value={request}
              maxLength={EMAIL_LIMITS.revisionRequest}
              placeholder="For example: shorter, and lead with the new writing tools"
              {...fieldProps(revisionField)}
              onChange={(event) => {
                change({ request: event.target.value });
                clear(revisionField);
              }}
            />
          </FormField>
          <Button type="submit" variant="outline">
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {review.revising(draft.id) ? 'Revising...' : 'Request Revision'}
          </Button>
        </fieldset>
      </form>
    </div>
  );
};
