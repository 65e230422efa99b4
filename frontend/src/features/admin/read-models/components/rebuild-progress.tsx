import type { RebuildProgress as Progress } from '../api/get-projections';

const numberFormat = new Intl.NumberFormat('en-US');

export const RebuildProgress = ({ name, progress }: { name: string; progress: Progress }) => {
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={`Rebuild progress of ${name}`}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div className="h-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {numberFormat.format(progress.done)} / {numberFormat.format(progress.total)} events · {numberFormat.format(Math.round(progress.eventsPerSecond))} events/s
      </p>
    </div>
  );
};
