import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

const variantClasses: Record<BadgeVariant, string> = {
  default: 'bg-indigo-600 text-white',
  secondary: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  outline: 'border border-gray-300 text-gray-700 dark:border-gray-700 dark:text-gray-300',
  destructive: 'bg-red-600 text-white',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant };

export const Badge = ({ variant = 'default', className, ...props }: BadgeProps) => (
  <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', variantClasses[variant], className)} {...props} />
);
