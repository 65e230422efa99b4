import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOutbox } from './eml-reader.js';
import { createMailer } from './mailer.factory.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SendGridMailer } from './sendgrid-mailer.js';

const root = mkdtempSync(join(tmpdir(), 'mailer-factory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const from = 'AI Navigator <hello@ai-navigator.example>';

describe('createMailer', () => {
  it('writes to the outbox when no SendGrid key is set', async () => {
    const outboxDir = join(root, 'outbox');
    const mailer = await createMailer({ outboxDir, from });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    const result = await mailer.send({ to: 'ada@example.com', subject: 'Hi', text: 'Hello', category: 'test' });
    expect(result.transport).toBe('outbox');
    expect((await readOutbox(outboxDir)).map((entry) => entry.headers['from'])).toEqual([from]);
  });

  it('names the sender and sends answers to the reply address when given', async () => {
    const outboxDir = join(root, 'named');
    const mailer = await createMailer({ outboxDir, from: 'newsletter@ai-navigator.example', fromName: 'AI Navigator', replyTo: 'hello@ai-navigator.example' });
    await mailer.send({ to: 'ada@example.com', subject: 'Hi', text: 'Hello', category: 'test' });
    const [mail] = await readOutbox(outboxDir);
    expect(mail!.headers['from']).toBe('AI Navigator <newsletter@ai-navigator.example>');
    expect(mail!.headers['reply-to']).toBe('hello@ai-navigator.example');
  });

  it('writes the bare address without a name, and no Reply-To without a reply address', async () => {
    const outboxDir = join(root, 'bare');
    const mailer = await createMailer({ outboxDir, from: 'newsletter@ai-navigator.example', fromName: ' ' });
    await mailer.send({ to: 'ada@example.com', subject: 'Hi', text: 'Hello', category: 'test' });
    const [mail] = await readOutbox(outboxDir);
    expect(mail!.headers['from']).toBe('newsletter@ai-navigator.example');
    expect(mail!.headers['reply-to']).toBeUndefined();
  });

  it('treats a blank SendGrid key as not set', async () => {
    expect(await createMailer({ sendgridApiKey: '   ', outboxDir: root, from })).toBeInstanceOf(OutboxMailer);
  });

  it('uses SendGrid when a key is set', async () => {
    expect(await createMailer({ sendgridApiKey: 'SG.key', outboxDir: root, from })).toBeInstanceOf(SendGridMailer);
  });
});
