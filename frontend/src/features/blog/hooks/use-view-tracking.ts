import { useEffect, useRef } from 'react';

/** Spec sections 4 and 9: a view counts after 1.5 s on the post or a scroll past 200 px. */
export const VIEW_TRACKING_DELAY_MS = 1500;
export const VIEW_TRACKING_SCROLL_PX = 200;

/**
 * Calls `onView(postId)` once per visit of a post, on whichever comes first: the delay or the
 * scroll threshold. A new post id starts a new visit; leaving before either cancels it.
 */
export const useViewTracking = (postId: string | undefined, onView: (postId: string) => void) => {
  const onViewRef = useRef(onView);
  useEffect(() => {
    onViewRef.current = onView;
  }, [onView]);

  useEffect(() => {
    if (postId === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', handleScroll);
    };
    const fire = () => {
      stop();
      onViewRef.current(postId);
    };
    function handleScroll() {
      if (window.scrollY > VIEW_TRACKING_SCROLL_PX) fire();
    }
    timer = setTimeout(fire, VIEW_TRACKING_DELAY_MS);
    window.addEventListener('scroll', handleScroll, { passive: true });
    return stop;
  }, [postId]);
};
