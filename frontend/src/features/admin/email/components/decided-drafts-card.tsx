import { useState } from 'react';
import { History, Undo2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../../components/ui/sheet';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHeader } from '../../../../components/ui/table';
import { ConfirmButton } from '../../shared/confirm-button';
import { formatDateTime } from '../../shared/format-date-time';
import { QueryState } from '../../shared/query-state';
import { useDrafts } from '../api/get-drafts';
import type { EmailDraft } from '../api/get-pending-drafts';
import { useDraftReview } from '../hooks/use-draft-review';
import { formatTargetDate, rejectConsequence } from '../utils/draft-labels';
import { DraftHistoryTimeline } from './draft-history-timeline';
import { DraftStatusBadge } from './draft-status-badge';

/** How many decided drafts the list shows, newest target date first. */
export const DECIDED_DRAFTS_SHOWN = 20;

/** What became of a decided draft, in words: an expired one says why. */
const outcomeOf = (draft: EmailDraft): string => {
  switch (draft.status) {
    case 'approved':
      return `Sends ${formatDateTime(draft.sendAt)}`;
    case 'expired':
      return draft.expiredReason ?? 'Expired';
    case 'sent':
      return draft.campaignId ? `Campaign ${draft.campaignId}` : 'Sent';
    default:
      return draft.adminNotes ?? '';
  }
};

/** The newest drafts that left review, newest target date first. */
const decidedOf = (drafts: readonly EmailDraft[]) =>
  drafts
    .filter((draft) => draft.status !== 'pending')
    .sort((left, right) => right.targetDate.localeCompare(left.targetDate) || left.frequency.localeCompare(right.frequency))
    .slice(0, DECIDED_DRAFTS_SHOWN);

/** The drafts that left review (approved, rejected, expired, sent), with each one's history in a drawer. */
export const DecidedDraftsCard = () => {
  const drafts = useDrafts();
  const [historyOf, setHistoryOf] = useState<EmailDraft | null>(null);
  // An approved draft not sent yet can still be stopped: the API rejects it (docs/api.md).
  const review = useDraftReview();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Decided drafts</CardTitle>
        <CardDescription>Approved drafts go out at their send time; a draft still pending then expires and is not sent.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={{ isPending: drafts.isPending, error: drafts.error, data: drafts.data && decidedOf(drafts.data) }}
          loading="Loading drafts..."
          failure="Could not load the drafts"
          empty="No draft has been decided yet."
        >
          {(decided) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Subject</TableHead>
                  <TableHead>Target date</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Outcome</TableHead>
                  <TableHead>Reviewed</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {decided.map((draft) => (
                  <TableRow key={draft.id}>
                    <TableRowHeader className="max-w-xs">
                      <span className="block truncate" title={draft.subject}>
                        {draft.subject}
                      </span>
                      <span className="text-xs font-normal capitalize text-gray-600 dark:text-gray-400">{draft.frequency}</span>
                    </TableRowHeader>
                    <TableCell className="whitespace-nowrap">{formatTargetDate(draft.targetDate)}</TableCell>
                    <TableCell>
                      <DraftStatusBadge status={draft.status} />
                    </TableCell>
                    <TableCell className="max-w-sm whitespace-pre-wrap break-words">{outcomeOf(draft)}</TableCell>
                    <TableCell className="whitespace-nowrap text-sm">{draft.reviewedAt ? `${draft.reviewedBy ?? 'admin'} · ${formatDateTime(draft.reviewedAt)}` : '—'}</TableCell>
                    <TableCell>
                      <div className="flex items-center justify-end gap-1">
                        {draft.status === 'approved' ? (
                          <ConfirmButton
                            trigger={{ variant: 'outline', size: 'sm', 'aria-label': `Withdraw ${draft.id}`, disabled: review.busy(draft.id) }}
                            title="Withdraw this approved draft?"
                            description={`It is rejected and will not be sent. ${rejectConsequence(draft)}`}
                            confirmLabel="Withdraw Draft"
                            onConfirm={() => review.reject(draft.id, undefined)}
                          >
                            <Undo2 className="h-4 w-4" aria-hidden="true" />
                            {review.rejecting(draft.id) ? 'Withdrawing...' : 'Withdraw'}
                          </ConfirmButton>
                        ) : null}
                        <Button variant="ghost" size="sm" aria-label={`History of ${draft.id}`} onClick={() => setHistoryOf(draft)}>
                          <History className="h-4 w-4" aria-hidden="true" />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </CardContent>
      <Sheet open={historyOf !== null} onOpenChange={(open) => (open ? undefined : setHistoryOf(null))}>
        {historyOf ? (
          <SheetContent>
            <SheetHeader>
              <SheetTitle>{historyOf.subject}</SheetTitle>
              <SheetDescription>
                {historyOf.frequency} newsletter for {formatTargetDate(historyOf.targetDate)} · {historyOf.status}
              </SheetDescription>
            </SheetHeader>
            <DraftHistoryTimeline draftId={historyOf.id} />
          </SheetContent>
        ) : null}
      </Sheet>
    </Card>
  );
};
