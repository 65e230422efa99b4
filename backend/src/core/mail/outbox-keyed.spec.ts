import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOutbox } from './eml-reader.js';
import { MailRenderError } from './mail-render-error.js';
import type { MailBatch } from './mailer.port.js';
import { OutboxMailer } from './outbox-mailer.js';

const root = mkdtempSync(join(tmpdir(), 'outbox-keyed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folderNumber = 0;
const freshOutbox = () => join(root, `outbox-${(folderNumber += 1)}`);
const from = 'AI Navigator <hello@ai-navigator.example>';

const batch = (keys: string[]): MailBatch => ({
  batchKey: 'c1.b0',
  subject: 'News for {{name}}',
  text: 'Hello {{name}}\nUnsubscribe: {{link}}',
  html: '<p>Hello {{name}}</p><a href="{{link}}">Unsubscribe</a>',
  category: 'newsletter',
  headers: { 'X-Campaign-Id': 'c1' },
  recipients: keys.map((key) => ({
    to: `${key}@example.com`,
    key,
    substitutions: { '{{name}}': key, '{{link}}': `https://ai-navigator.example/u?k=${key}` },
    headers: { 'List-Unsubscribe': `<https://ai-navigator.example/u?k=${key}>` },
  })),
});

describe('OutboxMailer with message keys', () => {
  it('keeps one file per key however often, and however concurrently, it is asked', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, from);
    const message = { to: 'ada@example.com', subject: 'Once', text: 'Only once', category: 'newsletter', key: 'campaign-1-ada' };
    const results = await Promise.all(Array.from({ length: 12 }, () => mailer.send(message)));
    expect(new Set(results.map((result) => result.reference))).toEqual(new Set(['campaign-1-ada.eml']));
    expect(readdirSync(outboxDir)).toEqual(['campaign-1-ada.eml']);
  });

  it('refuses a key that could escape the folder or break a header', async () => {
    const mailer = new OutboxMailer(freshOutbox(), from);
    for (const key of ['../escape', 'a/b', 'with space', '']) {
      await expect(mailer.send({ to: 'ada@example.com', subject: 'x', text: 'x', category: 'x', key })).rejects.toThrow('message key');
    }
  });

  it('writes the extra headers and refuses ones that would replace its own', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, from);
    await mailer.send({ to: 'ada@example.com', subject: 'x', text: 'x', category: 'x', headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    expect((await readOutbox(outboxDir))[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await expect(mailer.send({ to: 'ada@example.com', subject: 'x', text: 'x', category: 'x', headers: { To: 'eve@example.com' } })).rejects.toThrow('cannot be set');
    await expect(mailer.send({ to: 'ada@example.com', subject: 'x', text: 'x', category: 'x', headers: { 'X-Bad': 'a\r\nBcc: eve@example.com' } })).rejects.toThrow('single line');
  });

  it('refuses a batch that cannot be written, as a MailRenderError, before writing any of its messages', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, from);
    const lastHeaderBroken = batch(['ada', 'bob', 'cy']);
    const cy = lastHeaderBroken.recipients[2]!;
    const broken: MailBatch[] = [
      { ...batch(['ada', 'bob']), subject: 'line1\nline2' },
      { ...batch(['ada', 'bob']), subject: 'Hello\r\nBcc: eve@example.com' },
      { ...lastHeaderBroken, recipients: [...lastHeaderBroken.recipients.slice(0, 2), { ...cy, headers: { 'List-Unsubscribe': '<a>\r\nBcc: eve@example.com' } }] },
    ];
    for (const unwritable of broken) {
      const failure = mailer.sendBatch(unwritable);
      await expect(failure).rejects.toBeInstanceOf(MailRenderError);
      await expect(failure).rejects.toThrow('must be a single line');
    }
    expect(existsSync(outboxDir) ? readdirSync(outboxDir) : []).toEqual([]);
  });

  it('sends a batch as one message per recipient with their own values and headers', async () => {
    const outboxDir = freshOutbox();
    const result = await new OutboxMailer(outboxDir, from).sendBatch(batch(['ada', 'bob', 'cy']));
    expect(result.recipients).toEqual([
      { key: 'ada', outcome: 'sent' },
      { key: 'bob', outcome: 'sent' },
      { key: 'cy', outcome: 'sent' },
    ]);
    const bob = (await readOutbox(outboxDir)).find((mail) => mail.headers['to'] === 'bob@example.com')!;
    expect(bob.headers['subject']).toBe('News for bob');
    expect(bob.headers['x-campaign-id']).toBe('c1');
    expect(bob.headers['list-unsubscribe']).toBe('<https://ai-navigator.example/u?k=bob>');
    expect(bob.text).toBe('Hello bob\nUnsubscribe: https://ai-navigator.example/u?k=bob');
    expect(bob.html).toContain('href="https://ai-navigator.example/u?k=bob"');
  });

  it('reports the recipients whose message was already there when a batch is sent again', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, from);
    await mailer.sendBatch(batch(['ada']));
    const again = await mailer.sendBatch(batch(['ada', 'bob']));
    expect(again.recipients).toEqual([
      { key: 'ada', outcome: 'duplicate' },
      { key: 'bob', outcome: 'sent' },
    ]);
    expect(readdirSync(outboxDir).sort()).toEqual(['ada.eml', 'bob.eml']);
  });

  it('sweeps the hidden temporary files a killed process left, once they are old', async () => {
    const outboxDir = freshOutbox();
    const mailer = new OutboxMailer(outboxDir, from);
    await mailer.send({ to: 'ada@example.com', subject: 'x', text: 'x', category: 'x', key: 'kept' });
    writeFileSync(join(outboxDir, '.old.eml.abc.tmp'), 'half a message');
    utimesSync(join(outboxDir, '.old.eml.abc.tmp'), new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    writeFileSync(join(outboxDir, '.young.eml.def.tmp'), 'being written');
    expect(await mailer.sweepTemporaryFiles()).toBe(1);
    expect(readdirSync(outboxDir).sort()).toEqual(['.young.eml.def.tmp', 'kept.eml']);
  });
});
