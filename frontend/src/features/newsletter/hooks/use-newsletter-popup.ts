import { useEffect, useState, useSyncExternalStore } from 'react';
import { isConsentSettled, subscribeToConsent } from '../../../lib/consent';
import { markNewsletterPopupSeen, wasNewsletterPopupSeen } from '../../../lib/newsletter-popup-seen';

/** Spec sections 2 and 9: the popup opens 12,000 ms after load unless it was seen before. */
export const NEWSLETTER_POPUP_DELAY_MS = 12_000;

/**
 * The popup never covers an unanswered cookie banner: it opens once the 12 s have passed and the
 * banner is answered (or closed), whichever comes last. A signup with another form of the page in
 * the meantime records it as seen, and it does not open.
 */
export const useNewsletterPopup = () => {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [delayPassed, setDelayPassed] = useState(false);
  // The server renders no popup: consent is a browser matter.
  const consentSettled = useSyncExternalStore(subscribeToConsent, isConsentSettled, () => false);

  useEffect(() => {
    if (wasNewsletterPopupSeen()) return;
    const timer = setTimeout(() => setDelayPassed(true), NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!delayPassed || !consentSettled || everOpened || wasNewsletterPopupSeen()) return;
    setOpen(true);
    setEverOpened(true);
  }, [delayPassed, consentSettled, everOpened]);

  /** Closing or subscribing records that the visitor has seen it. */
  const close = () => {
    markNewsletterPopupSeen();
    setOpen(false);
  };

  return { open, close, everOpened };
};
