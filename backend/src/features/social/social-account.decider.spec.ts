import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { foldEvents } from '../../core/commands/decider.js';
import { socialAccountDecider } from './social-account.decider.js';

const first = '0190f1c2-0000-7000-8000-000000000001';
const second = '0190f1c2-0000-7000-8000-000000000002';
const connection = (connectionId: string, token = 'EAApage-token-1') => ({
  connectionId,
  accountId: '111',
  accountName: 'AI Navigator',
  token,
  tokenHint: `••••${token.slice(-4)}`,
  expiresAt: '2026-03-06T08:00:00.000Z',
});
const connected = (connectionId: string, replaces: string | null = null, token?: string) => ({
  type: 'SocialAccountConnected' as const,
  data: { platform: 'facebook' as const, operator: 'admin', replaces, ...connection(connectionId, token) },
});
const disconnected = (connectionId: string) => ({ type: 'SocialAccountDisconnected' as const, data: { platform: 'facebook' as const, connectionId, operator: 'admin' } });
const connect = (connectionId: string, token?: string) => ({ type: 'Connect' as const, platform: 'facebook' as const, operator: 'admin', connection: connection(connectionId, token) });
const disconnect = { type: 'Disconnect' as const, platform: 'facebook' as const, operator: 'admin' };
const spec = deciderSpec(socialAccountDecider);

describe('social account decider', () => {
  it('connects an account that has none', () => {
    spec.given([]).when(connect(first)).then([connected(first)]);
  });

  it('replaces the current connection, naming it, when another token is stored', () => {
    spec.given([connected(first)]).when(connect(second, 'EAApage-token-2')).then([connected(second, first, 'EAApage-token-2')]);
  });

  it('records nothing when the token already stored is stored again (a retried request)', () => {
    spec.given([connected(first)]).when(connect(second)).then([]);
  });

  it('connects again after a disconnect, even with the same token', () => {
    spec.given([connected(first), disconnected(first)]).when(connect(second)).then([connected(second)]);
  });

  it('disconnects the current connection, and records nothing without one', () => {
    spec.given([connected(first)]).when(disconnect).then([disconnected(first)]);
    spec.given([]).when(disconnect).then([]);
    spec.given([connected(first), disconnected(first)]).when(disconnect).then([]);
  });

  it('keeps every replaced or disconnected connection as retired, whose keys must be destroyed', () => {
    const state = foldEvents(socialAccountDecider, [connected(first), connected(second, first, 'EAApage-token-2'), disconnected(second)]);
    expect(state).toEqual({ current: null, retired: [first, second] });
  });
});
