import type { BreakdownItem } from '../api/series';
import { formatNumber } from '../../shared/count-of';

/**
 * A ranked list with a bar per value, scaled to the largest; the demo part of a bar is drawn
 * hatched and grey and said in words, so demo data never passes for real subscribers.
 */
export const BreakdownBars = ({ title, items }: { title: string; items: readonly BreakdownItem[] }) => {
  const most = Math.max(1, ...items.map((item) => item.count + (item.demo ?? 0)));
  return (
    <section aria-label={title} className="space-y-2">
      <h4 className="text-sm font-medium text-gray-900 dark:text-gray-100">{title}</h4>
      {items.length === 0 ? <p className="text-sm">No data yet.</p> : null}
      <ul className="space-y-1.5 text-sm">
        {items.map((item) => (
          <li key={item.label} className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-2">
            <span className="truncate text-gray-900 dark:text-gray-100" title={item.label}>
              {item.label}
            </span>
            {/* Shapes, not text: divs, so nothing here reads as a word in a colour. */}
            <div aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800">
              <div className="h-full bg-indigo-500" style={{ width: `${(item.count / most) * 100}%` }} />
              {item.demo ? (
                <div className="h-full bg-[repeating-linear-gradient(45deg,#9ca3af_0_3px,transparent_3px_6px)]" style={{ width: `${(item.demo / most) * 100}%` }} />
              ) : null}
            </div>
            <span className="tabular-nums">
              {formatNumber(item.count)}
              {item.demo ? <span className="text-xs"> (+{formatNumber(item.demo)} demo)</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
