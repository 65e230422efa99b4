/**
 * Spec sections 2 and 3: the browser records that the newsletter popup was seen (its key is not
 * shown). Closing the popup records it, and so does a successful signup from any form of the site
 * (`api/create-subscriber.ts`), so a visitor already on the list is not asked to join.
 */
export const NEWSLETTER_POPUP_SEEN_KEY = 'newsletter-popup-seen';

/** Storage blocked: the popup stays away for the rest of this page at least. */
let seenWithoutStorage = false;

export const wasNewsletterPopupSeen = (): boolean => {
  try {
    return seenWithoutStorage || window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY) !== null;
  } catch {
    return seenWithoutStorage;
  }
};

export const markNewsletterPopupSeen = (): void => {
  try {
    window.localStorage.setItem(NEWSLETTER_POPUP_SEEN_KEY, 'true');
  } catch {
    seenWithoutStorage = true;
  }
};
