import { formatNumber } from '../../shared/count-of';

/** The view count with a bar scaled to the most-read post, so the popular posts stand out at a glance. */
export const ViewsBar = ({ views, most }: { views: number; most: number }) => (
  <div className="flex min-w-32 items-center gap-2">
    <span className="w-12 text-right tabular-nums">{formatNumber(views)}</span>
    <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-gray-100 dark:bg-gray-800">
      <span className="block h-full rounded-full bg-indigo-500" style={{ width: `${Math.round((views / most) * 100)}%` }} />
    </span>
  </div>
);
