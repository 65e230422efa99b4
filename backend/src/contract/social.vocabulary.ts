/**
 * The Social Media tab's closed lists, constants and texts (operator-area.md sections 2, 4, 5, 6, 8
 * and 9): a Facebook page and a Threads account the site posts to. Plain data, no zod.
 */

export const SOCIAL_PLATFORMS = ['facebook', 'threads'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** What the admin connects on each platform, as the status and the history name it. */
export const SOCIAL_ACCOUNT_KINDS: Record<SocialPlatform, string> = { facebook: 'Facebook page', threads: 'Threads account' };

/** The variables each platform needs before anything can be connected (docs/operations.md). */
export const SOCIAL_SETTINGS: Record<SocialPlatform, readonly string[]> = {
  facebook: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  threads: ['THREADS_APP_ID', 'THREADS_APP_SECRET'],
};

/** Section 9: long-lived tokens last 60 days. */
export const LONG_LIVED_TOKEN_DAYS = 60;

/** Section 9: the API test runs are spaced 500 ms apart; the wizard's test post follows the token update by 2 s. */
export const SOCIAL_TIMING = { testSpacingMs: 500, testPostDelayMs: 2000 } as const;

/** Section 6: the permissions Facebook posting needs. */
export const FACEBOOK_POSTING_PERMISSIONS = ['pages_manage_posts', 'pages_read_engagement', 'pages_show_list'] as const;

/** The four permission tests of the Facebook API test card, by route name, and the permission each checks. */
export const FACEBOOK_PERMISSION_TESTS = {
  testEmail: 'email',
  testPublicProfile: 'public_profile',
  testReadInsights: 'read_insights',
  testBusinessManagement: 'business_management',
} as const;
export type FacebookPermissionTest = keyof typeof FACEBOOK_PERMISSION_TESTS;

/** The permissions the Threads authorization asks for: reading the profile and publishing. */
export const THREADS_SCOPES = ['threads_basic', 'threads_content_publish'] as const;

/** Where Threads sends the admin back with the code (PUBLIC_URL + this path): the public callback page. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

/**
 * Bounds of the tab's inputs. Tokens and codes are opaque strings of printable ASCII; a post is at
 * most 500 characters, Threads' own limit, so one test text suits both platforms.
 */
export const SOCIAL_LIMITS = { tokenMax: 2048, codeMax: 2048, postMax: 500 } as const;

/** What a post was: the tab's test post, or a blog post shared by the blog-and-Facebook test. */
export const SOCIAL_POST_TARGETS = ['test', 'blog'] as const;
export type SocialPostTarget = (typeof SOCIAL_POST_TARGETS)[number];

/** Where a post stands: sent and not yet answered, published, or refused. */
export const SOCIAL_POST_OUTCOMES = ['pending', 'posted', 'failed'] as const;
export type SocialPostOutcome = (typeof SOCIAL_POST_OUTCOMES)[number];

/** How the blog-and-Facebook test ended for Facebook. */
export const BLOG_SHARE_OUTCOMES = ['posted', 'not_connected', 'failed'] as const;
export type BlogShareOutcome = (typeof BLOG_SHARE_OUTCOMES)[number];

/** The test post the wizard sends 2 s after a page is chosen, and the Threads card's default. */
export const DEFAULT_TEST_POST = 'Testing the connection from AI Navigator. This post can be deleted.';

/** A title and its words, as a toast shows them. */
type Notice = { readonly title: string; readonly description: string };

/** Sections 5 and 8 for Facebook, verbatim where the spec gives the words; the server's 400s use the same ones. */
export const FACEBOOK_TEXTS = {
  missingToken: { title: 'Missing Token', description: 'Please enter your short-lived Facebook access token' },
  missingUserToken: { title: 'Missing Token', description: 'Please enter the user access token whose pages to list' },
  missingPageToken: 'Please choose a page',
  emptyPost: 'Please write the text of the test post',
  conversionFailed: { title: 'Conversion Failed', fallback: 'Failed to convert token' },
  conversionError: { title: 'Error', description: 'Failed to convert token' },
  pageTokensFailed: 'Failed to retrieve page tokens',
  noPagesFound: { title: 'No Pages Found', description: 'This user token manages no Facebook page' },
  updateFailed: { title: 'Update Failed', fallback: 'Failed to update page token' },
  statusFailed: 'Failed to check current token',
  notConnected: 'No Facebook page is connected: choose one in the page-token wizard of the Social Media tab',
  reconnect: 'Choose the page again in the page-token wizard of the Social Media tab.',
} as const satisfies Record<string, Notice | { title: string; fallback: string } | string>;

/** Sections 5 and 8 for Threads. */
export const THREADS_TEXTS = {
  missingCode: { title: 'Missing Code', description: 'Please paste the authorization code from the callback page' },
  missingToken: { title: 'Missing Token', description: 'Please exchange authorization code first' },
  authUrlFailed: { title: 'Error', description: 'Failed to generate authorization URL' },
  exchangeFailed: { title: 'Exchange Failed', description: 'Failed to exchange authorization code' },
  conversionFailed: { title: 'Conversion Failed', description: 'Failed to convert to long-lived token' },
  notConnected: 'No Threads account is connected: authorize one in the Threads setup of the Social Media tab',
  reconnect: 'Authorize the account again in the Threads setup of the Social Media tab.',
} as const satisfies Record<string, Notice | string>;

/** Section 8, API tests: each card row is Not tested, Passed or Failed; a failure reads 'Error: {message}'. */
export const API_TEST_TEXTS = {
  statuses: { idle: 'Not tested', passed: 'Passed', failed: 'Failed' },
  error: (message: string) => `Error: ${message}`,
  someFailed: 'Some API tests failed: see the messages beside them',
} as const;

/** Section 8, the blog-and-Facebook test. */
export const BLOG_SHARE_TEXTS = { failed: { title: 'Test Failed', description: 'Please check Facebook permissions' } } as const;

/** Not configured: the answer names what to set. */
export const notConfiguredMessage = (platform: SocialPlatform) =>
  `${platform === 'facebook' ? 'Facebook' : 'Threads'} is not configured: set ${SOCIAL_SETTINGS[platform].join(' and ')}`;

/** A stored token as the browser may see it: its last four characters. */
export const maskToken = (token: string) => `••••${token.slice(-4)}`;
