import { forwardRef, type HTMLAttributes, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';
import { sideFadeClasses, useSideOverflow } from '../../lib/use-side-overflow';

/**
 * A data table that scrolls sideways inside its own box rather than widening the page; a fade on the
 * side where columns continue says so (a tablet shows the first columns of a wide list).
 */
export const Table = forwardRef<HTMLTableElement, HTMLAttributes<HTMLTableElement>>(({ className, ...props }, ref) => {
  const { box, overflow } = useSideOverflow<HTMLDivElement>();
  return (
    // `relative` keeps absolutely placed descendants (screen-reader-only labels) inside the scrolling box.
    <div ref={box} className={cn('relative w-full overflow-x-auto', sideFadeClasses(overflow))}>
      <table ref={ref} className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
});
Table.displayName = 'Table';

export const TableHeader = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(({ className, ...props }, ref) => (
  <thead ref={ref} className={cn('border-b border-gray-200 dark:border-gray-800', className)} {...props} />
));
TableHeader.displayName = 'TableHeader';

export const TableBody = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(({ className, ...props }, ref) => (
  <tbody ref={ref} className={cn('[&_tr:last-child]:border-0', className)} {...props} />
));
TableBody.displayName = 'TableBody';

export const TableRow = forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(({ className, ...props }, ref) => (
  <tr ref={ref} className={cn('border-b border-gray-100 align-top dark:border-gray-800', className)} {...props} />
));
TableRow.displayName = 'TableRow';

export const TableHead = forwardRef<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>(({ className, scope = 'col', ...props }, ref) => (
  <th ref={ref} scope={scope} className={cn('whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400', className)} {...props} />
));
TableHead.displayName = 'TableHead';

export const TableCell = forwardRef<HTMLTableCellElement, TdHTMLAttributes<HTMLTableCellElement>>(({ className, ...props }, ref) => (
  <td ref={ref} className={cn('px-3 py-2', className)} {...props} />
));
TableCell.displayName = 'TableCell';

/** The cell that names its row (a post's title, a subscriber's address): read out with every cell of the row. */
export const TableRowHeader = forwardRef<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>(({ className, ...props }, ref) => (
  <th ref={ref} scope="row" className={cn('px-3 py-2 text-left font-medium', className)} {...props} />
));
TableRowHeader.displayName = 'TableRowHeader';
