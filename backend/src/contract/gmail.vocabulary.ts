/**
 * Gmail forwarding (operator-area.md sections 2, 4, 7, 8 and 9): the wizard's steps, the inbox check's
 * job and period, and the texts the server and the card share. Plain data, no zod.
 */

/** The wizard's five steps: forward the contact address, authorize, confirm the stored token, test, done. */
export const GMAIL_STEPS = [1, 2, 3, 4, 5] as const;
export type GmailStep = (typeof GMAIL_STEPS)[number];

/** The job that reads the Gmail mailbox (spec section 9: every 5 minutes), registered with the job runner. */
export const GMAIL_CHECK_JOB = 'gmail-check';
export const GMAIL_CHECK_MINUTES = 5;
export const GMAIL_CHECK_SCHEDULE = `*/${GMAIL_CHECK_MINUTES} * * * *`;

/** Read-only access to the mailbox: the only scope the authorization asks for. */
export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';

/**
 * How the callback page tells the wizard that Gmail was connected: a message of this type to its
 * opener (same origin only) and on this BroadcastChannel, since Google's pages may cut the popup
 * off from its opener.
 */
export const GMAIL_AUTHORIZED_MESSAGE = { type: 'ai-navigator:gmail-authorized', channel: 'ai-navigator-gmail' } as const;

/** The variables that set the Google OAuth client up (the address to read defaults to CONTACT_EMAIL). */
export const GMAIL_CLIENT_VARIABLES = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const;
export const GMAIL_ADDRESS_VARIABLE = 'GMAIL_CONTACT_ADDRESS';

/** The spec's error toasts (section 8) and the server's refusals, shared by the server and the card. */
export const GMAIL_TEXTS = {
  authUrlFailed: 'Failed to generate Gmail authorization URL',
  testFailed: 'Failed to test connection',
  checkFailed: 'Failed to check emails',
  forwardingFirst: 'Mark step 1 complete first: forward the contact address to the Gmail mailbox',
  notConnected: 'Gmail is not connected: authorize Gmail access first',
  alreadyConnected: 'Gmail is already connected: disconnect it before authorizing another mailbox',
  noTokenYet: 'No refresh token is stored yet: finish the authorization in the popup first',
} as const;
