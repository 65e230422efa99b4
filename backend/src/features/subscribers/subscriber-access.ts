import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors/domain-errors.js';
import { PersonDirectory } from '../people/person-directory.js';
import { SUBSCRIBER_NOT_FOUND } from './subscriber.decider.js';
import { SubscriberLinks } from './subscriber-links.js';
import { SubscriberList } from './subscriber-list.js';
import { isSubscribed, type SubscriberView } from './subscribers.projection.js';

export const INVALID_LINK = 'A valid link is required to manage preferences';

/**
 * Who may read or change a subscription: the holder of the signed token issued to that person (in
 * the signup answer and every email link). An address alone proves nothing.
 */
@Injectable()
export class SubscriberAccess {
  constructor(
    private readonly directory: PersonDirectory,
    private readonly subscribers: SubscriberList,
    private readonly links: SubscriberLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The id the token was issued for, when it is valid; null otherwise. */
  tokenSubject(token: string | undefined): string | null {
    return this.links.subjectOf(token, this.clock.now());
  }

  async authorise(email: string, token: string | undefined): Promise<SubscriberView> {
    const tokenSubject = this.tokenSubject(token);
    if (!tokenSubject) throw forbidden(INVALID_LINK);
    const subscriberId = await this.directory.find(email);
    if (subscriberId !== tokenSubject) throw forbidden(INVALID_LINK);
    const subscriber = await this.subscribers.view(subscriberId);
    if (!isSubscribed(subscriber)) throw notFound(SUBSCRIBER_NOT_FOUND);
    return subscriber;
  }
}
