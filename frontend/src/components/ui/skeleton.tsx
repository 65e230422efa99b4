import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

export const Skeleton = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-gray-200 dark:bg-gray-800', className)} {...props} />
);
