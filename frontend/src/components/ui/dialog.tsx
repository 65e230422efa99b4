import { forwardRef, useState, type ComponentPropsWithoutRef, type ComponentRef, type HTMLAttributes } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { Tooltip } from './tooltip';

/** Radix dialog: modal, focus trapped inside the content, Escape and the close button dismiss it. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = forwardRef<ComponentRef<typeof DialogPrimitive.Overlay>, ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>>(
  ({ className, ...props }, ref) => <DialogPrimitive.Overlay ref={ref} className={cn('fixed inset-0 z-50 bg-black/60', className)} {...props} />,
);
DialogOverlay.displayName = 'DialogOverlay';

type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { closeLabel?: string };

/** What had focus when the dialog opened (the button that opened it), read while the content first renders. */
const useOpener = () => useState(() => (typeof document === 'undefined' ? null : document.activeElement))[0];

export const DialogContent = forwardRef<ComponentRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  ({ className, children, closeLabel = 'Close', onCloseAutoFocus, ...props }, ref) => {
    const opener = useOpener();
    // Focus goes back to what opened the dialog, also when the dialog opened without a Radix trigger
    // (a controlled dialog) and the page re-rendered that element in the meantime; never to the body.
    // A dialog that opened on its own (the newsletter popup, on a timer) hands focus to the page's main content.
    const returnFocus = (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener instanceof HTMLElement && opener !== document.body && opener.isConnected ? opener : document.getElementById(MAIN_CONTENT_ID);
      if (!target) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    };
    return (
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          ref={ref}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-full max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-gray-200 bg-white p-6 shadow-lg dark:border-gray-800 dark:bg-gray-900',
            className,
          )}
          {...props}
        >
          {children}
          <Tooltip content={closeLabel} align="end">
            {/* The icon is 16 px, its button is not: 24x24 px around it (WCAG 2.5.8), 44x44 px on a touch screen, centred on the same spot. */}
            <DialogPrimitive.Close className="absolute right-3 top-3 flex h-6 w-6 items-center justify-center rounded-sm opacity-70 transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-indigo-500 pointer-coarse:right-0.5 pointer-coarse:top-0.5 pointer-coarse:h-11 pointer-coarse:w-11">
              <X className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{closeLabel}</span>
            </DialogPrimitive.Close>
          </Tooltip>
        </DialogPrimitive.Content>
      </DialogPortal>
    );
  },
);
DialogContent.displayName = 'DialogContent';

export const DialogHeader = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col gap-1.5 text-center sm:text-left', className)} {...props} />
);

export const DialogFooter = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
);

export const DialogTitle = forwardRef<ComponentRef<typeof DialogPrimitive.Title>, ComponentPropsWithoutRef<typeof DialogPrimitive.Title>>(
  ({ className, ...props }, ref) => <DialogPrimitive.Title ref={ref} className={cn('text-lg font-semibold leading-none', className)} {...props} />,
);
DialogTitle.displayName = 'DialogTitle';

export const DialogDescription = forwardRef<ComponentRef<typeof DialogPrimitive.Description>, ComponentPropsWithoutRef<typeof DialogPrimitive.Description>>(
  ({ className, ...props }, ref) => <DialogPrimitive.Description ref={ref} className={cn('text-sm text-gray-600 dark:text-gray-400', className)} {...props} />,
);
DialogDescription.displayName = 'DialogDescription';
