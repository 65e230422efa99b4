/** Cookie consent as stored by the banner (spec sections 3 and 4). */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

export type ConsentChoice = 'all' | 'essential' | 'rejected';

const choices: readonly ConsentChoice[] = ['all', 'essential', 'rejected'];

const isConsentChoice = (value: string | null): value is ConsentChoice => choices.some((choice) => choice === value);

export const readConsent = (): ConsentChoice | null => {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return isConsentChoice(stored) ? stored : null;
  } catch {
    return null;
  }
};

/** A choice made on this page, kept also when storage is blocked. */
let chosenOnThisPage: ConsentChoice | null = null;
/** The banner was closed without a choice: nothing is stored, but it no longer waits for an answer. */
let bannerClosed = false;
/** The visitor asked for the banner again (Cookie settings) and has not answered or closed it yet. */
let bannerRequested = false;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export const storeConsent = (choice: ConsentChoice) => {
  chosenOnThisPage = choice;
  bannerRequested = false;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  notify();
};

/** The visitor closed the banner without choosing (spec: nothing is stored). */
export const closeConsentBanner = () => {
  bannerClosed = true;
  bannerRequested = false;
  notify();
};

/**
 * The visitor's way back to the banner after a choice (a 'Cookie settings' control): it shows again
 * with the same buttons, so withdrawing is as easy as giving. Its close control keeps the choice.
 */
export const requestConsentBanner = () => {
  bannerRequested = true;
  notify();
};

/** Whether the banner was asked for again and waits for an answer (for useSyncExternalStore). */
export const isConsentBannerRequested = (): boolean => bannerRequested;

/** The choice in force: made on this page, else stored on an earlier visit. */
export const currentConsent = (): ConsentChoice | null => chosenOnThisPage ?? readConsent();

/**
 * Whether the cookie banner is out of the way: a choice is stored (now or on an earlier visit) or
 * the banner was closed, and it was not asked for again since. Whatever would cover the banner (the
 * newsletter popup) waits for this.
 */
export const isConsentSettled = (): boolean => !bannerRequested && (bannerClosed || currentConsent() !== null);

/** For useSyncExternalStore: called whenever the banner is answered or closed. */
export const subscribeToConsent = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const resetConsentForTests = () => {
  chosenOnThisPage = null;
  bannerClosed = false;
  bannerRequested = false;
};

/** Only a full acceptance allows analytics and marketing tags. */
export const allowsTracking = (choice: ConsentChoice | null): boolean => choice === 'all';

type ConsentState = 'granted' | 'denied';

/** The Google consent-mode update for a choice: security is essential, everything else follows it. */
export const consentModeFor = (choice: ConsentChoice): Record<string, ConsentState> => {
  const state: ConsentState = allowsTracking(choice) ? 'granted' : 'denied';
  return {
    security_storage: 'granted',
    analytics_storage: state,
    ad_storage: state,
    ad_user_data: state,
    ad_personalization: state,
    functionality_storage: state,
    personalization_storage: state,
  };
};
