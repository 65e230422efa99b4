import type { FacebookPage, ThreadsAuthorization } from '@contract/social.contract';
import { createSessionState } from '../../shared/session-state';

/** Where the test post the wizard sends after a page is chosen stands. */
export type WizardTestPost =
  | { status: 'scheduled'; pageName: string }
  | { status: 'sending'; pageName: string }
  | { status: 'published'; pageName: string; postId: string; message: string }
  | { status: 'failed'; pageName: string; message: string };

export type FacebookWizardWork = {
  shortLivedToken: string;
  /** The long-lived user token from step one, and until when it works. */
  longLived: { token: string; expiresAt: string } | null;
  /** The user token step two lists pages with: the long-lived one, or one pasted there. */
  userToken: string;
  pages: FacebookPage[] | null;
  testPost: WizardTestPost | null;
};

export const EMPTY_FACEBOOK_WIZARD: FacebookWizardWork = { shortLivedToken: '', longLived: null, userToken: '', pages: null, testPost: null };

export type ThreadsSetupWork = {
  authorization: ThreadsAuthorization | null;
  code: string;
  /** The short-lived token the code was exchanged for, until it is converted. */
  shortLived: { token: string; userId: string } | null;
};

export const EMPTY_THREADS_SETUP: ThreadsSetupWork = { authorization: null, code: '', shortLived: null };

/**
 * The two wizards' work, kept while the admin visits other tabs and forgotten at sign-out. In memory
 * only, never in sessionStorage as the other panels' work is: it holds Meta tokens, which must not be
 * written anywhere in the browser. A reload starts the wizards over.
 */
export const facebookWizardWork = createSessionState<FacebookWizardWork>(EMPTY_FACEBOOK_WIZARD);
export const threadsSetupWork = createSessionState<ThreadsSetupWork>(EMPTY_THREADS_SETUP);
