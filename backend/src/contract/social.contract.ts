import { z } from 'zod';
import { defineRoute, routeGroup } from './define-route.js';
import { CONTROL_MESSAGE, instantSchema, isPlainText, TEXT_FIELD } from './fields.js';
import {
  BLOG_SHARE_OUTCOMES,
  FACEBOOK_POSTING_PERMISSIONS,
  FACEBOOK_TEXTS,
  LONG_LIVED_TOKEN_DAYS,
  OAUTH_CALLBACK_PATH,
  SOCIAL_LIMITS,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_OUTCOMES,
  SOCIAL_POST_TARGETS,
  SOCIAL_SETTINGS,
  THREADS_SCOPES,
  THREADS_TEXTS,
} from './social.vocabulary.js';

/** Printable ASCII without spaces: what Meta's tokens and codes are made of. */
const OPAQUE = /^[\x21-\x7E]+$/;

/** A token or code the admin pastes: required (the spec's words when missing or blank), trimmed, no spaces or control characters. */
const pasted = (missing: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'must be text') })
    .trim()
    .min(1, missing)
    .max(max, `must be at most ${max} characters`)
    .regex(OPAQUE, 'must be one word of letters, digits and signs, without spaces');

/** The text of a test post: 1 to 500 characters, line breaks allowed. */
const postText = z
  .string(TEXT_FIELD)
  .trim()
  .min(1, FACEBOOK_TEXTS.emptyPost)
  .max(SOCIAL_LIMITS.postMax, `must be at most ${SOCIAL_LIMITS.postMax} characters`)
  .refine((text) => isPlainText(text, true), CONTROL_MESSAGE);

export const shortLivedTokenRequestSchema = z.strictObject({ shortLivedToken: pasted(FACEBOOK_TEXTS.missingToken.description, SOCIAL_LIMITS.tokenMax) });
export const pageTokensRequestSchema = z.strictObject({ userAccessToken: pasted(FACEBOOK_TEXTS.missingUserToken.description, SOCIAL_LIMITS.tokenMax) });
export const updateTokenRequestSchema = z.strictObject({ token: pasted(FACEBOOK_TEXTS.missingPageToken, SOCIAL_LIMITS.tokenMax) });
export const facebookPostRequestSchema = z.strictObject({ message: postText });
export const threadsPostRequestSchema = z.strictObject({ message: postText.optional() });
/** The code as the callback page shows it; a `#_` Threads appends to the address, if pasted along, is dropped. */
export const exchangeCodeRequestSchema = z.strictObject({
  code: pasted(THREADS_TEXTS.missingCode.description, SOCIAL_LIMITS.codeMax).transform((code) => code.replace(/#_$/, '')),
});
export const threadsLongLivedRequestSchema = z.strictObject({ shortLivedToken: pasted(THREADS_TEXTS.missingToken.description, SOCIAL_LIMITS.tokenMax) });

/** The last post to an account, as its status shows it. */
const lastPostSchema = z.object({
  at: instantSchema,
  target: z.enum(SOCIAL_POST_TARGETS),
  outcome: z.enum(SOCIAL_POST_OUTCOMES),
  postId: z.string().nullable().describe("The platform's id of the post once published"),
  reason: z.string().nullable().describe('Why it failed'),
});

/** One account's connection as the tab shows it. The token itself is never answered: only its last four characters. */
export const socialAccountSchema = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS),
    configured: z.boolean().describe('Whether the app id and secret this platform needs are set'),
    missingSettings: z.array(z.string()).describe(`The variables still to set (${Object.values(SOCIAL_SETTINGS).flat().join(', ')})`),
    connected: z.boolean(),
    accountId: z.string().nullable().describe('The page id, or the Threads user id'),
    accountName: z.string().nullable().describe('The page name, or the Threads username'),
    tokenHint: z.string().nullable().describe('The stored token masked: ••••, then its last four characters'),
    connectedAt: instantSchema.nullable(),
    connectedBy: z.string().nullable().describe("The admin's user name"),
    expiresAt: instantSchema.nullable().describe(`When the stored token is due for renewal (${LONG_LIVED_TOKEN_DAYS} days, or sooner if Meta says so)`),
    expired: z.boolean(),
    lastPost: lastPostSchema.nullable(),
  })
  .meta({ id: 'SocialAccount' });
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const socialAccountsSchema = z.object({ facebook: socialAccountSchema, threads: socialAccountSchema });
export type SocialAccounts = z.infer<typeof socialAccountsSchema>;

/** What every test call answers: whether it passed and what it found. */
export const apiTestResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type ApiTestResult = z.infer<typeof apiTestResultSchema>;

/** A change of the stored connection: what happened, and the account as it now stands. */
export const accountChangeSchema = apiTestResultSchema.extend({ account: socialAccountSchema });
export type AccountChange = z.infer<typeof accountChangeSchema>;

