import { cn } from '../../lib/class-names';

type ProgressProps = {
  /** The accessible name, e.g. 'Import progress'. */
  label: string;
  value: number;
  max: number;
  className?: string;
};

/** A determinate progress bar; screen readers read value and maximum from the ARIA attributes. */
export const Progress = ({ label, value, max, className }: ProgressProps) => {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800', className)}
    >
      <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-300 dark:bg-indigo-400" style={{ width: `${percent}%` }} />
    </div>
  );
};
