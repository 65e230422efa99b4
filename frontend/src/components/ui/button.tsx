import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  default: 'bg-indigo-600 text-white hover:bg-indigo-700',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  outline: 'border border-gray-300 bg-transparent hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800',
  secondary: 'bg-gray-100 text-gray-900 hover:bg-gray-200 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700',
  ghost: 'hover:bg-gray-100 dark:hover:bg-gray-800',
  link: 'text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400',
};

const sizeClasses: Record<ButtonSize, string> = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-11 px-8 text-base',
  icon: 'h-10 w-10',
};

/** Button classes, also for links that must look like buttons (`<Link className={buttonClasses()}>`). */
export const buttonClasses = ({ variant = 'default', size = 'default', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) =>
  cn(
    // The base shape lives in index.css (`ui-button`): one short class per button in the HTML.
    'ui-button',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(({ variant, size, className, type = 'button', ...props }, ref) => (
  <button ref={ref} type={type} className={buttonClasses({ variant, size, className })} {...props} />
));
Button.displayName = 'Button';
