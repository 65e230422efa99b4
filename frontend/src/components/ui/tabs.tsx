import { forwardRef, useEffect, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '../../lib/class-names';
import { FADE_PX, sideFadeClasses, useSideOverflow } from '../../lib/use-side-overflow';

export const Tabs = TabsPrimitive.Root;

/** `wrap` breaks a long list into rows; `scroll` keeps one row that scrolls sideways (the admin's many tabs). */
export type TabsListLayout = 'wrap' | 'scroll';

const listLayoutClasses: Record<TabsListLayout, string> = {
  wrap: 'inline-flex flex-wrap',
  scroll: 'flex max-w-full flex-nowrap overflow-x-auto',
};

const listClasses = 'items-center gap-1 rounded-md bg-gray-100 p-1 dark:bg-gray-800';

type TabsListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List> & { layout?: TabsListLayout };

/**
 * For a row that scrolls sideways: keeps the selected tab in view (also when it was selected by the
 * address, a reload or Back, before the row was ever scrolled) and tells which sides continue.
 */
const useScrollRow = () => {
  const { box: row, overflow, measure } = useSideOverflow<HTMLDivElement>();

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const revealSelected = () => {
      const selected = element.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (selected) {
        // Only this row scrolls, never the page: scrollIntoView would move the window too.
        const start = selected.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
        const end = start + selected.getBoundingClientRect().width;
        // Clear of the fade at that side too (the browser stops the scroll at either end of the row).
        if (start - FADE_PX < element.scrollLeft) element.scrollLeft = start - FADE_PX;
        else if (end + FADE_PX > element.scrollLeft + element.clientWidth) element.scrollLeft = end + FADE_PX - element.clientWidth;
      }
      measure();
    };
    revealSelected();
    const selection = new MutationObserver(revealSelected);
    selection.observe(element, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return () => selection.disconnect();
  }, [measure, row]);

  return { row, overflow };
};

const ScrollTabsList = forwardRef<ComponentRef<typeof TabsPrimitive.List>, ComponentPropsWithoutRef<typeof TabsPrimitive.List>>(({ className, ...props }, ref) => {
  const { row, overflow } = useScrollRow();
  const attach = (element: HTMLDivElement | null) => {
    row.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return <TabsPrimitive.List ref={attach} className={cn(listLayoutClasses.scroll, listClasses, sideFadeClasses(overflow), className)} {...props} />;
});
ScrollTabsList.displayName = 'ScrollTabsList';

export const TabsList = forwardRef<ComponentRef<typeof TabsPrimitive.List>, TabsListProps>(({ className, layout = 'wrap', ...props }, ref) =>
  layout === 'scroll' ? <ScrollTabsList ref={ref} className={className} {...props} /> : <TabsPrimitive.List ref={ref} className={cn(listLayoutClasses[layout], listClasses, className)} {...props} />,
);
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
