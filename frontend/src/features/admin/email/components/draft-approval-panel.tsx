import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { countOf } from '../../shared/count-of';
import { usePendingDrafts } from '../api/get-pending-drafts';
import { useDraftReview } from '../hooks/use-draft-review';
import { DecidedDraftsCard } from './decided-drafts-card';
import { DraftCard } from './draft-card';

/**
 * The draft-approval tab (spec section 2): the AI writes each newsletter 24 hours before it goes
 * out; here the admin reads it as subscribers will, approves or rejects it with notes, or asks for a
 * revision, with every version and decision in its history.
 */
export const DraftApprovalPanel = () => {
  const pending = usePendingDrafts();
  const review = useDraftReview();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Draft approval</CardTitle>
          <CardDescription>
            {pending.isSuccess ? `${countOf(pending.data.length, 'draft')} waiting for review. ` : ''}Newsletters are written 24 hours before they go out (daily at 8 AM, weekly on
            Monday at 8 AM); only approved drafts are sent.
          </CardDescription>
        </CardHeader>
        {pending.isPending || pending.isError || pending.data.length === 0 ? (
          <CardContent>
            {pending.isPending ? <p role="status">Loading drafts...</p> : null}
            {pending.isError ? <p role="alert">Could not load the drafts: {errorMessage(pending.error, 'Please try again later.')}</p> : null}
            {pending.isSuccess ? <p>No draft is waiting for review.</p> : null}
          </CardContent>
        ) : null}
      </Card>
      {pending.data?.map((draft) => <DraftCard key={draft.id} draft={draft} review={review} />)}
      <DecidedDraftsCard />
    </div>
  );
};
