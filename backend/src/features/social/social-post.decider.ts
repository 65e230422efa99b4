import { type Decider, unhandled } from '../../core/commands/decider.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import type { EventData } from '../../core/events/event-type.js';
import { SOCIAL_POST_EVENT_TYPES, type SocialPostDispatched } from './social.events.js';

/**
 * How long a dispatched post counts as in flight: longer than the calls it takes (two Threads calls of
 * at most 15 s each). Past it, an attempt without an outcome had its answer lost (or its process
 * died), and the platform is asked whether it published it before anything is sent again.
 */
export const POST_IN_FLIGHT_MS = 60_000;

export const POST_IN_FLIGHT_MESSAGE = 'This post is being sent right now; try again in a minute';

export type SocialPostState =
  | { status: 'none' }
  | { status: 'pending'; attempt: number; dispatchedAt: string; connectionId: string }
  | { status: 'failed'; attempt: number }
  | { status: 'posted'; attempt: number; postId: string };

type Dispatch = Omit<EventData<typeof SocialPostDispatched>, 'attempt' | 'dispatchedAt'>;
type PostKey = Pick<Dispatch, 'key' | 'platform'>;

export type SocialPostCommand =
  /**
   * Send (again). `lostAttempt`: the pending attempt the handler looked up on the platform without
   * finding it; only then may a stale pending attempt be replaced by a new one.
   */
  | { type: 'Dispatch'; post: Dispatch; now: Date; lostAttempt: number | null }
  | { type: 'RecordPublished'; post: PostKey; attempt: number; postId: string; recovered: boolean }
  | { type: 'RecordFailed'; post: PostKey; attempt: number; failure: string; reason: string };

/** Whether a pending attempt is still within its time to answer. */
export const inFlight = (state: SocialPostState, now: Date) =>
  state.status === 'pending' && now.getTime() - Date.parse(state.dispatchedAt) < POST_IN_FLIGHT_MS;

/**
 * One stream per post key: a post is dispatched, then published or failed. A published post is never
 * sent again (the same key decides nothing); a failed one may be tried again; a pending one is
 * refused while in flight and replaced only once the platform was found not to hold it. Outcomes are
 * recorded for the attempt they answer, once.
 */
export const socialPostDecider: Decider<SocialPostCommand, SocialPostState, typeof SOCIAL_POST_EVENT_TYPES> = {
  events: SOCIAL_POST_EVENT_TYPES,
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SocialPostDispatched':
        return { status: 'pending', attempt: event.data.attempt, dispatchedAt: event.data.dispatchedAt, connectionId: event.data.connectionId };
      case 'SocialPostPublished':
        return { status: 'posted', attempt: event.data.attempt, postId: event.data.postId };
      case 'SocialPostFailed':
        return { status: 'failed', attempt: event.data.attempt };
      default:
        return unhandled('event', event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Dispatch': {
        if (state.status === 'posted') return [];
        if (state.status === 'pending' && (inFlight(state, command.now) || command.lostAttempt !== state.attempt)) throw illegalState(POST_IN_FLIGHT_MESSAGE);
        const attempt = state.status === 'none' ? 1 : state.attempt + 1;
        return [{ type: 'SocialPostDispatched', data: { ...command.post, attempt, dispatchedAt: command.now.toISOString() } }];
      }
      case 'RecordPublished': {
        if (state.status !== 'pending' || state.attempt !== command.attempt) return [];
        const { key, platform } = command.post;
        return [{ type: 'SocialPostPublished', data: { key, platform, attempt: command.attempt, postId: command.postId, recovered: command.recovered } }];
      }
      case 'RecordFailed':
        if (state.status !== 'pending' || state.attempt !== command.attempt) return [];
        return [{ type: 'SocialPostFailed', data: { key: command.post.key, platform: command.post.platform, attempt: command.attempt, failure: command.failure, reason: command.reason } }];
      default:
        return unhandled('command', command);
    }
  },
};
