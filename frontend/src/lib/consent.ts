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

export const storeConsent = (choice: ConsentChoice) => {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
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
