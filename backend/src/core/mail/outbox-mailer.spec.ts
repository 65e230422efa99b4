import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEml, readOutbox } from './eml-reader.js';
import { OutboxMailer } from './outbox-mailer.js';

const root = mkdtempSync(join(tmpdir(), 'outbox-mailer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folderNumber = 0;
const freshOutbox = () => join(root, `outbox-${(folderNumber += 1)}`);

const sentAt = new Date('2025-03-04T10:05:06.789Z');
const from = 'AI Navigator <hello@ai-navigator.example>';
const frenchSubject = 'Votre guide « IA pour débutants » est prêt ☕ — 日本語のガイドも含まれています, bonne lecture !';
const text = [
  'Bonjour,',
  '',
  `Voici le lien : https://ai-navigator.example/guide?token=a=b&c=d ${'très long paragraphe '.repeat(8)}`,
  'Trailing spaces stay   ',
  'Merci ✨',
].join('\n');
const html = '<p style="color:#333">Bonjour, voici <a href="https://ai-navigator.example/guide?a=1&amp;b=2">votre guide</a> — café ☕</p>';

const sendOne = async (outboxDir: string, overrides: { subject?: string; html?: string; to?: string } = {}) => {
  const mailer = new OutboxMailer(outboxDir, from, { now: () => sentAt });
  return mailer.send({ to: overrides.to ?? 'ada@example.com', subject: overrides.subject ?? frenchSubject, text, category: 'lead-magnet-guide', ...('html' in overrides ? { html: overrides.html } : { html }) });
};

describe('OutboxMailer', () => {
  it('writes one .eml file named after the time, and reports it', async () => {
    const outboxDir = freshOutbox();
    const result = await sendOne(outboxDir);
    expect(result.delivered).toBe(true);
    expect(result.transport).toBe('outbox');
    expect(result.reference).toMatch(/^2025-03-04T10-05-06-789Z-[0-9a-f]{12}\.eml$/);
    expect(readdirSync(outboxDir)).toEqual([result.reference]);
  });

  it('writes a 7-bit message with CRLF line ends and lines of at most 78 characters', async () => {
    const outboxDir = freshOutbox();
    const { reference } = await sendOne(outboxDir);
    const raw = readFileSync(join(outboxDir, reference), 'utf8');
    expect(raw).toMatch(/^[\x00-\x7f]*$/);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
  });

  it('writes the standard headers', async () => {
    const outboxDir = freshOutbox();
    const { reference } = await sendOne(outboxDir);
    const mail = parseEml(readFileSync(join(outboxDir, reference), 'utf8'));
    expect(mail.headers['date']).toBe('Tue, 04 Mar 2025 10:05:06 +0000');
    expect(mail.headers['from']).toBe(from);
    expect(mail.headers['to']).toBe('ada@example.com');
    expect(mail.headers['mime-version']).toBe('1.0');
    expect(mail.headers['message-id']).toMatch(/^<[^<>@\s]+@ai-navigator\.example>$/);
    expect(mail.headers['x-mail-category']).toBe('lead-magnet-guide');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative; boundary="[^"]+"$/);
  });

  it('encodes a non-ASCII subject as RFC 2047 UTF-8 words', async () => {
    const outboxDir = freshOutbox();
    const { reference } = await sendOne(outboxDir);
    const raw = readFileSync(join(outboxDir, reference), 'utf8');
    const subjectLines = /^Subject: (.*(?:\r\n .*)*)/m.exec(raw)![1]!.split('\r\n ');
    expect(subjectLines.length).toBeGreaterThan(1);
    const words = subjectLines.map((line) => /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/.exec(line)![1]!);
    expect(words.map((word) => Buffer.from(word, 'base64').toString('utf8')).join('')).toBe(frenchSubject);
    expect(parseEml(raw).headers['subject']).toBe(frenchSubject);
  });

  it('keeps an ASCII subject readable', async () => {
    const outboxDir = freshOutbox();
    const { reference } = await sendOne(outboxDir, { subject: 'Your weekly AI tools' });
    expect(readFileSync(join(outboxDir, reference), 'utf8')).toContain('\r\nSubject: Your weekly AI tools\r\n');
  });

  it('carries text and html as quoted-printable alternatives that decode to the originals', async () => {
    const outboxDir = freshOutbox();
    const { reference } = await sendOne(outboxDir);
    const raw = readFileSync(join(outboxDir, reference), 'utf8');
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable');
    expect(raw).toContain('caf=C3=A9');
    const mail = parseEml(raw);
    expect(mail.text).toBe(text);
    expect(mail.html).toBe(html);
  });

  it('writes a single text/plain part when there is no html', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, from);
    const { reference } = await mailer.send({ to: 'bob@example.com', subject: 'Plain', text: 'Just text = fine', category: 'contact-reply' });
    const mail = parseEml(readFileSync(join(outboxDir, reference), 'utf8'));
    expect(mail.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(mail.text).toBe('Just text = fine');
    expect(mail.html).toBeUndefined();
  });

  it('encodes a non-ASCII sender name', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, 'Zoë from AI Navigator <zoe@ai-navigator.example>');
    const { reference } = await mailer.send({ to: 'bob@example.com', subject: 'Hi', text: 'Hi', category: 'test' });
    const raw = readFileSync(join(outboxDir, reference), 'utf8');
    expect(raw).toMatch(/\r\nFrom: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <zoe@ai-navigator\.example>\r\n/);
    expect(parseEml(raw).headers['from']).toBe('Zoë from AI Navigator <zoe@ai-navigator.example>');
  });

  it('writes the reply address, which no caller header may replace', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, from, { replyTo: 'Contact <hello@ai-navigator.example>' });
    const { reference } = await mailer.send({ to: 'bob@example.com', subject: 'Hi', text: 'Hi', category: 'test' });
    expect(parseEml(readFileSync(join(outboxDir, reference), 'utf8')).headers['reply-to']).toBe('Contact <hello@ai-navigator.example>');
    await expect(mailer.send({ to: 'bob@example.com', subject: 'Hi', text: 'Hi', category: 'test', headers: { 'Reply-To': 'evil@example.com' } })).rejects.toThrow();
  });

  it('refuses header injection through the subject or the recipient', async () => {
    const outboxDir = freshOutbox();
    await expect(sendOne(outboxDir, { subject: 'Hello\r\nBcc: victim@example.com' })).rejects.toThrow('single line');
    await expect(sendOne(outboxDir, { to: 'ada@example.com\nBcc: victim@example.com' })).rejects.toThrow('single line');
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it('gives every message its own file, all readable back in order', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, from);
    const results = await Promise.all(
      ['one', 'two', 'three'].map((word) => mailer.send({ to: `${word}@example.com`, subject: word, text: word, category: 'test' })),
    );
    expect(new Set(results.map((result) => result.reference)).size).toBe(3);
    const entries = await readOutbox(outboxDir);
    expect(entries.map((entry) => entry.headers['to']).sort()).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
    expect(readdirSync(outboxDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(join(root, 'missing'))).toEqual([]);
  });
});
