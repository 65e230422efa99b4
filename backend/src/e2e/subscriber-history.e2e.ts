import { describe, expect, it } from '@jest/globals';
import type { HistoryEntry, Subscriber } from '../contract/subscribers.contract.js';
import { settled } from './email-support.js';
import { sharedTestApp } from './test-app.js';

const shared = sharedTestApp();

const signUp = async (email: string): Promise<string> =>
  (await shared.app.http().post('/api/subscribers').send({ email, frequency: 'weekly', interests: [] }).expect(201)).body.subscriber.id;

/** Resolves once every read model shows every event written so far. */
const caughtUp = async () => shared.app.core.engine.waitFor(await shared.app.core.log.headPosition());

const historyOf = async (id: string): Promise<HistoryEntry[]> => (await shared.admin.get(`/api/admin/subscribers/${id}/history`).expect(200)).body;
const rowOf = async (id: string): Promise<Subscriber> =>
  ((await shared.admin.get('/api/subscribers').expect(200)).body as Subscriber[]).find((row) => row.id === id)!;

/** The mails a history says reached the address: the subscriber's own and the campaigns'. */
const mailsSentIn = (history: HistoryEntry[]) => history.filter((entry) => entry.type === 'SubscriberEmailSent' || entry.type === 'CampaignMailSent').length;

describe("a subscriber's history of campaign mail", () => {
  let stays: string;
  let left: string;
  let campaignId: string;

  it('lists a manual campaign delivered to one recipient and skipping the other, who left, with the admin as actor', async () => {
    stays = await signUp('stays@example.com');
    left = await signUp('left@example.com');
    await settled(shared.app);
    await shared.admin.post(`/api/admin/subscribers/${left}/unsubscribe`).expect(200);
    const sent = await shared.admin.post('/api/admin/send-email').send({ subject: 'Spring news', content: 'Hello', subscriberIds: [stays, left] }).expect(200);
    expect(sent.body).toMatchObject({ sentCount: 1, skippedCount: 1, status: 'completed' });
    campaignId = sent.body.campaignId;
    await settled(shared.app);
    await caughtUp();

    const history = await historyOf(stays);
    expect(history.map((entry) => [entry.type, entry.actor])).toEqual([
      ['SubscriberSubscribed', 'visitor'],
      ['SubscriberEmailSent', 'visitor'],
      ['CampaignMailSent', 'admin'],
    ]);
    expect(history.at(-1)).toEqual({
      position: expect.any(Number),
      revision: expect.any(Number),
      type: 'CampaignMailSent',
      actor: 'admin',
      occurredAt: expect.any(String),
      correlationId: expect.any(String),
      details: { campaignId, batch: 0, kind: 'manual', subject: 'Spring news', frequency: null, newsletterDate: null, reason: null },
    });
    const positions = history.map((entry) => entry.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const skipped = await historyOf(left);
    expect(skipped.map((entry) => [entry.type, entry.actor, entry.details.reason])).toEqual([
      ['SubscriberSubscribed', 'visitor', undefined],
      ['SubscriberEmailSent', 'visitor', undefined],
      ['SubscriberUnsubscribed', 'admin', undefined],
      ['CampaignMailSkipped', 'admin', 'unsubscribed'],
    ]);
    expect(JSON.stringify([history, skipped])).not.toMatch(/@example\.com/);
  });

  it("agrees with the row's count of emails sent", async () => {
    for (const [id, count] of [
      [stays, 2],
      [left, 1],
    ] as const) {
      expect((await rowOf(id)).emailsSent).toBe(count);
      expect(mailsSentIn(await historyOf(id))).toBe(count);
    }
  });

  it('still answers once the subscriber is erased, the campaign entry included and no address', async () => {
    await shared.admin.delete(`/api/admin/subscribers/${stays}`).expect(200);
    await caughtUp();
    const history = await historyOf(stays);
    expect(history.map((entry) => entry.type)).toEqual(['SubscriberSubscribed', 'SubscriberEmailSent', 'CampaignMailSent', 'SubscriberErased']);
    expect(history[2]!.details).toMatchObject({ campaignId, subject: 'Spring news' });
    expect(JSON.stringify(history)).not.toMatch(/stays/);
    expect(mailsSentIn(history)).toBe((await rowOf(stays)).emailsSent);
  });
});

describe("a subscriber's history of preference changes", () => {
  it('says whether the interests description changed, never what it says', async () => {
    const signup = await shared.app.http().post('/api/subscribers').send({ email: 'describes@example.com', frequency: 'weekly', interests: ['business'] }).expect(201);
    const { id } = signup.body.subscriber as Subscriber;
    const save = (customInterests: string) =>
      shared.app
        .http()
        .put('/api/subscribers/describes@example.com')
        .set('X-Subscriber-Token', signup.body.token)
        .send({ frequency: 'weekly', interests: ['business'], customInterests })
        .expect(200);
    await save('');
    await save('robotics');
    await save('robotics');
    await save('drones');
    await caughtUp();

    const changes = (await historyOf(id)).filter((entry) => entry.type === 'SubscriberPreferencesChanged');
    expect(changes.map((entry) => entry.details.customInterestsChanged)).toEqual([false, true, false, true]);
    expect(JSON.stringify(changes)).not.toMatch(/robotics|drones/);
  });
});
