import { z } from 'zod';
import { FREQUENCIES, LEAD_MAGNETS } from '../../contract/subscribers.vocabulary.js';
import { defineEvent, type EventOf } from '../../core/events/event-type.js';

const preferences = {
  frequency: z.enum(FREQUENCIES),
  interests: z.array(z.string()),
  customInterests: z.string().nullable(),
};

const signup = {
  subscriberId: z.string().uuid(),
  email: z.string(),
  ...preferences,
  source: z.string(),
  leadMagnet: z.enum(LEAD_MAGNETS).nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
};

/**
 * Sealed with the person's key: the address and every free-text field a visitor can fill (the utm
 * values come from links anyone can write). Interests, source and lead magnet are closed lists.
 * Once the person is erased these read back as null (the log makes them nullable on read).
 */
const signupPersonalData = { subjectField: 'subscriberId', fields: ['email', 'customInterests', 'utmSource', 'utmMedium', 'utmCampaign'] } as const;

export const SubscriberSubscribed = defineEvent({
  type: 'SubscriberSubscribed',
  schemaVersion: 1,
  schema: z.object(signup),
  personalData: signupPersonalData,
});

export const SubscriberResubscribed = defineEvent({
  type: 'SubscriberResubscribed',
  schemaVersion: 1,
  schema: z.object(signup),
  personalData: signupPersonalData,
});

export const SubscriberPreferencesChanged = defineEvent({
  type: 'SubscriberPreferencesChanged',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string().uuid(), ...preferences }),
  personalData: { subjectField: 'subscriberId', fields: ['customInterests'] },
});

export const SubscriberUnsubscribed = defineEvent({
  type: 'SubscriberUnsubscribed',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string().uuid(), via: z.enum(['link', 'admin']) }),
});

export const SubscriberErased = defineEvent({
  type: 'SubscriberErased',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string().uuid(), requestId: z.string().uuid().nullable() }),
});

export const SubscriberEmailSent = defineEvent({
  type: 'SubscriberEmailSent',
  schemaVersion: 1,
  schema: z.object({
    subscriberId: z.string().uuid(),
    category: z.string(),
    transport: z.enum(['outbox', 'sendgrid']),
    reference: z.string(),
    /** The message's key (`MailMessage.key`) when it had one: a keyed mail already recorded is not sent again. */
    key: z.string().optional(),
  }),
});

export const SubscriberEmailFailed = defineEvent({
  type: 'SubscriberEmailFailed',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string().uuid(), category: z.string(), reason: z.string() }),
});

/** Double opt-in: written with the signup when DOUBLE_OPT_IN is on; no newsletter goes out until confirmed. */
export const SubscriberAwaitingConfirmation = defineEvent({
  type: 'SubscriberAwaitingConfirmation',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string().uuid() }),
});

export const SubscriberConfirmed = defineEvent({
  type: 'SubscriberConfirmed',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string().uuid() }),
});

export const SUBSCRIBER_EVENT_TYPES = [
  SubscriberSubscribed,
  SubscriberResubscribed,
  SubscriberPreferencesChanged,
  SubscriberUnsubscribed,
  SubscriberErased,
  SubscriberEmailSent,
  SubscriberEmailFailed,
  SubscriberAwaitingConfirmation,
  SubscriberConfirmed,
] as const;

/** A subscriber event as the decider writes it. */
export type SubscriberEvent = EventOf<(typeof SUBSCRIBER_EVENT_TYPES)[number]>;

export const subscriberStream = (subscriberId: string) => `subscriber-${subscriberId}`;
