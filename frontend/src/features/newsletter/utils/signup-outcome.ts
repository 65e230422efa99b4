import { errorMessage } from '../../../lib/api-client';

/** Spec section 9: delay before leaving a successful signup for the preferences page. */
export const PREFERENCES_REDIRECT_DELAY_MS = 2000;

export const subscriptionFailureMessage = (error: unknown) => errorMessage(error, 'Please try again later.');

/** The preferences page URL; the token is present only when the signup answer carried one. */
export const preferencesUrl = (email: string, token?: string) => {
  const query = new URLSearchParams({ email });
  if (token) query.set('token', token);
  return `/subscribe/preferences?${query.toString()}`;
};
