import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { cn } from '../../lib/class-names';

export const Label = forwardRef<ComponentRef<typeof LabelPrimitive.Root>, ComponentPropsWithoutRef<typeof LabelPrimitive.Root>>(({ className, ...props }, ref) => (
  <LabelPrimitive.Root ref={ref} className={cn('text-sm font-medium leading-none peer-disabled:opacity-70', className)} {...props} />
));
Label.displayName = 'Label';
