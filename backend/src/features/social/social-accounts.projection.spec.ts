import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../core/projections/testing/fold-projection.js';
import { ACCOUNTS, emptyAccount, socialAccountsProjection } from './social-accounts.projection.js';

const first = '0190f1c2-0000-7000-8000-000000000001';
const second = '0190f1c2-0000-7000-8000-000000000002';
const at = '2026-01-05T08:00:00.000Z';
const later = '2026-01-05T08:00:02.000Z';
const connected = (connectionId: string, accountName = 'AI Navigator', replaces: string | null = null): GivenEvent => ({
  type: 'SocialAccountConnected',
  data: { platform: 'facebook', connectionId, accountId: '111', accountName, token: 'EAApage-secret-token', tokenHint: '••••oken', expiresAt: '2026-03-06T08:00:00.000Z', operator: 'admin', replaces },
  actor: 'admin',
  occurredAt: at,
});
const disconnected = (connectionId: string): GivenEvent => ({ type: 'SocialAccountDisconnected', data: { platform: 'facebook', connectionId, operator: 'admin' }, actor: 'admin', occurredAt: later });
const dispatched = (key: string): GivenEvent => ({
  type: 'SocialPostDispatched',
  data: { key, platform: 'facebook', connectionId: first, target: 'blog', blogPostId: 'post-1', attempt: 1, dispatchedAt: at, operator: 'admin' },
  occurredAt: at,
});

const accountsAfter = async (...events: GivenEvent[]) => (await foldProjection(socialAccountsProjection, events))[ACCOUNTS];

describe('social-accounts projection', () => {
  it('shows the connection without its token: account, hint, expiry, who and when', async () => {
    const [account] = (await accountsAfter(connected(first))) ?? [];
    expect(account).toEqual({
      id: 'facebook',
      connected: true,
      connectionId: first,
      accountId: '111',
      accountName: 'AI Navigator',
      tokenHint: '••••oken',
      connectedAt: at,
      connectedBy: 'admin',
      expiresAt: '2026-03-06T08:00:00.000Z',
      lastPost: null,
    });
    expect(JSON.stringify(account)).not.toContain('EAApage-secret-token');
  });

  it('follows a replacement, and empties the connection on disconnect but keeps the last post', async () => {
    expect(await accountsAfter(connected(first), connected(second, 'New page', first))).toMatchObject([{ connectionId: second, accountName: 'New page' }]);
    const afterDisconnect = await accountsAfter(connected(first), dispatched('k1'), disconnected(first));
    expect(afterDisconnect).toEqual([{ ...emptyAccount('facebook'), lastPost: { key: 'k1', at, target: 'blog', outcome: 'pending', postId: null, reason: null } }]);
  });

  it('ignores the disconnect of a connection that was already replaced', async () => {
    expect(await accountsAfter(connected(first), connected(second, 'New page', first), disconnected(first))).toMatchObject([{ connected: true, connectionId: second }]);
  });

  it('keeps the last post with its outcome, and ignores the outcome of an earlier post', async () => {
    const published: GivenEvent = { type: 'SocialPostPublished', data: { key: 'k1', platform: 'facebook', attempt: 1, postId: '111_222', recovered: false }, occurredAt: later };
    expect(await accountsAfter(connected(first), dispatched('k1'), published)).toMatchObject([{ lastPost: { key: 'k1', at: later, outcome: 'posted', postId: '111_222', reason: null } }]);
    const failed: GivenEvent = { type: 'SocialPostFailed', data: { key: 'k1', platform: 'facebook', attempt: 1, failure: 'request_rejected', reason: 'Facebook failed: no' } };
    expect(await accountsAfter(connected(first), dispatched('k1'), failed)).toMatchObject([{ lastPost: { outcome: 'failed', reason: 'Facebook failed: no' } }]);
    expect(await accountsAfter(connected(first), dispatched('k1'), dispatched('k2'), published)).toMatchObject([{ lastPost: { key: 'k2', outcome: 'pending' } }]);
  });
});
