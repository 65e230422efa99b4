import { describe, expect, it } from '@jest/globals';
import { signToken, verifyToken } from './signed-token.js';

const secret = 'token-secret-0123456789';
const now = new Date('2025-03-04T10:00:00.000Z');

describe('signToken / verifyToken', () => {
  it('round-trips purpose, subject and expiry', () => {
    const expiresAt = new Date('2025-03-05T10:00:00.123Z');
    const token = signToken(secret, { purpose: 'unsubscribe', subject: 'subscriber-1', expiresAt });
    expect(verifyToken(secret, token, 'unsubscribe', now)).toEqual({ purpose: 'unsubscribe', subject: 'subscriber-1', expiresAt });
  });

  it('round-trips the epoch of the subject the token was issued for', () => {
    const expiresAt = new Date('2025-03-05T10:00:00.000Z');
    const token = signToken(secret, { purpose: 'subscriber', subject: 'subscriber-1', expiresAt, epoch: 3 });
    expect(verifyToken(secret, token, 'subscriber', now)).toEqual({ purpose: 'subscriber', subject: 'subscriber-1', expiresAt, epoch: 3 });
    expect(() => signToken(secret, { purpose: 'subscriber', subject: 'subscriber-1', epoch: 1.5 })).toThrow('epoch');
  });

  it('rejects a token whose epoch was changed', () => {
    const token = signToken(secret, { purpose: 'subscriber', subject: 'subscriber-1', epoch: 1 });
    const [, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ p: 'subscriber', s: 'subscriber-1', e: 2 })).toString('base64url');
    expect(verifyToken(secret, `${forgedPayload}.${signature}`, 'subscriber', now)).toBeNull();
  });

  it('accepts a token without expiry at any time', () => {
    const token = signToken(secret, { purpose: 'preferences', subject: 'subscriber-1' });
    expect(verifyToken(secret, token, 'preferences', new Date('2099-01-01'))).toEqual({ purpose: 'preferences', subject: 'subscriber-1' });
  });

  it('is URL-safe and compact', () => {
    const token = signToken(secret, { purpose: 'preferences', subject: '3f1c2a9e-7b4d-4e0a-9c55-1d2e3f4a5b6c' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(token.length).toBeLessThan(150);
  });

  it('rejects a token made for another purpose', () => {
    const token = signToken(secret, { purpose: 'preferences', subject: 'subscriber-1' });
    expect(verifyToken(secret, token, 'data-deletion', now)).toBeNull();
  });

  it('rejects an expired token, from the expiry instant on', () => {
    const expiresAt = new Date(now.getTime() + 1000);
    const token = signToken(secret, { purpose: 'data-deletion', subject: 'subscriber-1', expiresAt });
    expect(verifyToken(secret, token, 'data-deletion', new Date(now.getTime() + 999))).not.toBeNull();
    expect(verifyToken(secret, token, 'data-deletion', expiresAt)).toBeNull();
  });

  it('rejects a token signed with another secret', () => {
    const token = signToken('another-secret-abcdef', { purpose: 'unsubscribe', subject: 'subscriber-1' });
    expect(verifyToken(secret, token, 'unsubscribe', now)).toBeNull();
  });

  it('rejects a token whose payload was changed', () => {
    const token = signToken(secret, { purpose: 'unsubscribe', subject: 'subscriber-1' });
    const [, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ p: 'unsubscribe', s: 'subscriber-2' })).toString('base64url');
    expect(verifyToken(secret, `${forgedPayload}.${signature}`, 'unsubscribe', now)).toBeNull();
  });

  it('rejects a token whose signature was changed', () => {
    const token = signToken(secret, { purpose: 'unsubscribe', subject: 'subscriber-1' });
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyToken(secret, `${token.slice(0, -1)}${last}`, 'unsubscribe', now)).toBeNull();
  });

  it.each(['', 'no-dot', 'a.b.c', 'abc.', '.abc', 'has space.abc', `${'a'.repeat(3000)}.b`])('rejects the malformed token %p', (token) => {
    expect(verifyToken(secret, token, 'unsubscribe', now)).toBeNull();
  });

  it('refuses to sign without a secret, purpose or subject', () => {
    expect(() => signToken('', { purpose: 'p', subject: 's' })).toThrow('secret');
    expect(() => signToken(secret, { purpose: '', subject: 's' })).toThrow('purpose');
    expect(() => signToken(secret, { purpose: 'p', subject: '' })).toThrow('subject');
  });
});
