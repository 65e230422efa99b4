import { gmailRoutes } from '@contract/gmail.contract';
import { buildUnconfiguredGmailStatus, NOT_CONFIGURED } from '../builders/gmail';
import { contractAnswer, contractHandler, errorAnswer } from '../contract-handlers';

/** The Gmail routes as a server without the Google OAuth client answers them; `serveGmail` plays a configured one. */
export const adminGmailHandlers = [
  contractHandler(gmailRoutes.status, () => contractAnswer(gmailRoutes.status, buildUnconfiguredGmailStatus())),
  contractHandler(gmailRoutes.authUrl, () => errorAnswer(409, NOT_CONFIGURED)),
  contractHandler(gmailRoutes.test, () => contractAnswer(gmailRoutes.test, { success: false, message: NOT_CONFIGURED })),
  contractHandler(gmailRoutes.checkEmails, () => errorAnswer(409, NOT_CONFIGURED)),
];
