import { facebookRoutes, socialRoutes, threadsRoutes } from '@contract/social.contract';
import { buildConnectedAccount, buildSocialAccount, LONG_LIVED_USER_TOKEN, PAGE_TOKEN } from '../builders/social';
import { contractAnswer, contractHandler } from '../contract-handlers';

const expiresAt = '2025-03-06T08:00:00.000Z';
const passed = (message: string) => ({ success: true, message });

/**
 * The Social Media tab's calls, answering as the backend does when all goes well with both apps
 * configured and nothing connected yet (bodies checked by the server's schemas).
 */
export const adminSocialHandlers = [
  contractHandler(socialRoutes.accounts, () => contractAnswer(socialRoutes.accounts, { facebook: buildSocialAccount('facebook'), threads: buildSocialAccount('threads') })),
  contractHandler(facebookRoutes.convertToLongLived, () =>
    contractAnswer(facebookRoutes.convertToLongLived, { success: true, longLivedToken: LONG_LIVED_USER_TOKEN, expiresAt, message: 'Converted to a long-lived token, valid until 2025-03-06' }),
  ),
  contractHandler(facebookRoutes.getPageTokens, () =>
    contractAnswer(facebookRoutes.getPageTokens, { pages: [{ pageId: '111', pageName: 'AI Navigator', pageToken: PAGE_TOKEN }] }),
  ),
  contractHandler(facebookRoutes.updateToken, () =>
    contractAnswer(facebookRoutes.updateToken, { success: true, message: 'Posts now go to the page AI Navigator', account: buildConnectedAccount('facebook') }),
  ),
  contractHandler(facebookRoutes.testPosting, () =>
    contractAnswer(facebookRoutes.testPosting, { success: true, message: 'The test post is published on the Facebook page', postId: '111_1', alreadyPosted: false }),
  ),
  contractHandler(facebookRoutes.testConnection, () => contractAnswer(facebookRoutes.testConnection, passed('Connected to the page AI Navigator (111)'))),
  contractHandler(facebookRoutes.testEmail, () => contractAnswer(facebookRoutes.testEmail, passed('The email permission is granted'))),
  contractHandler(facebookRoutes.testPublicProfile, () => contractAnswer(facebookRoutes.testPublicProfile, passed('The public_profile permission is granted'))),
  contractHandler(facebookRoutes.testReadInsights, () => contractAnswer(facebookRoutes.testReadInsights, passed('The read_insights permission is granted'))),
  contractHandler(facebookRoutes.testBusinessManagement, () => contractAnswer(facebookRoutes.testBusinessManagement, passed('The business_management permission is granted'))),
  contractHandler(facebookRoutes.disconnect, () =>
    contractAnswer(facebookRoutes.disconnect, { success: true, message: 'The Facebook page is disconnected: its stored token is destroyed', account: buildSocialAccount('facebook') }),
  ),
  contractHandler(threadsRoutes.authUrl, () =>
    contractAnswer(threadsRoutes.authUrl, {
      authUrl: 'https://threads.net/oauth/authorize?client_id=987&redirect_uri=http%3A%2F%2Flocalhost%2Foauth%2Fcallback&scope=threads_basic%2Cthreads_content_publish&response_type=code',
      redirectUri: 'http://localhost/oauth/callback',
      instructions: ['Open the authorization URL and sign in with the Threads account the site should post as.', 'Allow threads_basic and threads_content_publish.'],
    }),
  ),
  contractHandler(threadsRoutes.exchangeToken, () =>
    contractAnswer(threadsRoutes.exchangeToken, { success: true, accessToken: 'THshort-lived-token', userId: '1784', message: 'Code exchanged for a short-lived token (valid one hour): convert it to a long-lived one now' }),
  ),
  contractHandler(threadsRoutes.convertLongLived, () =>
    contractAnswer(threadsRoutes.convertLongLived, {
      success: true,
      longLivedToken: '••••9c2e',
      expiresAt,
      message: 'Connected to @ainavigator: the long-lived token is stored, valid until 2025-03-06',
      account: buildConnectedAccount('threads', { tokenHint: '••••9c2e' }),
    }),
  ),
  contractHandler(threadsRoutes.testConnection, () => contractAnswer(threadsRoutes.testConnection, passed('Connected to @ainavigator (1784)'))),
  contractHandler(threadsRoutes.testPosting, () =>
    contractAnswer(threadsRoutes.testPosting, { success: true, message: 'The test post is published on the Threads account', postId: 'thread-1', alreadyPosted: false }),
  ),
  contractHandler(threadsRoutes.disconnect, () =>
    contractAnswer(threadsRoutes.disconnect, { success: true, message: 'The Threads account is disconnected: its stored token is destroyed', account: buildSocialAccount('threads') }),
  ),
];
