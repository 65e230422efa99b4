import type { Subscriber } from '@contract/subscribers.contract';
import type { Recipient } from '../../shared/recipient-selection';

/** Only active subscribers with an address the provider has not reported can receive mail, so only they can be picked. */
export const recipientOf = (subscriber: Subscriber): Recipient | null =>
  subscriber.status === 'active' && subscriber.email && !subscriber.suppression ? { id: subscriber.id, email: subscriber.email } : null;
