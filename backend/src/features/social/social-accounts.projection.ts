import type { SocialPlatform, SocialPostOutcome, SocialPostTarget } from '../../contract/social.vocabulary.js';
import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { SOCIAL_EVENT_TYPES } from './social.events.js';

export const SOCIAL_ACCOUNTS_PROJECTION = 'social-accounts';
export const ACCOUNTS = 'accounts';

export type LastPostView = { key: string; at: string; target: SocialPostTarget; outcome: SocialPostOutcome; postId: string | null; reason: string | null };

/** One document per platform (id = the platform). Never the token: only its hint. */
export type SocialAccountView = {
  id: SocialPlatform;
  connected: boolean;
  connectionId: string | null;
  accountId: string | null;
  accountName: string | null;
  tokenHint: string | null;
  connectedAt: string | null;
  connectedBy: string | null;
  expiresAt: string | null;
  lastPost: LastPostView | null;
};

export const emptyAccount = (platform: SocialPlatform): SocialAccountView => ({
  id: platform,
  connected: false,
  connectionId: null,
  accountId: null,
  accountName: null,
  tokenHint: null,
  connectedAt: null,
  connectedBy: null,
  expiresAt: null,
  lastPost: null,
});

const put = (document: SocialAccountView): DocumentChange => ({ kind: 'put', collection: ACCOUNTS, document });

/**
 * The Social Media tab's status: per platform, the connection (account, token hint, expiry, who and
 * when) and the last post with its outcome. The token itself reaches this fold (opened by the log)
 * and is left out; a rebuild after a disconnect reads the old connections' names as null.
 */
export const socialAccountsProjection = defineProjection({
  name: SOCIAL_ACCOUNTS_PROJECTION,
  version: 1,
  collections: [ACCOUNTS],
  events: SOCIAL_EVENT_TYPES,
  prefetch: (event) => [{ collection: ACCOUNTS, id: event.data.platform }],
  async project(event, lookup): Promise<DocumentChange[]> {
    const account = ((await lookup(ACCOUNTS, event.data.platform)) as SocialAccountView | null) ?? emptyAccount(event.data.platform);
    switch (event.type) {
      case 'SocialAccountConnected': {
        const { connectionId, accountId, accountName, tokenHint, expiresAt, operator } = event.data;
        const connection = { connected: true, connectionId, accountId, accountName, tokenHint, expiresAt, connectedBy: operator };
        return [put({ ...account, ...connection, connectedAt: event.metadata.occurredAt })];
      }
      case 'SocialAccountDisconnected':
        // A late event of a connection already replaced leaves the current one as it is.
        if (account.connectionId !== event.data.connectionId) return [];
        return [put({ ...emptyAccount(account.id), lastPost: account.lastPost })];
      case 'SocialPostDispatched': {
        const { key, target } = event.data;
        return [put({ ...account, lastPost: { key, at: event.metadata.occurredAt, target, outcome: 'pending', postId: null, reason: null } })];
      }
      case 'SocialPostPublished':
      case 'SocialPostFailed': {
        if (account.lastPost?.key !== event.data.key) return [];
        const outcome =
          event.type === 'SocialPostPublished'
            ? { outcome: 'posted' as const, postId: event.data.postId, reason: null }
            : { outcome: 'failed' as const, postId: null, reason: event.data.reason };
        return [put({ ...account, lastPost: { ...account.lastPost, at: event.metadata.occurredAt, ...outcome } })];
      }
    }
  },
});
