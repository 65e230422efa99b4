import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

/**
 * The colour of a badge. Each tone carries the badge's only background and text colours, so a
 * badge never holds two competing colour utilities (`cn` joins classes, it does not merge them).
 * `className` is for placement and spacing only; a new colour is a new tone here.
 */
export type BadgeTone =
  | 'brand'
  | 'neutral'
  | 'outline'
  | 'featured'
  | 'partner'
  | 'blue'
  | 'emerald'
  | 'purple'
  | 'red'
  | 'amber'
  | 'gray';

/** Every pair meets WCAG AA for the badge's small bold text (4.5:1). */
export const badgeToneClasses: Record<BadgeTone, string> = {
  brand: 'bg-indigo-600 text-white',
  neutral: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  outline: 'border border-gray-300 text-gray-700 dark:border-gray-700 dark:text-gray-300',
  featured: 'bg-amber-400 text-amber-950',
  // A gradient is a background image: still the badge's one background utility.
  partner: 'bg-linear-to-r from-amber-300 to-orange-400 text-gray-950 shadow',
  blue: 'bg-blue-600 text-white',
  emerald: 'bg-emerald-700 text-white',
  purple: 'bg-purple-600 text-white',
  red: 'bg-red-600 text-white',
  amber: 'bg-amber-500 text-gray-950',
  gray: 'bg-gray-600 text-white',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone };

export const Badge = ({ tone = 'brand', className, ...props }: BadgeProps) => (
  <span data-slot="badge" className={cn('ui-badge', badgeToneClasses[tone], className)} {...props} />
);
