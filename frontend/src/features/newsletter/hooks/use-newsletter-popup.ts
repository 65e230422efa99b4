import { useEffect, useState } from 'react';

/** Spec sections 2 and 9: the popup opens 12,000 ms after load unless it was seen before. */
export const NEWSLETTER_POPUP_DELAY_MS = 12_000;
export const NEWSLETTER_POPUP_SEEN_KEY = 'newsletter-popup-seen';

const wasSeen = () => {
  try {
    return window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY) !== null;
  } catch {
    return false;
  }
};

const markSeen = () => {
  try {
    window.localStorage.setItem(NEWSLETTER_POPUP_SEEN_KEY, 'true');
  } catch {
    // storage blocked: the popup may show again next visit
  }
};

export const useNewsletterPopup = () => {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  useEffect(() => {
    if (wasSeen()) return;
    const timer = setTimeout(() => {
      setOpen(true);
      setEverOpened(true);
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  /** Closing or subscribing records that the visitor has seen it. */
  const close = () => {
    markSeen();
    setOpen(false);
  };

  return { open, close, everOpened };
};
