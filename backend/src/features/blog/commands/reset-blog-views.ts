import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { ReadModels } from '../../../core/projections/read-models.js';
import { blogActivityDecider } from '../blog-activity.deciders.js';
import { BLOG_STREAM } from '../blog.events.js';
import { BLOG_PROJECTION, POSTS } from '../blog.projection.js';

/** Sets every post's view count back to zero; answers how many posts there are. */
export class ResetBlogViews extends Command<{ reset: number }> {}

@CommandHandler(ResetBlogViews)
export class ResetBlogViewsHandler implements ICommandHandler<ResetBlogViews> {
  constructor(
    private readonly shell: CommandShell,
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
  ) {}

  async execute(): Promise<{ reset: number }> {
    const { position } = await this.shell.record(BLOG_STREAM, blogActivityDecider, { type: 'ResetViews' }, { actor: 'admin' });
    await this.engine.waitFor(position ?? 0, [BLOG_PROJECTION]);
    return { reset: await this.readModels.count(BLOG_PROJECTION, POSTS) };
  }
}
