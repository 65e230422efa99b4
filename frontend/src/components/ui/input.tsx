import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

/**
 * Shared by inputs and text areas. Several forms have no visible label but their placeholder, so
 * the placeholder keeps WCAG AA text contrast: gray-500 on white (4.8:1), gray-400 on gray-900 (6.8:1).
 */
export const fieldClasses =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 dark:placeholder:text-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, type = 'text', ...props }, ref) => (
  <input ref={ref} type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />
));
Input.displayName = 'Input';
