import { useEffect, useState } from 'react';

/** Spec section 9: the navigation bar may hide once the page is scrolled past 100 px. */
export const NAVBAR_HIDE_THRESHOLD_PX = 100;
/** Upward movement below this is jitter (a trackpad's tail, a rubber-band bounce), not a change of direction. */
const DIRECTION_TOLERANCE_PX = 4;

/**
 * Whether the bar should be out of view: only past the threshold and while the visitor scrolls down.
 * Any scroll up brings it back at once, wherever the page is, so the navigation is never more than a
 * flick away.
 */
export const useHiddenOnScroll = (threshold = NAVBAR_HIDE_THRESHOLD_PX) => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY - DIRECTION_TOLERANCE_PX) setHidden(false);
      // A small step up is jitter: keep the last position so that a slow, steady scroll up adds up.
      else return;
      lastY = y;
    };
    if (window.scrollY <= threshold) setHidden(false);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return hidden;
};
