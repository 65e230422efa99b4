import type { GmailStatus } from '@contract/gmail.contract';

export const GMAIL_ACCOUNT = 'inbox@gmail.com';
export const NOT_CONFIGURED = 'Gmail is not configured: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GMAIL_CONTACT_ADDRESS (or CONTACT_EMAIL)';

/** A configured wizard at step 1 with no check run yet; override only what a test is about. */
export const buildGmailStatus = (overrides: Partial<GmailStatus> = {}): GmailStatus => ({
  configured: true,
  notConfigured: null,
  missing: [],
  redirectUri: 'http://localhost:3000/api/gmail/callback',
  contactAddress: 'hello@navigator.example',
  label: 'INBOX',
  step: 1,
  forwarding: null,
  connection: null,
  lastTest: null,
  check: { nextRunAt: '2025-06-02T09:35:00.000Z', lastRun: null, lastResult: null },
  ...overrides,
});

/** The wizard as the server answers without the Google OAuth client. */
export const buildUnconfiguredGmailStatus = () =>
  buildGmailStatus({ configured: false, notConfigured: NOT_CONFIGURED, missing: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GMAIL_CONTACT_ADDRESS'], contactAddress: null });
