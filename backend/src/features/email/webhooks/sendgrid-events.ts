import { z } from 'zod';
import type { SuppressionReason } from '../../subscribers/suppression.events.js';

/** At most this many events in one webhook call (SendGrid batches by size and time; a few thousand at most). */
export const MAX_WEBHOOK_EVENTS = 10_000;

/** The fields of a SendGrid event this site reads; the rest (custom args, ids, ...) passes through untouched. */
const eventSchema = z.looseObject({
  email: z.string().max(320),
  event: z.string().max(40),
  timestamp: z.number().int().nonnegative(),
  sg_event_id: z.string().max(200).optional(),
  /** On a bounce: 'bounce' (the address does not take mail) or 'blocked' (refused this time). */
  type: z.string().max(40).optional(),
});

export const webhookPayloadSchema = z.array(eventSchema, { error: 'must be a list of SendGrid events' }).max(MAX_WEBHOOK_EVENTS, `may hold at most ${MAX_WEBHOOK_EVENTS} events`);

export type SendGridEvent = z.infer<typeof eventSchema>;

/**
 * The events that stop all mail to an address: a bounce (except a temporary block, which SendGrid
 * itself does not suppress either), a drop, a spam report. Opens, clicks, deliveries are not kept.
 */
export const suppressionReasonOf = (event: SendGridEvent): SuppressionReason | null => {
  switch (event.event) {
    case 'bounce':
      return event.type === 'blocked' ? null : 'bounce';
    case 'dropped':
      return 'dropped';
    case 'spamreport':
      return 'spamreport';
    default:
      return null;
  }
};
