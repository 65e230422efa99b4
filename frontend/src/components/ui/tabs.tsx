import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '../../lib/class-names';

export const Tabs = TabsPrimitive.Root;

/** `wrap` breaks a long list into rows; `scroll` keeps one row that scrolls sideways (the admin's many tabs). */
export type TabsListLayout = 'wrap' | 'scroll';

const listLayoutClasses: Record<TabsListLayout, string> = {
  wrap: 'inline-flex flex-wrap',
  scroll: 'flex max-w-full flex-nowrap overflow-x-auto',
};

type TabsListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List> & { layout?: TabsListLayout };

export const TabsList = forwardRef<ComponentRef<typeof TabsPrimitive.List>, TabsListProps>(({ className, layout = 'wrap', ...props }, ref) => (
  <TabsPrimitive.List ref={ref} className={cn(listLayoutClasses[layout], 'items-center gap-1 rounded-md bg-gray-100 p-1 dark:bg-gray-800', className)} {...props} />
));
TabsList.displayName = 'TabsList';

export const TabsTrigger = forwardRef<ComponentRef<typeof TabsPrimitive.Trigger>, ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>>(({ className, ...props }, ref) => (
  <TabsPrimitive.Trigger
    ref={ref}
    className={cn(
      'inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:shadow-sm dark:data-[state=active]:bg-gray-950',
      className,
    )}
    {...props}
  />
));
TabsTrigger.displayName = 'TabsTrigger';

export const TabsContent = forwardRef<ComponentRef<typeof TabsPrimitive.Content>, ComponentPropsWithoutRef<typeof TabsPrimitive.Content>>(({ className, ...props }, ref) => (
  <TabsPrimitive.Content ref={ref} className={cn('mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500', className)} {...props} />
));
TabsContent.displayName = 'TabsContent';
