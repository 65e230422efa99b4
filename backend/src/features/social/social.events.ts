import { z } from 'zod';
import { instantSchema } from '../../contract/fields.js';
import { SOCIAL_PLATFORMS, SOCIAL_POST_TARGETS, type SocialPlatform } from '../../contract/social.vocabulary.js';
import { defineEvent } from '../../core/events/event-type.js';

const platform = z.enum(SOCIAL_PLATFORMS);

/**
 * The admin stored a token: posts go to this account from now on. The token (and the account's name)
 * are sealed under a key of the connection's own (subject `connectionId`), which the app destroys when
 * another connection replaces this one or the admin disconnects: from then on the token cannot be
 * read from the log, a backup or a read model, which never held it. `tokenHint` is its last four
 * characters, what the tab shows; `replaces` the connection it took over from.
 */
export const SocialAccountConnected = defineEvent({
  type: 'SocialAccountConnected',
  schemaVersion: 1,
  schema: z.object({
    platform,
    connectionId: z.uuid(),
    accountId: z.string().min(1),
    accountName: z.string(),
    token: z.string().min(1),
    tokenHint: z.string(),
    expiresAt: instantSchema,
    operator: z.string(),
    replaces: z.uuid().nullable(),
  }),
  personalData: { subjectField: 'connectionId', fields: ['token', 'accountName'], secrets: ['token'] },
});

/** The admin disconnected the account; the connection's key is destroyed with it. */
export const SocialAccountDisconnected = defineEvent({
  type: 'SocialAccountDisconnected',
  schemaVersion: 1,
  schema: z.object({ platform, connectionId: z.uuid(), operator: z.string() }),
});

export const SOCIAL_ACCOUNT_EVENT_TYPES = [SocialAccountConnected, SocialAccountDisconnected] as const;

/**
 * A post is about to be sent to the platform (recorded before the call, as a campaign batch is): the
 * post's key, the connection it goes out under, what it is (the tab's test post, or a blog post
 * shared) and the attempt. `dispatchedAt` tells a post still in flight from one whose answer was lost.
 */
export const SocialPostDispatched = defineEvent({
  type: 'SocialPostDispatched',
  schemaVersion: 1,
  schema: z.object({
    key: z.string(),
    platform,
    connectionId: z.uuid(),
    target: z.enum(SOCIAL_POST_TARGETS),
    blogPostId: z.string().nullable(),
    attempt: z.number().int().positive(),
    dispatchedAt: instantSchema,
    operator: z.string(),
  }),
});

/** The platform published the post (`recovered`: found on the account after its answer was lost). */
export const SocialPostPublished = defineEvent({
  type: 'SocialPostPublished',
  schemaVersion: 1,
  schema: z.object({ key: z.string(), platform, attempt: z.number().int().positive(), postId: z.string(), recovered: z.boolean() }),
});

/** The platform refused the post: its words, tokens taken out. A later attempt may be made. */
export const SocialPostFailed = defineEvent({
  type: 'SocialPostFailed',
  schemaVersion: 1,
  schema: z.object({ key: z.string(), platform, attempt: z.number().int().positive(), failure: z.string(), reason: z.string() }),
});

export const SOCIAL_POST_EVENT_TYPES = [SocialPostDispatched, SocialPostPublished, SocialPostFailed] as const;

export const SOCIAL_EVENT_TYPES = [...SOCIAL_ACCOUNT_EVENT_TYPES, ...SOCIAL_POST_EVENT_TYPES] as const;

export const socialAccountStream = (platform: SocialPlatform) => `social-account-${platform}`;
export const socialPostStream = (key: string) => `social-post-${key}`;
