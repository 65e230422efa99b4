import { useEffect, useState, useSyncExternalStore } from 'react';
import { isConsentSettled, subscribeToConsent } from '../../../lib/consent';

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

/**
 * The popup never covers an unanswered cookie banner: it opens once the 12 s have passed and the
 * banner is answered (or closed), whichever comes last.
 */
export const useNewsletterPopup = () => {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [delayPassed, setDelayPassed] = useState(false);
  // The server renders no popup: consent is a browser matter.
  const consentSettled = useSyncExternalStore(subscribeToConsent, isConsentSettled, () => false);

  useEffect(() => {
    if (wasSeen()) return;
    const timer = setTimeout(() => setDelayPassed(true), NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!delayPassed || !consentSettled || everOpened) return;
    setOpen(true);
    setEverOpened(true);
  }, [delayPassed, consentSettled, everOpened]);

  /** Closing or subscribing records that the visitor has seen it. */
  const close = () => {
    markSeen();
    setOpen(false);
  };

  return { open, close, everOpened };
};
