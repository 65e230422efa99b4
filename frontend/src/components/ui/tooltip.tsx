import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cn } from '../../lib/class-names';

/** Spec section 9: tooltips open after 700 ms, and within 300 ms of leaving one the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
    {children}
  </TooltipPrimitive.Provider>
);

/**
 * A tooltip with its own provider carrying the spec delays. Not mounted app-wide on purpose:
 * Radix tooltip pulls in floating-ui, which would otherwise weigh on every page's first load.
 * Screens with many tooltips can wrap them in one <TooltipProvider> to share the skip delay.
 */
export const Tooltip = ({ children, ...props }: ComponentPropsWithoutRef<typeof TooltipPrimitive.Root>) => (
  <TooltipProvider>
    <TooltipPrimitive.Root {...props}>{children}</TooltipPrimitive.Root>
  </TooltipProvider>
);

export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = forwardRef<ComponentRef<typeof TooltipPrimitive.Content>, ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>>(
  ({ className, sideOffset = 4, ...props }, ref) => (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        ref={ref}
        sideOffset={sideOffset}
        className={cn('z-50 overflow-hidden rounded-md bg-gray-900 px-3 py-1.5 text-xs text-white shadow-md dark:bg-gray-100 dark:text-gray-900', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  ),
);
TooltipContent.displayName = 'TooltipContent';
