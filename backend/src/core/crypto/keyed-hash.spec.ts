import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { emailFingerprint, normalizeEmail } from './keyed-hash.js';

describe('normalizeEmail', () => {
  it('trims and lower-cases an address', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.COM \n')).toBe('ada.lovelace@example.com');
  });
});

describe('emailFingerprint', () => {
  const secret = 'fingerprint-secret';

  it('is the HMAC-SHA256 hex of the normalized address', () => {
    const expected = createHmac('sha256', secret).update('ada@example.com').digest('hex');
    expect(emailFingerprint(secret, ' ADA@example.com ')).toBe(expected);
    expect(emailFingerprint(secret, 'ada@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same fingerprint for addresses that differ only in case and spaces', () => {
    expect(emailFingerprint(secret, 'Ada@Example.com')).toBe(emailFingerprint(secret, ' ada@example.com'));
  });

  it('differs between addresses and between secrets', () => {
    expect(emailFingerprint(secret, 'ada@example.com')).not.toBe(emailFingerprint(secret, 'bob@example.com'));
    expect(emailFingerprint('another-secret', 'ada@example.com')).not.toBe(emailFingerprint(secret, 'ada@example.com'));
  });

  it('does not contain the address', () => {
    expect(emailFingerprint(secret, 'ursula@example.com')).not.toContain('ursula');
  });

  it('refuses an empty secret', () => {
    expect(() => emailFingerprint('', 'ada@example.com')).toThrow('non-empty secret');
  });
});
