import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SocialPlatform, SocialPostTarget } from '../../contract/social.vocabulary.js';
import { CLOCK, type Clock } from '../../core/clock.js';
import { CommandShell } from '../../core/commands/command-shell.js';
import { foldEvents } from '../../core/commands/decider.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import { EventLog } from '../../core/events/event-log.js';
import { APP_SECRET } from '../../core/nest/core.tokens.js';
import { MetaApiError, type MetaFailure } from './meta/meta-errors.js';
import { SocialAccountStreams, type UsableConnection } from './social-account-streams.js';
import { SocialAccounts } from './social-accounts.js';
import { type SocialPostContent, SocialChannels } from './social-channels.js';
import { inFlight, POST_IN_FLIGHT_MESSAGE, type SocialPostCommand, socialPostDecider, type SocialPostState } from './social-post.decider.js';
import { SOCIAL_POST_EVENT_TYPES, socialPostStream } from './social.events.js';

/** A post to make: what it is, its content, who asks. `subject` names it within its target (the blog post's id; the text of a test post). */
export type SocialPostRequest = { target: SocialPostTarget; subject: string; blogPostId: string | null; content: SocialPostContent; operator: string };

export type SocialPostAnswer = { postId: string; alreadyPosted: boolean };

/** Failures after which the platform may have published the post all the same: it stays pending, to be looked up. */
const IN_DOUBT: readonly MetaFailure[] = ['timeout', 'unavailable', 'malformed_answer'];

/** How far before its dispatch a lost post is looked for: the platform's clock may differ from ours. */
const LOOKUP_MARGIN_MS = 5 * 60_000;

/**
 * The key of a post: the connection it goes out under, what it is and its subject, hashed with the app
 * secret (a test post's text would otherwise be readable from its stream's name). The same post asked
 * again has the same key, so a retry is recognised; a new connection posts it anew.
 */
export const postKey = (secret: string, platform: SocialPlatform, connectionId: string, target: SocialPostTarget, subject: string): string =>
  `${platform}-${target}-${createHmac('sha256', secret).update(`${connectionId}\n${target}\n${subject}`, 'utf8').digest('hex').slice(0, 32)}`;

/**
 * Posting as an outside effect recorded as events, like a campaign batch: `SocialPostDispatched`
 * before the platform is called, then the outcome. A published key is answered without posting again;
 * a key dispatched and still in flight is refused (409); one whose answer was lost is looked up on the
 * platform by its text, recorded published when found and sent again as a new attempt when not.
 * Neither Graph nor Threads takes an idempotency key, so a post the platform accepted but does not
 * list yet when it is looked up could be published twice; that is the one window left.
 */
@Injectable()
export class SocialPosting {
  constructor(
    private readonly log: EventLog,
    private readonly shell: CommandShell,
    private readonly accounts: SocialAccountStreams,
    private readonly statuses: SocialAccounts,
    private readonly channels: SocialChannels,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async post(platform: SocialPlatform, request: SocialPostRequest): Promise<SocialPostAnswer> {
    this.channels.requireApp(platform);
    const connection = await this.accounts.connection(platform);
    const key = postKey(this.secret, platform, connection.connectionId, request.target, request.subject);
    const state = await this.state(key);
    if (state.status === 'posted') return { postId: state.postId, alreadyPosted: true };
    let lostAttempt: number | null = null;
    if (state.status === 'pending') {
      if (inFlight(state, this.clock.now())) throw illegalState(POST_IN_FLIGHT_MESSAGE);
      const found = await this.channels.find(platform, connection, request.content, new Date(Date.parse(state.dispatchedAt) - LOOKUP_MARGIN_MS));
      if (found !== null) {
        await this.record(key, { type: 'RecordPublished', post: { key, platform }, attempt: state.attempt, postId: found, recovered: true });
        return { postId: found, alreadyPosted: true };
      }
      lostAttempt = state.attempt;
    }
    const post = { key, platform, connectionId: connection.connectionId, target: request.target, blogPostId: request.blogPostId, operator: request.operator };
    const dispatched = await this.shell.run(socialPostStream(key), socialPostDecider, { type: 'Dispatch', post, now: this.clock.now(), lostAttempt }, { actor: 'admin' });
    // Published meanwhile by a concurrent request with the same key.
    if (dispatched.state.status === 'posted') return { postId: dispatched.state.postId, alreadyPosted: true };
    if (dispatched.state.status !== 'pending') throw illegalState(POST_IN_FLIGHT_MESSAGE);
    return this.send(platform, key, connection, request.content, dispatched.state.attempt);
  }

  private async send(platform: SocialPlatform, key: string, connection: UsableConnection, content: SocialPostContent, attempt: number): Promise<SocialPostAnswer> {
    const post = { key, platform };
    let postId: string;
    try {
      postId = await this.channels.publish(platform, connection, content);
    } catch (error) {
      if (!(error instanceof MetaApiError)) throw error;
      if (IN_DOUBT.includes(error.failure)) {
        throw new MetaApiError(error.kind, error.failure, `${error.message}. The post may have been published: sending it again in a minute looks it up first`);
      }
      await this.record(key, { type: 'RecordFailed', post, attempt, failure: error.failure, reason: error.message });
      throw error;
    }
    await this.record(key, { type: 'RecordPublished', post, attempt, postId, recovered: false });
    return { postId, alreadyPosted: false };
  }

  /** Records an outcome and waits for the status to show it. */
  private async record(key: string, command: SocialPostCommand): Promise<void> {
    const { position } = await this.shell.run(socialPostStream(key), socialPostDecider, command, { actor: 'admin' });
    await this.statuses.visible(position);
  }

  private async state(key: string): Promise<SocialPostState> {
    return foldEvents(socialPostDecider, await this.log.readStream(socialPostStream(key), SOCIAL_POST_EVENT_TYPES));
  }
}
