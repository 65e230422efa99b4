import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/** SendGrid posts its events in batches; a few thousand events stay well under this. */
export const WEBHOOK_BODY_LIMIT = '5mb';

/** The headers of SendGrid's Signed Event Webhook. */
export const SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

/**
 * The verification key as SendGrid shows it (base64 of the DER public key), or as PEM. Throws with a
 * readable message when it is not an EC public key, so a wrong value stops the boot.
 */
export const parseWebhookKey = (value: string): KeyObject => {
  const trimmed = value.trim();
  let key: KeyObject;
  try {
    key = trimmed.startsWith('-----BEGIN')
      ? createPublicKey(trimmed)
      : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new Error('SENDGRID_WEBHOOK_PUBLIC_KEY is not a public key (paste the verification key SendGrid shows)');
  }
  if (key.asymmetricKeyType !== 'ec') throw new Error('SENDGRID_WEBHOOK_PUBLIC_KEY must be an ECDSA key');
  return key;
};

/**
 * SendGrid signs the timestamp header followed by the raw request body with ECDSA over P-256 and
 * SHA-256; the signature header is the DER signature in base64. The body must be the bytes as
 * received: any re-serialised JSON would fail.
 */
export const verifyWebhookSignature = (key: KeyObject, rawBody: Buffer, signature: string | undefined, timestamp: string | undefined): boolean => {
  if (!signature || !timestamp || signature.length > 512 || timestamp.length > 32) return false;
  try {
    return verify('sha256', Buffer.concat([Buffer.from(timestamp, 'utf8'), rawBody]), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};
