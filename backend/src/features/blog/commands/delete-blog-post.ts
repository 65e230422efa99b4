import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { BLOG_PROJECTION } from '../blog.projection.js';
import { BlogPostStreams } from '../blog-post-streams.js';

/** Takes a published post off the blog; an unknown or already deleted post is a 404. */
export class DeleteBlogPost extends Command<{ deleted: true }> {
  constructor(readonly postId: string) {
    super();
  }
}

@CommandHandler(DeleteBlogPost)
export class DeleteBlogPostHandler implements ICommandHandler<DeleteBlogPost> {
  constructor(
    private readonly streams: BlogPostStreams,
    private readonly engine: ProjectionEngine,
  ) {}

  async execute({ postId }: DeleteBlogPost): Promise<{ deleted: true }> {
    const { position } = await this.streams.run(postId, { type: 'Delete', postId }, 'admin');
    await this.engine.waitFor(position ?? 0, [BLOG_PROJECTION]);
    return { deleted: true };
  }
}
