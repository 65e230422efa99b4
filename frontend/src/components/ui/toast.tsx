import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/class-names';
import type { ToastVariant } from './use-toast';

export const ToastProvider = ToastPrimitive.Provider;

export const ToastViewport = forwardRef<ComponentRef<typeof ToastPrimitive.Viewport>, ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>>(
  ({ className, ...props }, ref) => (
    <ToastPrimitive.Viewport
      ref={ref}
      className={cn('fixed top-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col', className)}
      {...props}
    />
  ),
);
ToastViewport.displayName = 'ToastViewport';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-gray-200 bg-white text-gray-900 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-100',
  destructive: 'border-red-600 bg-red-600 text-white',
};

type ToastRootProps = ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export const Toast = forwardRef<ComponentRef<typeof ToastPrimitive.Root>, ToastRootProps>(({ className, variant = 'default', ...props }, ref) => (
  <ToastPrimitive.Root
    ref={ref}
    data-variant={variant}
    className={cn('group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg', variantClasses[variant], className)}
    {...props}
  />
));
Toast.displayName = 'Toast';

export const ToastTitle = forwardRef<ComponentRef<typeof ToastPrimitive.Title>, ComponentPropsWithoutRef<typeof ToastPrimitive.Title>>(({ className, ...props }, ref) => (
  <ToastPrimitive.Title ref={ref} className={cn('text-sm font-semibold', className)} {...props} />
));
ToastTitle.displayName = 'ToastTitle';

export const ToastDescription = forwardRef<ComponentRef<typeof ToastPrimitive.Description>, ComponentPropsWithoutRef<typeof ToastPrimitive.Description>>(
  // Dimmed on the light toast only: white at 90 % on the red of an error toast falls to 4:1, under the 4.5:1 small text needs.
  ({ className, ...props }, ref) => <ToastPrimitive.Description ref={ref} className={cn('text-sm opacity-90 group-data-[variant=destructive]:opacity-100', className)} {...props} />,
);
ToastDescription.displayName = 'ToastDescription';

export const ToastClose = forwardRef<ComponentRef<typeof ToastPrimitive.Close>, ComponentPropsWithoutRef<typeof ToastPrimitive.Close>>(({ className, ...props }, ref) => (
  <ToastPrimitive.Close ref={ref} aria-label="Close" className={cn('absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100', className)} {...props}>
    <X className="h-4 w-4" aria-hidden="true" />
  </ToastPrimitive.Close>
));
ToastClose.displayName = 'ToastClose';
