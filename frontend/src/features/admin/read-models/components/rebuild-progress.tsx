import { Progress } from '../../../../components/ui/progress';
import type { ProjectionStatus, RebuildProgress as RebuildFigures } from '../api/get-projections';
import { formatNumber } from '../../shared/count-of';

/** 'about 12 s left' from the events still to replay and the current rate; nothing while the rate is unknown. */
export const timeLeft = ({ done, total, eventsPerSecond }: RebuildFigures): string | null => {
  if (eventsPerSecond <= 0 || done >= total) return null;
  const seconds = Math.ceil((total - done) / eventsPerSecond);
  return seconds < 90 ? `about ${seconds} s left` : `about ${Math.round(seconds / 60)} min left`;
};

export const RebuildProgress = ({ name, progress }: { name: string; progress: NonNullable<ProjectionStatus['rebuild']> }) => {
  const left = timeLeft(progress);
  return (
    <div className="space-y-1">
      <Progress label={`Rebuild progress of ${name}`} value={progress.done} max={progress.total} />
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {formatNumber(progress.done)} / {formatNumber(progress.total)} events · {formatNumber(Math.round(progress.eventsPerSecond))} events/s
      </p>
      <p className="text-xs text-gray-600 dark:text-gray-400">{[`building generation ${progress.generation}`, left].filter(Boolean).join(' · ')}</p>
    </div>
  );
};
