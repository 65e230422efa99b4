import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { DomainError } from '../../core/errors/domain-errors.js';
import { UNSUBSCRIBED_REASON } from '../../contract/subscribers.vocabulary.js';
import { PersonDirectory } from '../people/person-directory.js';
import type { SubscriberState } from './subscriber.decider.js';
import { type LinkSubject, SubscriberLinks } from './subscriber-links.js';
import { SubscriberList } from './subscriber-list.js';
import { SubscriberStreams } from './subscriber-streams.js';
import type { SubscriberView } from './subscribers.projection.js';

export const INVALID_LINK =
  "This link has expired or is no longer valid. Ask for a new one and we'll email you a new link to manage your preferences.";

export const UNSUBSCRIBED_LINK = "You've unsubscribed from the newsletter, so this link no longer opens any preferences. You can subscribe again at any time.";

/** 410 for a genuine link of a subscription that was ended: the page says so and offers to subscribe again. */
const unsubscribedLink = () => new DomainError('gone', UNSUBSCRIBED_LINK, { reason: UNSUBSCRIBED_REASON });

/** 403 for a missing, forged, expired or superseded token: one answer, which the preferences page turns into "email me a new link". */
const invalidLink = () => new DomainError('forbidden', INVALID_LINK, { reason: 'link_expired' });

type LinkHolder = LinkSubject & { state: Exclude<SubscriberState, { status: 'none' } | { status: 'erased' }> };

/**
 * Who may read or change a subscription: the holder of an unexpired signed token issued for the
 * subscription the address currently has. An address alone proves nothing, and a token of an earlier
 * subscription of the same address (before an unsubscribe and a new signup, or an erasure) opens nothing.
 */
@Injectable()
export class SubscriberAccess {
  constructor(
    private readonly directory: PersonDirectory,
    private readonly streams: SubscriberStreams,
    private readonly subscribers: SubscriberList,
    private readonly links: SubscriberLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The subscription the token opens for this address, whatever its status; null when it opens none. */
  async holderOf(email: string, token: string | undefined): Promise<LinkHolder | null> {
    const subject = this.links.subjectOf(token, this.clock.now());
    if (!subject) return null;
    if ((await this.directory.find(email)) !== subject.subscriberId) return null;
    const state = await this.streams.state(subject.subscriberId);
    if (state.status === 'none' || state.status === 'erased' || state.linkEpoch !== subject.linkEpoch) return null;
    return { ...subject, state };
  }

  async authorise(email: string, token: string | undefined): Promise<SubscriberView> {
    const holder = await this.holderOf(email, token);
    if (!holder) throw invalidLink();
    if (holder.state.status === 'unsubscribed') throw unsubscribedLink();
    return this.subscribers.view(holder.subscriberId);
  }

  /** The current subscription of an address, when it is active: whom a requested link may be mailed for. */
  async activeSubscription(email: string): Promise<LinkSubject | null> {
    const subscriberId = await this.directory.find(email);
    if (!subscriberId) return null;
    const state = await this.streams.state(subscriberId);
    return state.status === 'active' ? { subscriberId, linkEpoch: state.linkEpoch } : null;
  }
}
