import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../core/events/event.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { SUBSCRIBERS_COLLECTION, type SubscriberView, subscribersProjection } from './subscribers.projection.js';

const SUBSCRIBER = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c001';
let position = 0;

const recorded = (type: string, data: Record<string, unknown>, occurredAt: string): RecordedEvent => ({
  id: `event-${++position}`,
  stream: `subscriber-${SUBSCRIBER}`,
  type,
  data: { subscriberId: SUBSCRIBER, ...data },
  metadata: { occurredAt, actor: 'visitor', correlationId: 'c', causationId: null, schemaVersion: 1 },
  revision: position - 1,
  position,
});

const signup = {
  email: 'reader@example.com',
  frequency: 'weekly',
  interests: ['ai-code'],
  customInterests: 'newsletters',
  source: 'dedicated_page',
  leadMagnet: null,
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
};

/** Given these events, then this document: folds them through the projection over an in-memory collection. */
const given = async (...events: RecordedEvent[]): Promise<SubscriberView | null> => {
  const documents = new Map<string, SubscriberView>();
  for (const event of events) {
    const changes: DocumentChange[] = await subscribersProjection.project(event, async (_collection, id) => documents.get(id) ?? null);
    for (const change of changes) {
      expect(change).toMatchObject({ kind: 'put', collection: SUBSCRIBERS_COLLECTION });
      if (change.kind === 'put') documents.set(String(change.document.id), change.document as SubscriberView);
    }
  }
  return documents.get(SUBSCRIBER) ?? null;
};

describe('subscribers projection', () => {
  it('lists a new subscriber as active with the signup fields', async () => {
    expect(await given(recorded('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'))).toEqual({
      id: SUBSCRIBER,
      ...signup,
      status: 'active',
      subscribedAt: '2026-01-01T08:00:00.000Z',
      updatedAt: '2026-01-01T08:00:00.000Z',
      emailsSent: 0,
    });
  });

  it('applies preference changes and counts emails sent, not failed ones', async () => {
    const view = await given(
      recorded('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      recorded('SubscriberEmailSent', { category: 'lead-magnet-guide', transport: 'outbox', reference: 'x' }, '2026-01-01T08:00:01.000Z'),
      recorded('SubscriberEmailFailed', { category: 'weekly', reason: 'bounced' }, '2026-01-02T08:00:00.000Z'),
      recorded('SubscriberPreferencesChanged', { frequency: 'daily', interests: ['AI Marketing'], customInterests: null }, '2026-01-03T08:00:00.000Z'),
    );
    expect(view).toMatchObject({ frequency: 'daily', interests: ['AI Marketing'], customInterests: null, emailsSent: 1, updatedAt: '2026-01-03T08:00:00.000Z' });
  });

  it('keeps the email count and takes the new signup when someone who unsubscribed comes back', async () => {
    const view = await given(
      recorded('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      recorded('SubscriberEmailSent', { category: 'weekly', transport: 'outbox', reference: 'x' }, '2026-01-05T08:00:00.000Z'),
      recorded('SubscriberUnsubscribed', { via: 'link' }, '2026-02-01T08:00:00.000Z'),
      recorded('SubscriberResubscribed', { ...signup, frequency: 'daily', source: 'website' }, '2026-03-01T08:00:00.000Z'),
    );
    expect(view).toMatchObject({ status: 'active', frequency: 'daily', source: 'website', emailsSent: 1, subscribedAt: '2026-03-01T08:00:00.000Z' });
  });

  it('keeps an erased person as a row without any personal field', async () => {
    const view = await given(
      recorded('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      recorded('SubscriberErased', { requestId: null }, '2026-04-01T08:00:00.000Z'),
    );
    expect(view).toMatchObject({ status: 'erased', email: null, customInterests: null, utmSource: null, utmMedium: null, utmCampaign: null });
  });

  it('ignores changes for a subscriber it never saw', async () => {
    expect(await given(recorded('SubscriberPreferencesChanged', { frequency: 'daily', interests: [], customInterests: null }, '2026-01-01T08:00:00.000Z'))).toBeNull();
  });
});
