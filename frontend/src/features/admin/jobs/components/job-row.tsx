import { Play } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { TableCell, TableRow, TableRowHeader } from '../../../../components/ui/table';
import { ConfirmButton } from '../../shared/confirm-button';
import { formatDateTime } from '../../shared/format-date-time';
import { JOB_OUTCOME_TONES } from '../../shared/job-outcome-tones';
import { isRunning, type JobListing } from '../api/get-jobs';
import { runConfirmationOf } from '../utils/run-confirmations';


/** '850 ms', '12.4 s', '3 min 5 s'. */
export const formatDuration = (milliseconds: number) => {
  if (milliseconds < 1000) return `${milliseconds} ms`;
  if (milliseconds < 60_000) return `${(milliseconds / 1000).toFixed(1)} s`;
  const seconds = Math.round(milliseconds / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

type JobRowProps = { job: JobListing; requesting: boolean; onRun: (name: string) => void };

const muted = 'text-xs text-gray-600 dark:text-gray-400';

/**
 * One job. When it runs (schedule, next and last run) is one column of labelled lines rather than
 * three columns, so at a tablet's width (820 px) the table fits its card and the job's description
 * and its result keep room to read. The button's name starts with its visible text, so saying
 * "click Run now" (voice control) finds it (WCAG 2.5.3).
 */
export const JobRow = ({ job, requesting, onRun }: JobRowProps) => {
  const running = isRunning(job);
  const { lastRun, lastResult } = job;
  const action = running ? 'Running...' : 'Run now';
  const trigger = { size: 'sm', variant: 'outline', className: 'whitespace-nowrap', 'aria-label': `${action}: ${job.name}`, disabled: running || requesting } as const;
  // A run that sends mail or destroys keys asks first.
  const confirmation = runConfirmationOf(job.name);
  return (
    <TableRow>
      <TableRowHeader className="min-w-[10rem]">
        {job.name}
        {job.description ? <span className={`block max-w-xs font-normal ${muted}`}>{job.description}</span> : null}
      </TableRowHeader>
      <TableCell>
        <dl className="grid grid-cols-[auto_auto] justify-start gap-x-2 gap-y-0.5">
          <dt className={`pt-0.5 ${muted}`}>Schedule</dt>
          <dd className="whitespace-nowrap">
            <code className="text-xs">{job.schedule}</code> <span className={muted}>{job.timezone}</span>
          </dd>
          <dt className={`pt-0.5 ${muted}`}>Next</dt>
          <dd className="whitespace-nowrap">{formatDateTime(job.nextRunAt)}</dd>
          <dt className={`pt-0.5 ${muted}`}>Last</dt>
          <dd className="whitespace-nowrap">
            {lastRun ? (
              <>
                {formatDateTime(lastRun.startedAt)}
                <span className={`block ${muted}`}>
                  {lastRun.operator ? `${lastRun.trigger} by ${lastRun.operator}` : lastRun.trigger}
                  {lastRun.durationMs !== null ? ` · ${formatDuration(lastRun.durationMs)}` : ''}
                </span>
              </>
            ) : (
              <span className="text-gray-600 dark:text-gray-400">Never</span>
            )}
          </dd>
        </dl>
      </TableCell>
      <TableCell className="min-w-[10rem] max-w-sm">
        {lastResult ? (
          <>
            <Badge tone={JOB_OUTCOME_TONES[lastResult.outcome]}>{lastResult.outcome}</Badge>
            {lastResult.summary ? <span className="mt-1 block text-sm">{lastResult.summary}</span> : null}
            {lastResult.error ? <span className="mt-1 block break-words text-sm text-red-700 dark:text-red-400">{lastResult.error}</span> : null}
          </>
        ) : (
          <span className="text-gray-600 dark:text-gray-400">—</span>
        )}
      </TableCell>
      <TableCell>
        {confirmation ? (
          <ConfirmButton trigger={trigger} {...confirmation} onConfirm={() => onRun(job.name)}>
            <Play className="h-4 w-4" aria-hidden="true" />
            {action}
          </ConfirmButton>
        ) : (
          <Button {...trigger} onClick={() => onRun(job.name)}>
            <Play className="h-4 w-4" aria-hidden="true" />
            {action}
          </Button>
        )}
        {running && job.holder ? <span className={`mt-1 block ${muted}`}>on {job.holder}</span> : null}
      </TableCell>
    </TableRow>
  );
};
