import { useEffect, useState } from 'react';

/** Spec section 9: the navigation bar hides once the page is scrolled past 100 px. */
export const NAVBAR_HIDE_THRESHOLD_PX = 100;

export const useHiddenOnScroll = (threshold = NAVBAR_HIDE_THRESHOLD_PX) => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return hidden;
};