export const longLivedTokenSchema = z.object({
  success: z.literal(true),
  longLivedToken: z.string(),
  expiresAt: instantSchema,
  message: z.string(),
});
export type LongLivedToken = z.infer<typeof longLivedTokenSchema>;

export const facebookPageSchema = z.object({ pageId: z.string(), pageName: z.string(), pageToken: z.string() });
export type FacebookPage = z.infer<typeof facebookPageSchema>;
export const pageTokensSchema = z.object({ pages: z.array(facebookPageSchema) });

export const threadsAuthorizationSchema = z.object({ authUrl: z.url(), redirectUri: z.url(), instructions: z.array(z.string()) });
export type ThreadsAuthorization = z.infer<typeof threadsAuthorizationSchema>;
export const threadsCodeExchangeSchema = z.object({ success: z.literal(true), accessToken: z.string(), userId: z.string(), message: z.string() });
export type ThreadsCodeExchange = z.infer<typeof threadsCodeExchangeSchema>;
/** The long-lived Threads token is stored and answered masked. */
export const threadsConnectionSchema = longLivedTokenSchema.extend({ account: socialAccountSchema });
export type ThreadsConnection = z.infer<typeof threadsConnectionSchema>;

export const postResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  postId: z.string().describe("The platform's id of the post"),
  alreadyPosted: z.boolean().describe('This same post was published before (a retry): it was not posted again'),
});
export type PostResult = z.infer<typeof postResultSchema>;

/** The answer of the blog-and-Facebook test: the post, and whether it reached the page. */
export const blogShareSchema = z.object({
  blog: z.object({ title: z.string(), slug: z.string() }),
  facebookPosted: z.boolean(),
  facebook: z.enum(BLOG_SHARE_OUTCOMES).describe('posted; not_connected (no page stored, or Facebook not configured); failed (Facebook refused: see reason)'),
  postId: z.string().optional().describe("Facebook's id of the post"),
  reason: z.string().optional().describe('Why it was not posted'),
});
export type BlogShare = z.infer<typeof blogShareSchema>;

const setup = '409 `reason: not_configured` naming the variables to set when the app id and secret are missing';
const graphFailures = "400 with Facebook's own message for a token it refuses; 502 (Facebook's message) when it fails otherwise";
const storedToken = `409 '${FACEBOOK_TEXTS.notConnected}' without a stored page; 409 with Facebook's message when the stored token no longer works`;
const permissionTest = (permission: string) =>
  defineRoute({
    method: 'GET',
    path: `/api/facebook/test-${permission.replace(/_/g, '-')}` as const,
    auth: 'admin',
    summary: `Whether the stored page token carries the ${permission} permission`,
    description: `Asks Facebook's debug_token about the stored token: success true when ${permission} is granted, false (with the permissions it has) otherwise. ${setup}; ${storedToken}.`,
    responses: { 200: apiTestResultSchema },
    errors: [409, 502],
  });

export const socialRoutes = routeGroup('Social media', {
  accounts: defineRoute({
    method: 'GET',
    path: '/api/social/accounts',
    auth: 'admin',
    summary: 'The Facebook page and the Threads account: configured, connected, expiry and last post',
    description: 'From the social-accounts read model; no call to Meta. The stored tokens are never answered, only their last four characters.',
    responses: { 200: socialAccountsSchema },
  }),
});

