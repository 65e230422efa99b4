import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { GMAIL_CHECK_MINUTES, GMAIL_TEXTS } from '@contract/gmail.vocabulary';
import { formatDateTime } from '../../shared/format-date-time';
import { StatTiles } from '../../shared/stat-tiles';
import { toastFailure } from '../../shared/toast-failure';
import { useCheckGmailEmails } from '../api/check-gmail-emails';
import type { GmailStatus } from '../api/get-gmail-status';

type Outcome = NonNullable<GmailStatus['check']['lastResult']>['outcome'];
const outcomeTones: Record<Outcome, BadgeTone> = { running: 'brand', succeeded: 'emerald', failed: 'red', interrupted: 'amber' };

const muted = 'text-sm text-gray-600 dark:text-gray-400';

/** Step 5: the automatic check every 5 minutes (next and last run, from the job's record), and a check now with its counts. */
export const InboxCheck = ({ status }: { status: GmailStatus }) => {
  const check = useCheckGmailEmails();
  const { nextRunAt, lastRun, lastResult } = status.check;
  return (
    <div className="space-y-3">
      <p className={muted}>
        Mail to {status.contactAddress ?? 'the contact address'} is read into Contact messages every {GMAIL_CHECK_MINUTES} minutes. Next check: {formatDateTime(nextRunAt)}.
      </p>
      <section aria-label="Last check" className="space-y-1 text-sm">
        <h5 className="font-medium">Last check</h5>
        {lastRun && lastResult ? (
          <p>
            {formatDateTime(lastRun.startedAt)} ({lastRun.operator ? `by ${lastRun.operator}` : 'automatic'}) <Badge tone={outcomeTones[lastResult.outcome]}>{lastResult.outcome}</Badge>
            {lastResult.summary ? <span className="mt-1 block">{lastResult.summary}</span> : null}
            {lastResult.error ? <span className="mt-1 block break-words text-red-700 dark:text-red-400">{lastResult.error}</span> : null}
          </p>
        ) : (
          <p className={muted}>No check has run yet.</p>
        )}
      </section>
      <Button onClick={() => check.mutate(undefined, { onError: (error) => toastFailure(GMAIL_TEXTS.checkFailed, error) })} disabled={check.isPending}>
        {check.isPending ? 'Checking...' : 'Check Emails Now'}
      </Button>
      {check.data ? (
        <section aria-label="Check result" className="space-y-2">
          <p className="text-sm" role="status">
            {check.data.message}
          </p>
          <StatTiles
            stats={[
              { label: 'Read', value: check.data.found },
              { label: 'Stored', value: check.data.stored },
              { label: 'Already in the inbox', value: check.data.duplicates },
              { label: 'Without a sender', value: check.data.skipped },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
};
