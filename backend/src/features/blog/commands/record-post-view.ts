import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { postViewDecider } from '../blog-activity.deciders.js';
import { blogPostViewsStream } from '../blog.events.js';
import { BLOG_VIEWS_PROJECTION } from '../blog-views.projection.js';
import { PublishedPosts } from '../published-posts.js';
import { ViewRateLimiter } from '../view-rate-limiter.js';

/** Counts a visitor's view of a post; `client` is who asks (the request IP), for the rate limit. */
export class RecordPostView extends Command<{ views: number }> {
  constructor(
    readonly postId: string,
    readonly client: string,
  ) {
    super();
  }
}

/** Answers the new count at once (read-your-writes); an unknown post is a 404 and costs the client nothing. */
@CommandHandler(RecordPostView)
export class RecordPostViewHandler implements ICommandHandler<RecordPostView> {
  constructor(
    private readonly limiter: ViewRateLimiter,
    private readonly posts: PublishedPosts,
    private readonly shell: CommandShell,
    private readonly engine: ProjectionEngine,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ postId, client }: RecordPostView): Promise<{ views: number }> {
    const post = await this.posts.get(postId);
    const now = this.clock.now();
    await this.limiter.admit(client, post.id, now.getTime());
    const { position } = await this.shell.record(blogPostViewsStream(post.id), postViewDecider, { type: 'RecordView', postId: post.id }, { actor: 'visitor', now });
    await this.engine.waitFor(position ?? 0, [BLOG_VIEWS_PROJECTION]);
    return { views: await this.posts.views(post.id) };
  }
}
