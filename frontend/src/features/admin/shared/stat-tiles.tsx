import { formatNumber } from './count-of';

export type Stat = { label: string; value: number };

/** A row of small labelled figures (a result summary); a description list, so each figure reads with its label. */
export const StatTiles = ({ stats }: { stats: readonly Stat[] }) => (
  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
    {stats.map(({ label, value }) => (
      <div key={label} className="rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-800">
        <dt className="text-xs text-gray-600 dark:text-gray-400">{label}</dt>
        <dd className="text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
      </div>
    ))}
  </dl>
);
