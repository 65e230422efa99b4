import { Button } from '../../../../components/ui/button';
import { Progress } from '../../../../components/ui/progress';
import { StatTiles } from '../../shared/stat-tiles';
import type { CsvImportState } from '../stores/csv-import';
import { formatNumber } from '../../shared/count-of';

type ImportProgressProps = { importState: Exclude<CsvImportState, { phase: 'idle' }>; onRetry: () => void; onReset: () => void };

/** The bar while rows go out, then the summary: created, duplicates, addresses that had unsubscribed, and lines that held no address. */
export const ImportProgress = ({ importState, onRetry, onReset }: ImportProgressProps) => {
  const { phase, fileName, emails, sent, created, duplicates, unsubscribed, skippedLines } = importState;
  return (
    <section aria-label="Import progress" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{fileName}</span>
        <span className="tabular-nums text-gray-700 dark:text-gray-300">
          {formatNumber(sent)} / {formatNumber(emails.length)} rows
        </span>
      </div>
      <Progress label="Import progress" value={sent} max={emails.length} />
      {phase === 'running' ? <p role="status" className="text-sm text-gray-600 dark:text-gray-400">Importing...</p> : null}
      {phase === 'failed' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
          The import stopped after {formatNumber(sent)} rows ({importState.reason}).
          <Button size="sm" onClick={onRetry}>
            Retry from row {formatNumber(sent + 1)}
          </Button>
          <Button size="sm" variant="outline" onClick={onReset}>
            Cancel
          </Button>
        </div>
      ) : null}
      {phase === 'done' ? <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">Import complete.</p> : null}
      <StatTiles
        stats={[
          { label: 'Created', value: created },
          { label: 'Duplicates', value: duplicates },
          { label: 'Unsubscribed, left alone', value: unsubscribed },
          { label: 'Skipped lines', value: skippedLines },
        ]}
      />
      {phase === 'done' ? (
        <Button variant="outline" onClick={onReset}>
          Import another file
        </Button>
      ) : null}
    </section>
  );
};
