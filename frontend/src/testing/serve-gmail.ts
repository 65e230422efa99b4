import { type GmailCheckAnswer, type GmailStatus, gmailRoutes } from '@contract/gmail.contract';
import { GMAIL_TEXTS } from '@contract/gmail.vocabulary';
import { buildGmailStatus, buildUnconfiguredGmailStatus, GMAIL_ACCOUNT } from './builders/gmail';
import { contractAnswer, contractHandler, errorAnswer } from './contract-handlers';
import { server } from './server';

const AT = '2025-06-02T09:30:00.000Z';
const OPERATOR = 'operator';
export const AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=client&state=signed';
export const PASSED = `Connected to Gmail as ${GMAIL_ACCOUNT}: mail to hello@navigator.example in INBOX is read every 5 minutes`;
export const REFUSED = 'Google refused the request (invalid_grant: Token has been expired or revoked.): disconnect Gmail and authorize again';
export const CHECKED: GmailCheckAnswer = { found: 3, stored: 2, duplicates: 0, skipped: 1, message: '3 mails read: 2 stored, 0 already in the inbox, 1 without a readable sender' };

/**
 * The Gmail routes with memory, as the server behaves: each confirmation, the popup's return
 * (`authorize()`), a test and a check move the wizard's state; a call out of its step is refused as
 * the server refuses it. Answers the calls it received (method and path), in order.
 */
export const serveGmail = ({ configured = true, start = {} }: { configured?: boolean; start?: Partial<GmailStatus> } = {}) => {
  let status: GmailStatus = { ...(configured ? buildGmailStatus() : buildUnconfiguredGmailStatus()), ...start };
  const calls: string[] = [];
  let statusReads = 0;
  const controls = { testPasses: true };
  const update = (changes: Partial<GmailStatus>) => (status = { ...status, ...changes });
  const called = (route: { method: string; path: string }) => calls.push(`${route.method} ${route.path}`);
  server.use(
    contractHandler(gmailRoutes.status, () => {
      statusReads++;
      return contractAnswer(gmailRoutes.status, status);
    }),
    contractHandler(gmailRoutes.confirmForwarding, () => {
      called(gmailRoutes.confirmForwarding);
      if (!status.forwarding) update({ forwarding: { confirmedAt: AT, operator: OPERATOR }, step: 2 });
      return contractAnswer(gmailRoutes.confirmForwarding, status);
    }),
    contractHandler(gmailRoutes.authUrl, () => {
      called(gmailRoutes.authUrl);
      if (status.notConfigured) return errorAnswer(409, status.notConfigured);
      return status.step === 2 ? contractAnswer(gmailRoutes.authUrl, { authUrl: AUTH_URL }) : errorAnswer(409, GMAIL_TEXTS.alreadyConnected);
    }),
    contractHandler(gmailRoutes.confirmToken, () => {
      called(gmailRoutes.confirmToken);
      if (!status.connection) return errorAnswer(409, GMAIL_TEXTS.noTokenYet);
      update({ connection: { ...status.connection, tokenConfirmed: true }, step: 4 });
      return contractAnswer(gmailRoutes.confirmToken, status);
    }),
    contractHandler(gmailRoutes.test, () => {
      called(gmailRoutes.test);
      if (status.notConfigured) return contractAnswer(gmailRoutes.test, { success: false, message: status.notConfigured });
      if (!status.connection) return contractAnswer(gmailRoutes.test, { success: false, message: GMAIL_TEXTS.notConnected });
      const success = controls.testPasses;
      const message = success ? PASSED : REFUSED;
      update({ lastTest: { success, message, testedAt: AT }, step: success ? 5 : 4 });
      return contractAnswer(gmailRoutes.test, { success, message });
    }),
    contractHandler(gmailRoutes.checkEmails, () => {
      called(gmailRoutes.checkEmails);
      if (!status.connection) return errorAnswer(409, status.notConfigured ?? GMAIL_TEXTS.notConnected);
      const lastRun = { runId: 'run-1', trigger: 'manual' as const, occurrence: null, startedAt: AT, finishedAt: AT, durationMs: 420, holder: 'host-a/1/x', operator: OPERATOR };
      update({ check: { ...status.check, lastRun, lastResult: { outcome: 'succeeded', summary: CHECKED.message, error: null } } });
      return contractAnswer(gmailRoutes.checkEmails, CHECKED);
    }),
    contractHandler(gmailRoutes.disconnect, () => {
      called(gmailRoutes.disconnect);
      update({ connection: null, lastTest: null, step: status.forwarding ? 2 : 1 });
      return contractAnswer(gmailRoutes.disconnect, status);
    }),
  );
  return {
    calls,
    controls,
    statusReads: () => statusReads,
    /** Google sent the popup back and the server stored the token (what the callback page does). */
    authorize: () => update({ connection: { account: GMAIL_ACCOUNT, connectedAt: AT, operator: OPERATOR, tokenConfirmed: false }, step: 3 }),
  };
};