export const facebookRoutes = routeGroup('Facebook', {
  testConnection: defineRoute({
    method: 'GET',
    path: '/api/facebook/test-connection',
    auth: 'admin',
    summary: 'Reads the connected page with the stored token',
    description: `${setup}; ${storedToken}; 502 when Facebook fails.`,
    responses: { 200: apiTestResultSchema },
    errors: [409, 502],
  }),
  convertToLongLived: defineRoute({
    method: 'POST',
    path: '/api/facebook/convert-to-long-lived',
    auth: 'admin',
    summary: `Exchanges a short-lived user token for a long-lived one (about ${LONG_LIVED_TOKEN_DAYS} days)`,
    description: `The long-lived user token is answered so the wizard can list its pages; it is not stored. 400 '${FACEBOOK_TEXTS.missingToken.description}' when empty; ${graphFailures}; ${setup}.`,
    body: shortLivedTokenRequestSchema,
    responses: { 200: longLivedTokenSchema },
    errors: [409, 502],
  }),
  getPageTokens: defineRoute({
    method: 'POST',
    path: '/api/facebook/get-page-tokens',
    auth: 'admin',
    summary: 'The pages a user token manages, each with its page token',
    description: `Nothing is stored until a page is chosen (update-token). 400 '${FACEBOOK_TEXTS.missingUserToken.description}' when empty; ${graphFailures}; ${setup}.`,
    body: pageTokensRequestSchema,
    responses: { 200: pageTokensSchema },
    errors: [409, 502],
  }),
  updateToken: defineRoute({
    method: 'POST',
    path: '/api/facebook/update-token',
    auth: 'admin',
    summary: 'Stores a page token: the page posts go to',
    description: `Checks the token with Facebook (the page it opens, and that it carries ${FACEBOOK_POSTING_PERMISSIONS.join(', ')}), then records it sealed under a key of its own, which a later page or a disconnect destroys. 400 '${FACEBOOK_TEXTS.missingPageToken}' when empty, or naming the missing permissions; ${graphFailures}; ${setup}.`,
    body: updateTokenRequestSchema,
    responses: { 200: accountChangeSchema },
    errors: [409, 502, 503],
  }),
  testPosting: defineRoute({
    method: 'POST',
    path: '/api/facebook/test-posting',
    auth: 'admin',
    summary: 'Publishes a test post on the connected page',
    description: `Keyed by the connection and the text: the same text again (a retry) is recognised and not posted twice (alreadyPosted). 409 while the same post is being sent; ${setup}; ${storedToken}; 502 when Facebook refuses it.`,
    body: facebookPostRequestSchema,
    responses: { 200: postResultSchema },
    errors: [409, 502, 503],
  }),
  testEmail: permissionTest('email'),
  testPublicProfile: permissionTest('public_profile'),
  testReadInsights: permissionTest('read_insights'),
  testBusinessManagement: permissionTest('business_management'),
  disconnect: defineRoute({
    method: 'POST',
    path: '/api/facebook/disconnect',
    auth: 'admin',
    summary: 'Forgets the stored page token: its key is destroyed',
    description: 'Recorded with the admin as actor; without a connection nothing is recorded.',
    responses: { 200: accountChangeSchema },
    errors: [503],
  }),
});

export const threadsRoutes = routeGroup('Threads', {
  authUrl: defineRoute({
    method: 'GET',
    path: '/api/threads/auth-url',
    auth: 'admin',
    summary: "The Threads authorization window's address, and what to do with it",
    description: `Asks for ${THREADS_SCOPES.join(' and ')}; Threads sends the admin back to PUBLIC_URL${OAUTH_CALLBACK_PATH} with the code. ${setup}.`,
    responses: { 200: threadsAuthorizationSchema },
    errors: [409],
  }),
  exchangeToken: defineRoute({
    method: 'POST',
    path: '/api/threads/exchange-token',
    auth: 'admin',
    summary: 'Exchanges the authorization code for a short-lived token (one hour)',
    description: `Nothing is stored: the short-lived token goes to the next step. 400 '${THREADS_TEXTS.missingCode.description}' when empty, or Threads' message for a code it refuses; 502 when Threads fails; ${setup}.`,
    body: exchangeCodeRequestSchema,
    responses: { 200: threadsCodeExchangeSchema },
    errors: [409, 502],
  }),
  convertLongLived: defineRoute({
    method: 'POST',
    path: '/api/threads/convert-long-lived',
    auth: 'admin',
    summary: `Exchanges the short-lived token for a long-lived one (${LONG_LIVED_TOKEN_DAYS} days) and stores it`,
    description: `The token is recorded sealed under a key of its own (destroyed by a later account or a disconnect) and answered masked. 400 '${THREADS_TEXTS.missingToken.description}' when empty, or Threads' message for a token it refuses; 502 when Threads fails; ${setup}.`,
    body: threadsLongLivedRequestSchema,
    responses: { 200: threadsConnectionSchema },
    errors: [409, 502, 503],
  }),
  testConnection: defineRoute({
    method: 'GET',
    path: '/api/threads/test-connection',
    auth: 'admin',
    summary: 'Reads the connected Threads profile with the stored token',
    description: `409 '${THREADS_TEXTS.notConnected}' without a stored token, or with Threads' message when it no longer works; 502 when Threads fails; ${setup}.`,
    responses: { 200: apiTestResultSchema },
    errors: [409, 502],
  }),
  testPosting: defineRoute({
    method: 'POST',
    path: '/api/threads/test-posting',
    auth: 'admin',
    summary: 'Publishes a test post on the connected Threads account',
    description: `The body may be empty (a default text). Keyed by the connection and the text, like the Facebook test post. 409 without a stored token or while the same post is being sent; 502 when Threads refuses it; ${setup}.`,
    body: threadsPostRequestSchema,
    responses: { 200: postResultSchema },
    errors: [409, 502, 503],
  }),
  disconnect: defineRoute({
    method: 'POST',
    path: '/api/threads/disconnect',
    auth: 'admin',
    summary: 'Forgets the stored Threads token: its key is destroyed',
    description: 'Recorded with the admin as actor; without a connection nothing is recorded.',
    responses: { 200: accountChangeSchema },
    errors: [503],
  }),
});
