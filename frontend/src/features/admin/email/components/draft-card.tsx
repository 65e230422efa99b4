import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { countOf } from '../../shared/count-of';
import { formatDateTime } from '../../shared/format-date-time';
import { QueryState } from '../../shared/query-state';
import { useDraftPreview } from '../api/get-draft-preview';
import type { EmailDraft } from '../api/get-pending-drafts';
import type { DraftReview } from '../hooks/use-draft-review';
import { formatTargetDate } from '../utils/draft-labels';
import { DraftHistoryTimeline } from './draft-history-timeline';
import { DraftReviewForm } from './draft-review-form';
import { DraftStatusBadge } from './draft-status-badge';
import { EmailFrame } from './email-frame';
import { interestLabel } from '@contract/subscribers.vocabulary';

const DraftPreview = ({ draft }: { draft: EmailDraft }) => {
  const preview = useDraftPreview(draft.id, draft.version);
  return (
    <QueryState query={preview} loading="Rendering the email..." failure="Could not render the email" fallback="Please try again.">
      {(rendered) => <EmailFrame html={rendered.html} title={`Email preview: ${draft.subject}`} />}
    </QueryState>
  );
};

/** One pending draft: its facts, the email as subscribers will see it, the review form, and its history beside it. */
export const DraftCard = ({ draft, review }: { draft: EmailDraft; review: DraftReview }) => (
  <Card aria-labelledby={`draft-${draft.id}`}>
    <CardHeader className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="purple" className="capitalize">
          {draft.frequency}
        </Badge>
        <DraftStatusBadge status={draft.status} />
        <span className="text-sm text-gray-600 dark:text-gray-400">version {draft.version}</span>
      </div>
      <CardTitle id={`draft-${draft.id}`} className="text-xl">
        {draft.subject}
      </CardTitle>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-gray-600 dark:text-gray-400">Target date</dt>
        <dd>
          {formatTargetDate(draft.targetDate)} · sends {formatDateTime(draft.sendAt)}
        </dd>
        {Date.parse(draft.sendAt) <= Date.now() ? (
          <dd className="text-amber-800 sm:col-start-2 dark:text-amber-300">Its send time has passed: it can no longer be approved, and the next send expires it.</dd>
        ) : null}
        <dt className="text-gray-600 dark:text-gray-400">Estimated recipients</dt>
        <dd className="tabular-nums">{countOf(draft.estimatedRecipients, 'subscriber')}</dd>
        <dt className="text-gray-600 dark:text-gray-400">Interests</dt>
        <dd className="flex flex-wrap gap-1.5">
          {draft.interests.length > 0 ? draft.interests.map((interest) => <Badge key={interest} tone="neutral">{interestLabel(interest)}</Badge>) : 'none named'}
        </dd>
        <dt className="text-gray-600 dark:text-gray-400">Written by</dt>
        <dd>
          {draft.writer} writer ({draft.model})
        </dd>
      </dl>
    </CardHeader>
    <CardContent className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-6">
        <section aria-label={`Content of ${draft.subject}`}>
          <DraftPreview draft={draft} />
        </section>
        <DraftReviewForm draft={draft} review={review} />
      </div>
      <section aria-labelledby={`history-${draft.id}`} className="min-w-0 space-y-3">
        <h3 id={`history-${draft.id}`} className="font-semibold">
          History
        </h3>
        <DraftHistoryTimeline draftId={draft.id} />
      </section>
    </CardContent>
  </Card>
);
