import { describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { ANALYTICS_PROJECTION } from '../features/analytics/analytics.projection.js';
import { AUDIENCE_PROJECTION } from '../features/email/audience/audience.projection.js';
import { ReplayReadModels } from '../features/operations/replay/replay-read-models.js';
import { PersonDirectory } from '../features/people/person-directory.js';
import type { Signup } from '../features/subscribers/subscriber.decider.js';
import { subscriberStream } from '../features/subscribers/subscriber.events.js';
import { SubscriberStreams } from '../features/subscribers/subscriber-streams.js';
import { SUBSCRIBERS_PROJECTION } from '../features/subscribers/subscribers.projection.js';
import { sharedTestApp } from './test-app.js';

/** The batch write path of the CSV import (SubscriberStreams.importMany), through the API and beside concurrent signups. */
const shared = sharedTestApp();

type Row = { id: string; email: string | null; status: string };
type Answer = { created: number; duplicates: number; skipped: number };

const addresses = (prefix: string, from: number, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${from + index}@example.com`);
const importRows = async (emails: string[]): Promise<Answer> =>
  (await shared.admin.post('/api/subscribers/bulk').send({ subscribers: emails.map((email) => ({ email, frequency: 'weekly', interests: ['business'] })) }).expect(201)).body;
const rowsOf = async (prefix: string): Promise<Row[]> =>
  ((await shared.admin.get('/api/subscribers').expect(200)).body as Row[]).filter((row) => row.email?.startsWith(`${prefix}-`));
const signup = (email: string): Signup => ({
  email,
  frequency: 'weekly',
  interests: [],
  customInterests: null,
  source: 'footer',
  leadMagnet: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
});
/** Every SubscriberSubscribed in the log for this address (read back, decrypted). */
const subscriptionsOf = async (email: string) =>
  (await shared.app.core.log.readAll(0, 1_000_000)).filter((event) => event.type === 'SubscriberSubscribed' && 'data' in event && event.data['email'] === email);

describe('the CSV import, in waves of many rows', () => {
  it('counts repeats within a chunk and rows of an earlier chunk as duplicates over several waves, and creates each address once', async () => {
    const first = addresses('wave', 0, 2400);
    expect(await importRows([...first, ...first.slice(0, 100)])).toEqual({ created: 2400, duplicates: 100, skipped: 0 });
    expect(await importRows(addresses('wave', 1200, 2400))).toEqual({ created: 1200, duplicates: 1200, skipped: 0 });
    const rows = await rowsOf('wave');
    expect(rows).toHaveLength(3600);
    expect(new Set(rows.map((row) => row.email)).size).toBe(3600);
    // New people get time-ordered ids (UUIDv7).
    expect(rows.every((row) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(row.id))).toBe(true);
  });

  it('skips an address that unsubscribed, and a retried chunk creates nothing and changes nothing', async () => {
    const { body } = await shared.app.http().post('/api/subscribers').send({ email: 'retry-gone@example.com', frequency: 'weekly', interests: [] }).expect(201);
    await shared.app.http().delete('/api/unsubscribe/retry-gone@example.com').set('X-Subscriber-Token', body.token).expect(200);
    const chunk = [...addresses('retry', 0, 1500), 'retry-gone@example.com'];
    expect(await importRows(chunk)).toEqual({ created: 1500, duplicates: 0, skipped: 1 });
    const events = await shared.app.eventCount();
    expect(await importRows(chunk)).toEqual({ created: 0, duplicates: 1500, skipped: 1 });
    expect(await shared.app.eventCount()).toBe(events);
    expect((await rowsOf('retry')).find((row) => row.email === 'retry-gone@example.com')?.status).toBe('unsubscribed');
  });

  it.each([
    ['the signup', 'race-a@example.com'],
    ['the import', 'race-b@example.com'],
  ])('leaves one person and one subscription when %s of an address being imported starts first', async (first, email) => {
    const streams = shared.app.app.get(SubscriberStreams, { strict: false });
    const directory = shared.app.app.get(PersonDirectory, { strict: false });
    const single = () => streams.subscribe(signup(email), { actor: 'visitor' });
    const batch = () => streams.importMany([signup(`${email}.other`), signup(email)], { actor: 'admin' });
    // Started in the same turn: both read the address as unknown before either link is written.
    const [signedUp, imported] =
      first === 'the signup'
        ? await Promise.allSettled([single(), batch()])
        : await Promise.allSettled([batch(), single()]).then(([batchOutcome, singleOutcome]) => [singleOutcome, batchOutcome] as const);
    if (imported.status !== 'fulfilled') throw imported.reason;
    const outcome = imported.value[1].outcome;
    if (signedUp.status === 'fulfilled') expect(outcome).toBe('duplicate');
    else expect([outcome, (signedUp.reason as Error).message]).toEqual(['created', 'Email already subscribed']);
    const personId = await directory.find(email);
    expect(personId).not.toBeNull();
    const subscriptions = await subscriptionsOf(email);
    expect(subscriptions.map((event) => event.stream)).toEqual([subscriberStream(personId!)]);
    expect((await streams.state(personId!)).status).toBe('active');
  });

  it('leaves read models that a rebuild from the events gives again: no drift in the list, the audience or the analytics', async () => {
    await shared.app.core.engine.waitFor(await shared.app.core.log.headPosition());
    const { reports } = await shared.app.app.get(CommandBus).execute(new ReplayReadModels([SUBSCRIBERS_PROJECTION, AUDIENCE_PROJECTION, ANALYTICS_PROJECTION]));
    expect(reports.map((report) => [report.projection, report.compared, report.drift])).toEqual([
      [SUBSCRIBERS_PROJECTION, true, 0],
      [AUDIENCE_PROJECTION, true, 0],
      [ANALYTICS_PROJECTION, true, 0],
    ]);
  });
});
