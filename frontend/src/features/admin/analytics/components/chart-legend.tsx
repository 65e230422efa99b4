import type { LegendPayload } from 'recharts';

/**
 * The legend of a line chart: a sample of each line (its colour and dash) and its name in the card's
 * text colour. Recharts' own legend paints the names in the line colours, too faint to read as text.
 */
export const ChartLegend = ({ payload }: { payload?: readonly LegendPayload[] }) => (
  <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-gray-700 dark:text-gray-300">
    {(payload ?? []).map((entry) => (
      <li key={String(entry.value)} className="flex items-center gap-1.5">
        <svg aria-hidden="true" width="16" height="4" viewBox="0 0 16 4">
          <line x1="0" y1="2" x2="16" y2="2" stroke={entry.color} strokeWidth="2" strokeDasharray={lineDash(entry)} />
        </svg>
        {entry.value}
      </li>
    ))}
  </ul>
);

const lineDash = (entry: LegendPayload): string | undefined => {
  const dash = (entry.payload as { strokeDasharray?: unknown } | undefined)?.strokeDasharray;
  return typeof dash === 'string' ? dash : undefined;
};
