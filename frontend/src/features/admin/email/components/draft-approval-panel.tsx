import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { countOf } from '../../shared/count-of';
import { QueryState } from '../../shared/query-state';
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
            {/* The drafts themselves are cards of their own below. */}
            <QueryState query={pending} loading="Loading drafts..." failure="Could not load the drafts" empty="No draft is waiting for review." />
          </CardContent>
        ) : null}
      </Card>
      {pending.data?.map((draft) => <DraftCard key={draft.id} draft={draft} review={review} />)}
      <DecidedDraftsCard />
    </div>
  );
};
