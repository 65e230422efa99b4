import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactElement, type ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cn } from '../../lib/class-names';

/** Spec section 9: tooltips open after 700 ms, and within 300 ms of leaving one the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Mounted once for the whole app (app/providers.tsx), so every tooltip shares the skip delay. */
export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
    {children}
  </TooltipPrimitive.Provider>
);

const TooltipContent = forwardRef<ComponentRef<typeof TooltipPrimitive.Content>, ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>>(
  ({ className, sideOffset = 6, collisionPadding = 8, ...props }, ref) => (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        ref={ref}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn('z-50 rounded-md bg-gray-900 px-3 py-1.5 text-xs text-white shadow-md dark:bg-gray-100 dark:text-gray-900', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  ),
);
TooltipContent.displayName = 'TooltipContent';

type TooltipProps = {
  /** The hint; for an icon-only control it repeats the control's accessible name for sighted users. */
  content: ReactNode;
  /** One focusable element (a button or link) that forwards its ref and props. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
};

/** A hint on hover or keyboard focus, with the app-wide delays; Escape or a click closes it. */
export const Tooltip = ({ content, children, side = 'bottom', align = 'center' }: TooltipProps) => (
  <TooltipPrimitive.Root>
    <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
    <TooltipContent side={side} align={align}>
      {content}
    </TooltipContent>
  </TooltipPrimitive.Root>
);
