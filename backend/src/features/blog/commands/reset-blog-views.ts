import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { EventLog } from '../../../core/events/event-log.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { ReadModels } from '../../../core/projections/read-models.js';
import { BLOG_STREAM } from '../blog.events.js';
import { BLOG_PROJECTION, POSTS } from '../blog.projection.js';

/** Sets every post's view count back to zero; answers how many posts there are. */
export class ResetBlogViews extends Command<{ reset: number }> {}

@CommandHandler(ResetBlogViews)
export class ResetBlogViewsHandler implements ICommandHandler<ResetBlogViews> {
  constructor(
    private readonly log: EventLog,
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ reset: number }> {
    const { position } = await this.log.append(BLOG_STREAM, [{ type: 'BlogViewsReset', data: {} }], 'any', { actor: 'admin', now: this.clock.now() });
    await this.engine.waitFor(position, [BLOG_PROJECTION]);
    return { reset: await this.readModels.count(BLOG_PROJECTION, POSTS) };
  }
}
