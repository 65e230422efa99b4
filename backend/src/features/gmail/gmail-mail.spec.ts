import { describe, expect, it } from '@jest/globals';
import type { GmailMessage, GmailPart } from './google/google-answers.js';
import { gmailMail, gmailProviderId, htmlToText } from './gmail-mail.js';

const encoded = (text: string, encoding: BufferEncoding = 'utf8') => Buffer.from(text, encoding).toString('base64url');
const part = (mimeType: string, text: string, headers: Record<string, string> = {}): GmailPart => ({
  mimeType,
  headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
  body: { data: encoded(text) },
});
const message = (payload: GmailPart, headers: Record<string, string> = { From: 'Ada Lovelace <ada@example.com>', Subject: 'A question' }): GmailMessage => ({
  id: '18c2f0a9b1d4e5f6',
  internalDate: '1772359200000',
  payload: { ...payload, headers: [...Object.entries(headers).map(([name, value]) => ({ name, value })), ...(payload.headers ?? [])] },
});

describe('gmailMail', () => {
  it('gives the sender, subject and plain text under a provider id of its own, with the date Gmail received it', () => {
    expect(gmailMail(message(part('text/plain', 'Hello there')))).toEqual({
      receivedAt: new Date('2026-03-01T10:00:00.000Z'),
      data: { id: 'gmail:18c2f0a9b1d4e5f6', from: 'Ada Lovelace <ada@example.com>', subject: 'A question', text: 'Hello there' },
    });
    expect(gmailProviderId('abc')).toBe('gmail:abc');
  });

  it("takes the plain-text alternative over the HTML one, and never an attachment's text", () => {
    const attachment = part('text/plain', 'notes.txt contents', { 'Content-Disposition': 'attachment; filename="notes.txt"' });
    const alternative = { mimeType: 'multipart/alternative', parts: [part('text/html', '<p>Rich</p>'), part('text/plain', 'Plain')] };
    const mixed = message({ mimeType: 'multipart/mixed', parts: [attachment, alternative] });
    expect(gmailMail(mixed)?.data.text).toBe('Plain');
  });

  it('reads an HTML-only mail as text', () => {
    const html = '<html><head><style>p{}</style></head><body><p>Hi&nbsp;there &amp; welcome</p><div>Line&#33;<br>Next &#x263A;</div></body></html>';
    expect(gmailMail(message(part('text/html', html)))?.data.text).toBe('Hi there & welcome\n\nLine!\nNext ☺\n');
  });

  it('decodes the charset the part names, and UTF-8 when it names one Node does not know', () => {
    const latin = { mimeType: 'text/plain', headers: [{ name: 'Content-Type', value: 'text/plain; charset="ISO-8859-1"' }], body: { data: encoded('Café', 'latin1') } };
    expect(gmailMail(message(latin))?.data.text).toBe('Café');
    const unknown = { ...part('text/plain', 'Grüße'), headers: [{ name: 'Content-Type', value: 'text/plain; charset=x-made-up' }] };
    expect(gmailMail(message(unknown))?.data.text).toBe('Grüße');
  });

  it('keeps an empty subject and text empty (the inbound path names them), and gives nothing without a sender', () => {
    expect(gmailMail(message({ mimeType: 'multipart/mixed', parts: [] }, { From: 'ada@example.com' }))?.data).toMatchObject({ subject: '', text: '' });
    expect(gmailMail(message(part('text/plain', 'Hello'), { Subject: 'No sender' }))).toBeNull();
  });

  it('cuts the subject and the text to what the inbound contract takes', () => {
    const long = gmailMail(message(part('text/plain', 'x'.repeat(250_000)), { From: 'ada@example.com', Subject: 's'.repeat(3000) }));
    expect([long?.data.subject.length, long?.data.text.length]).toEqual([2000, 200_000]);
  });
});

describe('htmlToText', () => {
  it('drops scripts and leaves an unknown entity as written', () => {
    expect(htmlToText('<script>alert(1)</script>A &bogus; B')).toBe('A &bogus; B');
  });
});
