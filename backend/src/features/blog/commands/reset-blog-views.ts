import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { blogActivityDecider } from '../blog-activity.deciders.js';
import { BLOG_STREAM } from '../blog.events.js';
import { PublishedPosts } from '../published-posts.js';

/**
 * Sets every post's view count back to zero (one BlogViewsReset event, which the dashboard's chart of
 * reads follows too); answers how many posts there are once every read model shows the reset.
 */
export class ResetBlogViews extends Command<{ reset: number }> {}

@CommandHandler(ResetBlogViews)
export class ResetBlogViewsHandler implements ICommandHandler<ResetBlogViews> {
  constructor(
    private readonly shell: CommandShell,
    private readonly engine: ProjectionEngine,
    private readonly posts: PublishedPosts,
  ) {}

  async execute(): Promise<{ reset: number }> {
    const { position } = await this.shell.record(BLOG_STREAM, blogActivityDecider, { type: 'ResetViews' }, { actor: 'admin' });
    await this.engine.waitFor(position ?? 0);
    return { reset: await this.posts.count() };
  }
}
