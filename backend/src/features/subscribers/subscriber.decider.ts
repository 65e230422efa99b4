import { type Decider, unhandled } from '../../core/commands/decider.js';
import { illegalState, notFound } from '../../core/errors/domain-errors.js';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  canErase,
  canUnsubscribe,
  type Frequency,
  isSubscribed,
  type LeadMagnet,
  type SubscriberStatus,
} from '../../contract/subscribers.vocabulary.js';
import { SUBSCRIBER_EVENT_TYPES } from './subscriber.events.js';

export type Preferences = { frequency: Frequency; interests: string[]; customInterests: string | null };

export type Signup = Preferences & {
  email: string;
  source: string;
  leadMagnet: LeadMagnet | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/**
 * `linkEpoch` numbers the person's subscriptions: 1 for the first signup, one more for each
 * resubscribe. Every link token carries the epoch it was issued for, so a resubscribe revokes the
 * links of the earlier subscription, and an erased person has no epoch at all. It is derived from the
 * events, so a rebuild or another instance arrives at the same number.
 */
export type SubscriberState =
  | { status: 'none' }
  | { status: 'active'; preferences: Preferences; linkEpoch: number; confirmed: boolean }
  | { status: 'unsubscribed'; preferences: Preferences; linkEpoch: number }
  | { status: 'erased' };

export type SubscriberCommand =
  /** `requireConfirmation`: double opt-in, the subscriber gets no newsletter until they confirm. */
  | { type: 'Subscribe'; subscriberId: string; signup: Signup; requireConfirmation?: boolean }
  | { type: 'Confirm'; subscriberId: string }
  /** The admin's import: subscribes someone new, and leaves alone whoever is subscribed or chose to leave. */
  | { type: 'Import'; subscriberId: string; signup: Signup }
  | { type: 'ChangePreferences'; subscriberId: string; preferences: Preferences }
  | { type: 'Unsubscribe'; subscriberId: string; via: 'link' | 'admin' }
  | { type: 'Erase'; subscriberId: string; requestId: string | null }
  | { type: 'RecordEmailSent'; subscriberId: string; category: string; transport: 'outbox' | 'sendgrid'; reference: string; key?: string }
  | { type: 'RecordEmailFailed'; subscriberId: string; category: string; reason: string };

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';

/** The status the admin's list shows for this state (null: no such subscriber), so the contract's rules apply to it. */
export const statusOf = (state: SubscriberState): SubscriberStatus | null => {
  if (state.status === 'none') return null;
  if (state.status === 'active') return state.confirmed ? 'active' : 'pending';
  return state.status;
};

type SubscriberDecider = Decider<SubscriberCommand, SubscriberState, typeof SUBSCRIBER_EVENT_TYPES>;

const preferencesOf = (data: Preferences): Preferences => ({
  frequency: data.frequency,
  interests: data.interests,
  customInterests: data.customInterests,
});

const decide: SubscriberDecider['decide'] = (command, state) => {
  const { subscriberId } = command;
  switch (command.type) {
    case 'Subscribe':
      if (state.status === 'active') throw illegalState(ALREADY_SUBSCRIBED_MESSAGE);
      if (state.status === 'erased') throw illegalState('This subscriber was erased');
      return [
        {
          type: state.status === 'none' ? 'SubscriberSubscribed' : 'SubscriberResubscribed',
          data: { subscriberId, ...command.signup },
        },
        ...(command.requireConfirmation ? [{ type: 'SubscriberAwaitingConfirmation' as const, data: { subscriberId } }] : []),
      ];
    case 'Confirm':
      if (state.status !== 'active') throw notFound(SUBSCRIBER_NOT_FOUND);
      return state.confirmed ? [] : [{ type: 'SubscriberConfirmed', data: { subscriberId } }];
    case 'Import':
      return state.status === 'none' ? [{ type: 'SubscriberSubscribed', data: { subscriberId, ...command.signup } }] : [];
    case 'ChangePreferences': {
      const status = statusOf(state);
      if (status === null || status === 'erased') throw notFound(SUBSCRIBER_NOT_FOUND);
      if (!isSubscribed(status)) throw illegalState('This address is unsubscribed; subscribe again to set preferences');
      return [{ type: 'SubscriberPreferencesChanged', data: { subscriberId, ...command.preferences } }];
    }
    case 'Unsubscribe': {
      const status = statusOf(state);
      if (status === null || status === 'erased') throw notFound(SUBSCRIBER_NOT_FOUND);
      return canUnsubscribe(status) ? [{ type: 'SubscriberUnsubscribed', data: { subscriberId, via: command.via } }] : [];
    }
    case 'Erase': {
      const status = statusOf(state);
      return status !== null && canErase(status) ? [{ type: 'SubscriberErased', data: { subscriberId, requestId: command.requestId } }] : [];
    }
    case 'RecordEmailSent': {
      const { category, transport, reference, key } = command;
      return [{ type: 'SubscriberEmailSent', data: { subscriberId, category, transport, reference, ...(key === undefined ? {} : { key }) } }];
    }
    case 'RecordEmailFailed':
      return [{ type: 'SubscriberEmailFailed', data: { subscriberId, category: command.category, reason: command.reason } }];
    default:
      return unhandled('command', command);
  }
};

const linkEpochOf = (state: SubscriberState): number => (state.status === 'active' || state.status === 'unsubscribed' ? state.linkEpoch : 0);

const evolve: SubscriberDecider['evolve'] = (state, event) => {
  switch (event.type) {
    case 'SubscriberSubscribed':
    case 'SubscriberResubscribed':
      return { status: 'active', preferences: preferencesOf(event.data), linkEpoch: linkEpochOf(state) + 1, confirmed: true };
    case 'SubscriberAwaitingConfirmation':
      return state.status === 'active' ? { ...state, confirmed: false } : state;
    case 'SubscriberConfirmed':
      return state.status === 'active' ? { ...state, confirmed: true } : state;
    case 'SubscriberPreferencesChanged':
      return state.status === 'active' ? { ...state, preferences: preferencesOf(event.data) } : state;
    case 'SubscriberUnsubscribed':
      return state.status === 'active' ? { status: 'unsubscribed', preferences: state.preferences, linkEpoch: state.linkEpoch } : state;
    case 'SubscriberErased':
      return { status: 'erased' };
    case 'SubscriberEmailSent':
    case 'SubscriberEmailFailed':
      return state;
    default:
      return unhandled('event', event);
  }
};

export const subscriberDecider: SubscriberDecider = {
  events: SUBSCRIBER_EVENT_TYPES,
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
