import { LONG_LIVED_TOKEN_DAYS } from '../../contract/social.vocabulary.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a stored token is due for renewal: what Meta says (its `expires_in`, or debug_token's expiry)
 * when that comes sooner, else 60 days from now (section 9's long-lived token). A page token made from
 * a long-lived user token has no end of its own at Facebook; the tab still asks for a renewal after
 * the 60 days its user token lasted.
 */
export const renewalDue = (now: Date, metaSays: Date | null): Date => {
  const horizon = new Date(now.getTime() + LONG_LIVED_TOKEN_DAYS * DAY_MS);
  return metaSays !== null && metaSays < horizon ? metaSays : horizon;
};

/** `expires_in` seconds from now, when Meta gave one. */
export const inSeconds = (now: Date, seconds: number | null): Date | null => (seconds === null ? null : new Date(now.getTime() + seconds * 1000));

/** A date as the messages name it: 2026-03-06. */
export const dayOf = (instant: Date | string): string => new Date(instant).toISOString().slice(0, 10);
