import { createHash } from 'node:crypto';
import { GMAIL_AUTHORIZED_MESSAGE } from '../../contract/gmail.vocabulary.js';
import { standalonePage } from '../../core/http/standalone-page.js';

/**
 * Tells the wizard that Gmail is connected: a message to the opener (this origin only) and on a
 * BroadcastChannel, which still reaches the dashboard when Google's pages cut the popup off from its
 * opener. Carries no token and no address: the wizard reads the state from the server.
 */
const NOTIFY_SCRIPT = `(function(){var m={type:${JSON.stringify(GMAIL_AUTHORIZED_MESSAGE.type)}};try{if(window.opener)window.opener.postMessage(m,window.location.origin)}catch(e){}try{var c=new BroadcastChannel(${JSON.stringify(GMAIL_AUTHORIZED_MESSAGE.channel)});c.postMessage(m);c.close()}catch(e){}})();`;
const NOTIFY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(NOTIFY_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * The callback page's own policy, stricter than the site's: nothing but its one inline script (by
 * hash), inline styles and the icon; no frames, forms or base.
 */
export const CALLBACK_PAGE_POLICY = [
  "default-src 'none'",
  `script-src ${NOTIFY_SCRIPT_HASH}`,
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const dashboard = { href: '/admin', text: 'Open the admin dashboard' };

export const connectedPage = (account: string) =>
  standalonePage(
    'Gmail connected',
    [
      `AI Navigator may now read mail to the contact address in ${account}.`,
      'The refresh token Google returned is stored on the server, sealed; it is never shown. You can close this window and go on in the wizard.',
    ],
    { link: dashboard, script: NOTIFY_SCRIPT },
  );

export const failedPage = (message: string) => standalonePage('Gmail was not connected', [message, 'You can close this window and try again from the wizard.'], { link: dashboard });
