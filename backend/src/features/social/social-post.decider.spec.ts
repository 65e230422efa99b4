import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { POST_IN_FLIGHT_MESSAGE, POST_IN_FLIGHT_MS, socialPostDecider } from './social-post.decider.js';

const key = 'facebook-test-0123456789abcdef';
const connectionId = '0190f1c2-0000-7000-8000-000000000001';
const post = { key, platform: 'facebook' as const, connectionId, target: 'test' as const, blogPostId: null, operator: 'admin' };
const at = new Date('2026-01-05T08:00:00.000Z');
const later = (milliseconds: number) => new Date(at.getTime() + milliseconds);
const dispatched = (attempt = 1, when = at) => ({ type: 'SocialPostDispatched' as const, data: { ...post, attempt, dispatchedAt: when.toISOString() } });
const published = (attempt = 1, recovered = false) => ({ type: 'SocialPostPublished' as const, data: { key, platform: 'facebook' as const, attempt, postId: '111_222', recovered } });
const failed = (attempt = 1) => ({ type: 'SocialPostFailed' as const, data: { key, platform: 'facebook' as const, attempt, failure: 'request_rejected', reason: 'Facebook failed: Duplicate status message' } });
const dispatch = (now: Date, lostAttempt: number | null = null) => ({ type: 'Dispatch' as const, post, now, lostAttempt });
const recordPublished = (attempt = 1, recovered = false) => ({ type: 'RecordPublished' as const, post: { key, platform: 'facebook' as const }, attempt, postId: '111_222', recovered });
const recordFailed = (attempt = 1) => ({ type: 'RecordFailed' as const, post: { key, platform: 'facebook' as const }, attempt, failure: 'request_rejected', reason: 'Facebook failed: Duplicate status message' });
const spec = deciderSpec(socialPostDecider);

describe('social post decider', () => {
  describe('dispatching', () => {
    it('dispatches a new post as its first attempt, recording when', () => {
      spec.given([]).when(dispatch(at)).then([dispatched(1)]);
    });

    it('never sends a published post again', () => {
      spec.given([dispatched(), published()]).when(dispatch(later(1000))).then([]);
    });

    it('tries a failed post again as the next attempt', () => {
      spec.given([dispatched(), failed()]).when(dispatch(later(5000))).then([dispatched(2, later(5000))]);
    });

    it('refuses a post still in flight, even when told it was looked up', () => {
      spec.given([dispatched()]).when(dispatch(later(POST_IN_FLIGHT_MS - 1))).thenThrows(POST_IN_FLIGHT_MESSAGE);
      spec.given([dispatched()]).when(dispatch(later(POST_IN_FLIGHT_MS - 1), 1)).thenThrows(POST_IN_FLIGHT_MESSAGE);
    });

    it('replaces a lost attempt only once the platform was found not to hold it', () => {
      spec.given([dispatched()]).when(dispatch(later(POST_IN_FLIGHT_MS))).thenThrows(POST_IN_FLIGHT_MESSAGE);
      spec.given([dispatched()]).when(dispatch(later(POST_IN_FLIGHT_MS), 1)).then([dispatched(2, later(POST_IN_FLIGHT_MS))]);
    });
  });

  describe('recording the outcome', () => {
    it('records the outcome of the pending attempt', () => {
      spec.given([dispatched()]).when(recordPublished()).then([published()]);
      spec.given([dispatched()]).when(recordFailed()).then([failed()]);
      spec.given([dispatched()]).when(recordPublished(1, true)).then([published(1, true)]);
    });

    it('records an outcome once, and none for another attempt than the pending one', () => {
      spec.given([dispatched(), published()]).when(recordPublished()).then([]);
      spec.given([dispatched(), failed(), dispatched(2)]).when(recordFailed(1)).then([]);
      spec.given([]).when(recordPublished()).then([]);
    });
  });
});
