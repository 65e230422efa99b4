import type { SubscriberView } from '../../subscribers/subscribers.projection.js';
import type { SkipReason } from '../campaigns/campaign.events.js';

type Reachability = { status: SubscriberView['status']; suppressed: boolean };

export const reachabilityOf = (subscriber: SubscriberView): Reachability => ({ status: subscriber.status, suppressed: subscriber.suppression !== null });

/**
 * The one rule of who may receive a newsletter or campaign: a confirmed, active subscription and an
 * address the mail provider has not reported. Null when eligible, otherwise why not. The audience
 * read model counts with it and the sender checks it again for each recipient just before sending.
 */
export const whyNotEligible = (subscriber: Reachability | null): SkipReason | null => {
  if (!subscriber) return 'unknown';
  switch (subscriber.status) {
    case 'erased':
      return 'erased';
    case 'unsubscribed':
      return 'unsubscribed';
    case 'pending':
      return 'unconfirmed';
    case 'active':
      return subscriber.suppressed ? 'suppressed' : null;
  }
};
