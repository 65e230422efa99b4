import { z } from 'zod';
import { SUPPRESSION_REASONS } from '../../contract/email.vocabulary.js';
import { defineEvent, type EventOf } from '../../core/events/event-type.js';

export type { SuppressionReason } from '../../contract/email.vocabulary.js';

/**
 * One stream per person, apart from the subscription, because anyone can be suppressed: a subscriber,
 * or an address that only ever got a single mail from the admin. `subscriberId` is the person id.
 */
export const suppressionStream = (personId: string) => `suppression-${personId}`;

export const AddressSuppressed = defineEvent({
  type: 'AddressSuppressed',
  schemaVersion: 1,
  schema: z.object({
    subscriberId: z.string().uuid(),
    reason: z.enum(SUPPRESSION_REASONS),
    /** The provider's event id (SendGrid sg_event_id), so a re-delivered webhook is recognised. */
    providerEventId: z.string().nullable(),
    /** When the provider saw it happen. */
    reportedAt: z.string(),
  }),
});

export const SUPPRESSION_EVENT_TYPES = [AddressSuppressed] as const;

export type SuppressionEvent = EventOf<typeof AddressSuppressed>;
