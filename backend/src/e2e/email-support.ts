import { join } from 'node:path';
import type request from 'supertest';
import type { Clock } from '../core/clock.js';
import { type OutboxEntry, readOutbox } from '../core/mail/eml-reader.js';
import { CampaignRunner } from '../features/email/campaigns/campaign-runner.js';
import { SubscriberMail } from '../features/subscribers/subscriber-mail.js';
import type { TestApp } from './test-app.js';

/** A clock the test moves: the schedule's dates, send times and expiries follow it. */
export const movableClock = (start: string) => {
  let now = new Date(start);
  const clock: Clock = { now: () => new Date(now) };
  return {
    clock,
    set: (instant: string) => {
      now = new Date(instant);
    },
  };
};

type Agent = ReturnType<typeof request.agent>;

/** Imports subscribers through the admin's bulk import (no welcome mails) and answers their ids in order. */
export const importSubscribers = async (admin: Agent, emails: string[], frequency = 'daily'): Promise<string[]> => {
  await admin
    .post('/api/subscribers/bulk')
    .send({ subscribers: emails.map((email) => ({ email, frequency, interests: ['finance'] })) })
    .expect(201);
  const list = (await admin.get('/api/subscribers').expect(200)).body as Array<{ id: string; email: string }>;
  return emails.map((email) => list.find((row) => row.email === email)!.id);
};

/** Every mail in the app's outbox, parsed. */
export const outboxOf = (app: TestApp): Promise<OutboxEntry[]> => readOutbox(join(app.dataDir, 'outbox'));

/** Resolves once every campaign and background mail of the app is done (waits on the work itself, not a timer). */
export const settled = async (app: TestApp): Promise<void> => {
  await app.app.get(CampaignRunner, { strict: false }).idle();
  await app.app.get(SubscriberMail, { strict: false }).idle();
};

/** The signed link of a mail's text part whose line starts with `label`. */
export const linkIn = (mail: OutboxEntry, label: string): URL => {
  const line = mail.text.split('\n').find((candidate) => candidate.startsWith(`${label}: `));
  if (!line) throw new Error(`No "${label}" link in the mail`);
  return new URL(line.slice(label.length + 2));
};
