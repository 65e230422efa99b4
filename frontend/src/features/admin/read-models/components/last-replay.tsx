import type { ReplayReport } from '@contract/operations.contract';
import { formatDateTime } from '../../shared/format-date-time';
import { formatNumber } from '../../shared/count-of';

/**
 * The last replay of a read model (the nightly analytics-replay job, or one asked by hand): when,
 * how long, how many events, and whether the live copy had drifted from its history.
 */
export const LastReplay = ({ replay }: { replay: ReplayReport | null }) => {
  if (!replay) return <span className="text-gray-500 dark:text-gray-400">Never</span>;
  const outcome = !replay.compared ? (
    <span className="text-amber-700 dark:text-amber-400">not compared</span>
  ) : replay.drift === 0 ? (
    <span className="text-emerald-700 dark:text-emerald-400">no drift</span>
  ) : (
    <span className="font-semibold text-red-700 dark:text-red-400">{formatNumber(replay.drift)} documents drifted (repaired)</span>
  );
  return (
    <span className="block text-sm">
      <time dateTime={replay.finishedAt}>{formatDateTime(replay.finishedAt)}</time>
      <span className="block text-xs text-gray-600 dark:text-gray-400">
        {formatNumber(replay.events)} events in {formatNumber(replay.durationMs)} ms · {outcome}
      </span>
    </span>
  );
};
