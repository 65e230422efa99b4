import { describe, expect, it } from '@jest/globals';
import { AUTHORIZATION_STATE_LIFETIME_MS, authorizedOperator, cookieValue, startAuthorization } from './authorization-state.js';

const secret = 'a-test-secret-of-more-than-thirty-two-characters';
const now = new Date('2026-03-01T10:00:00.000Z');
const later = (milliseconds: number) => new Date(now.getTime() + milliseconds);

describe('the Gmail authorization state', () => {
  it('names the admin who asked, in the browser holding its nonce, until it expires', () => {
    const { state, nonce } = startAuthorization(secret, 'admin', now);
    expect(authorizedOperator(secret, state, nonce, later(AUTHORIZATION_STATE_LIFETIME_MS - 1))).toBe('admin');
    expect(authorizedOperator(secret, state, nonce, later(AUTHORIZATION_STATE_LIFETIME_MS))).toBeNull();
  });

  it('refuses a state from another browser, without a cookie, signed with another secret or altered', () => {
    const { state, nonce } = startAuthorization(secret, 'admin', now);
    expect(authorizedOperator(secret, state, startAuthorization(secret, 'admin', now).nonce, now)).toBeNull();
    expect(authorizedOperator(secret, state, undefined, now)).toBeNull();
    expect(authorizedOperator(`${secret}-other`, state, nonce, now)).toBeNull();
    const [payload = '', signature = ''] = state.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: `${nonce}:intruder` })).toString('base64url');
    expect(authorizedOperator(secret, `${forged}.${signature}`, nonce, now)).toBeNull();
    expect(authorizedOperator(secret, undefined, nonce, now)).toBeNull();
  });

  it('keeps a colon in the admin name', () => {
    const { state, nonce } = startAuthorization(secret, 'ops:night', now);
    expect(authorizedOperator(secret, state, nonce, now)).toBe('ops:night');
  });
});

describe('cookieValue', () => {
  it('reads one cookie of the header, and nothing when it is absent', () => {
    expect(cookieValue('a=1; ai_navigator_gmail_authorization=xyz; b=2', 'ai_navigator_gmail_authorization')).toBe('xyz');
    expect(cookieValue('a=1', 'ai_navigator_gmail_authorization')).toBeUndefined();
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });
});
