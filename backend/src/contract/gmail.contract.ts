import { z } from 'zod';
import { defineRoute, mediaAnswer, routeGroup } from './define-route.js';
import { instantSchema } from './fields.js';
import { GMAIL_ADDRESS_VARIABLE, GMAIL_CHECK_JOB, GMAIL_CHECK_MINUTES, GMAIL_CLIENT_VARIABLES, GMAIL_STEPS, GMAIL_TEXTS } from './gmail.vocabulary.js';
import { jobListingSchema } from './operations.contract.js';

const notConfiguredRefusal = `409 'Gmail is not configured: set ...' naming the variables still missing (${[...GMAIL_CLIENT_VARIABLES, GMAIL_ADDRESS_VARIABLE].join(', ')})`;

/** Where the Gmail wizard stands, from the server's own record: the step reached survives a reload. */
export const gmailStatusSchema = z
  .object({
    configured: z.boolean().describe('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and an address to read are set'),
    notConfigured: z.string().nullable().describe("'Gmail is not configured: set ...' naming what is missing; null once configured"),
    missing: z.array(z.string()).describe(`The variables still to set, of ${[...GMAIL_CLIENT_VARIABLES, GMAIL_ADDRESS_VARIABLE].join(', ')} (the last defaults to CONTACT_EMAIL)`),
    redirectUri: z.string().describe('PUBLIC_URL + /api/gmail/callback: list it as an authorized redirect URI of the Google OAuth client'),
    contactAddress: z.string().nullable().describe('The address whose mail is read (GMAIL_CONTACT_ADDRESS, else CONTACT_EMAIL)'),
    label: z.string().describe('The Gmail label read (GMAIL_LABEL, INBOX by default)'),
    step: z.literal(GMAIL_STEPS).describe('1 until forwarding is marked complete, 2 until a token is stored, 3 until the admin confirms it, 4 until a test passes, then 5'),
    forwarding: z.object({ confirmedAt: instantSchema, operator: z.string() }).nullable(),
    connection: z
      .object({
        account: z.string().nullable().describe('The Gmail address authorized (null once its key is destroyed)'),
        connectedAt: instantSchema,
        operator: z.string(),
        tokenConfirmed: z.boolean(),
      })
      .nullable()
      .describe('The stored authorization; its refresh token is never answered'),
    lastTest: z.object({ success: z.boolean(), message: z.string(), testedAt: instantSchema }).nullable().describe('The last connection test of this authorization'),
    check: jobListingSchema.pick({ nextRunAt: true, lastRun: true, lastResult: true }).describe(`The inbox check, every ${GMAIL_CHECK_MINUTES} minutes: its next and last run`),
  })
  .meta({ id: 'GmailStatus' });
export type GmailStatus = z.infer<typeof gmailStatusSchema>;

export const gmailTestSchema = z.object({ success: z.boolean(), message: z.string() });
export type GmailTestAnswer = z.infer<typeof gmailTestSchema>;

export const gmailCheckSchema = z.object({
  found: z.number().int().nonnegative().describe('Mails to the contact address read in this check'),
  stored: z.number().int().nonnegative().describe('New contact messages'),
  duplicates: z.number().int().nonnegative().describe('Mails already in the inbox (the same Gmail id)'),
  skipped: z.number().int().nonnegative().describe('Mails without a readable sender address'),
  message: z.string(),
});
export type GmailCheckAnswer = z.infer<typeof gmailCheckSchema>;

/** What Google adds to the redirect (scope, authuser, prompt, ...) is ignored. */
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const gmailRoutes = routeGroup('Gmail forwarding', {
  status: defineRoute({
    method: 'GET',
    path: '/api/gmail/status',
    auth: 'admin',
    summary: "The wizard's state: configuration, the step reached, the authorized mailbox, the last test and check",
    responses: { 200: gmailStatusSchema },
  }),
  confirmForwarding: defineRoute({
    method: 'POST',
    path: '/api/gmail/forwarding-complete',
    auth: 'admin',
    summary: "Step 1's Mark Complete: the contact address is forwarded to the Gmail mailbox (again changes nothing)",
    description: 'The first confirmation is when the mailbox starts to be read: a check reads mail from then on.',
    responses: { 200: gmailStatusSchema },
  }),
  authUrl: defineRoute({
    method: 'GET',
    path: '/api/gmail/auth-url',
    auth: 'admin',
    summary: "Google's consent page for read-only Gmail access, to open in a popup",
    description: `Asks for offline access (a refresh token) and carries a signed state naming the admin, valid 10 minutes and bound to this browser by a cookie, so /api/gmail/callback cannot be forged. ${notConfiguredRefusal}; 409 '${GMAIL_TEXTS.forwardingFirst}' or '${GMAIL_TEXTS.alreadyConnected}'.`,
    responses: { 200: z.object({ authUrl: z.string() }) },
    errors: [409],
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/api/gmail/callback',
    auth: 'public',
    personal: true,
    summary: "The popup's redirect target: stores the refresh token (sealed) and says the admin may close the window",
    description:
      'Public by nature (Google redirects the popup here); the signed state and the cookie set with the authorization URL are the proof. A forged, expired or foreign state: 403 and nothing stored. The page tells the opener (postMessage to this origin, and a BroadcastChannel) that Gmail is connected; it never shows the token.',
    query: callbackQuery,
    responses: { 200: mediaAnswer('text/html', 'Gmail connected: you can close this window') },
    errors: [403, 409, 502],
  }),
  confirmToken: defineRoute({
    method: 'POST',
    path: '/api/gmail/token-confirmed',
    auth: 'admin',
    summary: "Step 3's Added Refresh Token: the admin confirms the token the server stored (again changes nothing)",
    description: `409 '${GMAIL_TEXTS.noTokenYet}' while none is stored.`,
    responses: { 200: gmailStatusSchema },
    errors: [409],
  }),
  test: defineRoute({
    method: 'GET',
    path: '/api/gmail/test',
    auth: 'admin',
    summary: 'Test the connection: a fresh access token from the refresh token, and the mailbox profile',
    description: 'Answers success false with the reason (not configured, not connected, Google refused); each test of a stored authorization is recorded.',
    responses: { 200: gmailTestSchema },
  }),
  checkEmails: defineRoute({
    method: 'POST',
    path: '/api/gmail/check-emails',
    auth: 'admin',
    summary: 'Read new mail to the contact address now and store each as a contact message (once per Gmail id)',
    description: `Runs the ${GMAIL_CHECK_JOB} job by hand (recorded with the admin as its operator) and answers its counts. ${notConfiguredRefusal}; 409 '${GMAIL_TEXTS.notConnected}', or while a check runs; 502 when Google fails.`,
    responses: { 200: gmailCheckSchema },
    errors: [409, 502],
  }),
  disconnect: defineRoute({
    method: 'POST',
    path: '/api/gmail/disconnect',
    auth: 'admin',
    summary: "Forget the authorization: revoked at Google, and its sealing key destroyed so the stored token can never be read again",
    responses: { 200: gmailStatusSchema },
  }),
});
