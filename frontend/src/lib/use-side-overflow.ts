import { useCallback, useEffect, useRef, useState } from 'react';

/** Which sides of a box that scrolls sideways hold more than is shown. */
export type SideOverflow = { before: boolean; after: boolean };

/** The width of the fades below (2.5rem). */
export const FADE_PX = 40;

/** A fade on each side where the content continues, so a strip or table wider than its box says there is more. */
export const sideFadeClasses = (overflow: SideOverflow): string | undefined => {
  if (overflow.before && overflow.after) return '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]';
  if (overflow.after) return '[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]';
  if (overflow.before) return '[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]';
  return undefined;
};

/**
 * Watches a box that scrolls sideways (its size, its content's size, its scroll position) and tells
 * which sides continue. `measure` lets a caller re-check after moving the scroll itself.
 */
export const useSideOverflow = <Element extends HTMLElement>() => {
  const box = useRef<Element | null>(null);
  const [overflow, setOverflow] = useState<SideOverflow>({ before: false, after: false });

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setOverflow((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    const size = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    size?.observe(element);
    // The content growing (rows arriving) changes the scroll width without resizing the box.
    if (element.firstElementChild) size?.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      size?.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure]);

  return { box, overflow, measure };
};
