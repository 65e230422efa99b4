import { describe, expect, it } from '@jest/globals';
import { CONTACT_LIMITS } from '../../contract/contact.vocabulary.js';
import { inboundMessage, inboundMessageId, NO_SUBJECT, NO_TEXT, parseSender, secretMatches, stripQuotedText } from './inbound-mail.js';

describe('stripQuotedText', () => {
  it('keeps a mail without quoted text as it is (trimmed)', () => {
    expect(stripQuotedText('Hello,\n\nI have a question.\n')).toBe('Hello,\n\nI have a question.');
  });

  it('drops everything from an "On ... wrote:" line on', () => {
    expect(stripQuotedText('Thanks, that works.\n\nOn Mon, 5 Jan 2026 at 10:00, AI Navigator <hello@ai.example> wrote:\nOld text\nMore old text')).toBe('Thanks, that works.');
  });

  it('drops an attribution a mail client wrapped over two lines', () => {
    expect(stripQuotedText('Great!\nOn Mon, 5 Jan 2026 at 10:00 AI Navigator <\nhello@ai.example> wrote:\n> old')).toBe('Great!');
  });

  it('drops everything from "-----Original Message-----" on', () => {
    expect(stripQuotedText('See below.\r\n-----Original Message-----\r\nFrom: someone\r\nOld')).toBe('See below.');
  });

  it('drops lines starting with ">" wherever they are', () => {
    expect(stripQuotedText('> earlier\nMy answer\n  > indented quote\nSigned')).toBe('My answer\nSigned');
  });

  it('leaves a line that only mentions "On" or "wrote" alone', () => {
    expect(stripQuotedText('On Monday we met.\nShe wrote: fine')).toBe('On Monday we met.\nShe wrote: fine');
  });

  it('answers an empty text for a mail that is all quotation', () => {
    expect(stripQuotedText('> only\n> quoted')).toBe('');
  });
});

describe('parseSender', () => {
  it('reads a bare address, a named one and a quoted name', () => {
    expect(parseSender('ada@example.com')).toEqual({ name: null, email: 'ada@example.com' });
    expect(parseSender('Ada Lovelace <Ada@Example.com>')).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(parseSender('"Lovelace, Ada" <ada@example.com>')).toEqual({ name: 'Lovelace, Ada', email: 'ada@example.com' });
    expect(parseSender('<ada@example.com>')).toEqual({ name: null, email: 'ada@example.com' });
  });

  it('refuses something that holds no address', () => {
    expect(() => parseSender('Ada Lovelace')).toThrow('data.from');
    expect(() => parseSender('Ada <not-an-address>')).toThrow('data.from');
  });
});

describe('inboundMessage', () => {
  const data = { id: 'm-1', from: 'Ada <ada@example.com>', subject: 'Question', text: 'Hello\n> quoted' };

  it('stores the sender, subject and stripped text', () => {
    expect(inboundMessage(data)).toEqual({ providerId: 'm-1', name: 'Ada', email: 'ada@example.com', subject: 'Question', message: 'Hello' });
  });

  it('lists a sender without a name under their address, and fills an empty subject or text', () => {
    expect(inboundMessage({ ...data, from: 'ada@example.com', subject: '  ', text: '> all quoted' })).toMatchObject({ name: 'ada@example.com', subject: NO_SUBJECT, message: NO_TEXT });
  });

  it("cuts name, subject and text to the contact form's bounds and keeps the subject on one line", () => {
    const message = inboundMessage({ ...data, from: `${'N'.repeat(300)} <ada@example.com>`, subject: `Line one\r\nline two ${'s'.repeat(500)}`, text: 't'.repeat(200_000) });
    expect(message.name).toHaveLength(CONTACT_LIMITS.nameMax);
    expect(message.subject).toHaveLength(CONTACT_LIMITS.subjectMax);
    expect(message.subject.startsWith('Line one line two')).toBe(true);
    expect(message.message).toHaveLength(CONTACT_LIMITS.messageMax);
  });

  it('drops control characters and never cuts a character in half', () => {
    const message = inboundMessage({ ...data, subject: `A\u0007B`, text: `${'x'.repeat(CONTACT_LIMITS.messageMax - 1)}😀` });
    expect(message.subject).toBe('AB');
    expect(message.message).toBe('x'.repeat(CONTACT_LIMITS.messageMax - 1));
  });
});

describe('inboundMessageId', () => {
  it('derives the same UUID (version 5) from the same provider id, and another from another', () => {
    const id = inboundMessageId('provider-42');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(inboundMessageId('provider-42')).toBe(id);
    expect(inboundMessageId('provider-43')).not.toBe(id);
  });
});

describe('secretMatches', () => {
  it('matches only the configured secret, and nothing when none is configured', () => {
    expect(secretMatches('a-long-webhook-secret', 'a-long-webhook-secret')).toBe(true);
    expect(secretMatches('a-long-webhook-secret', 'a-long-webhook-secreT')).toBe(false);
    expect(secretMatches('a-long-webhook-secret', undefined)).toBe(false);
    expect(secretMatches(undefined, '')).toBe(false);
    expect(secretMatches(undefined, undefined)).toBe(false);
  });
});
