import { describe, expect, it } from '@jest/globals';
import { generateKeyPairSync, sign } from 'node:crypto';
import { parseWebhookKey, verifyWebhookSignature } from './sendgrid-signature.js';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const sendGridStyleKey = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
const body = Buffer.from('[{"email":"ada@example.com","event":"bounce","sg_event_id":"e1","timestamp":1717401600}]\r\n');
const timestamp = '1717401600';
const signature = sign('sha256', Buffer.concat([Buffer.from(timestamp), body]), privateKey).toString('base64');

describe('SendGrid webhook signature', () => {
  const key = parseWebhookKey(sendGridStyleKey);

  it('accepts the signature of the timestamp and the raw body', () => {
    expect(verifyWebhookSignature(key, body, signature, timestamp)).toBe(true);
  });

  it('refuses a changed body, another timestamp, or a missing or garbled signature', () => {
    expect(verifyWebhookSignature(key, Buffer.from(body.toString().replace('bounce', 'open')), signature, timestamp)).toBe(false);
    expect(verifyWebhookSignature(key, body, signature, '1717401601')).toBe(false);
    expect(verifyWebhookSignature(key, body, undefined, timestamp)).toBe(false);
    expect(verifyWebhookSignature(key, body, 'bm90IGEgc2lnbmF0dXJl', timestamp)).toBe(false);
  });

  it('refuses a signature made with another key', () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const forged = sign('sha256', Buffer.concat([Buffer.from(timestamp), body]), other.privateKey).toString('base64');
    expect(verifyWebhookSignature(key, body, forged, timestamp)).toBe(false);
  });

  it('reads a PEM key too, and says so when the value is not a key', () => {
    expect(verifyWebhookSignature(parseWebhookKey(publicKey.export({ format: 'pem', type: 'spki' }).toString()), body, signature, timestamp)).toBe(true);
    expect(() => parseWebhookKey('not a key')).toThrow('SENDGRID_WEBHOOK_PUBLIC_KEY');
  });
});
