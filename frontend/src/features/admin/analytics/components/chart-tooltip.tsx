import type { TooltipContentProps } from 'recharts';
import { formatNumber } from '../../shared/count-of';

/** The hover box of every analytics chart, in the page's theme rather than recharts' white box. */
export const ChartTooltip = ({ active, payload, label }: Partial<TooltipContentProps<number, string>>) => {
  if (!active || !payload || payload.length === 0) return null;
  const shown = payload.filter((entry, index) => entry.value !== null && entry.value !== undefined && payload.findIndex((other) => other.name === entry.name) === index);
  return (
    <div className="rounded-md border border-gray-200 bg-white px-3 py-2 text-xs shadow-md dark:border-gray-700 dark:bg-gray-900">
      <p className="mb-1 font-medium">{label}</p>
      {shown.map((entry) => (
        <p key={String(entry.name)} className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full" style={{ backgroundColor: entry.color }} />
          {entry.name}: <span className="tabular-nums">{formatNumber(Number(entry.value))}</span>
        </p>
      ))}
    </div>
  );
};
