import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PublishedPost } from '../blog-post.decider.js';
import { BlogPostStreams } from '../blog-post-streams.js';

/** Publishes each shipped post once; answers how many events it wrote. */
export class SeedBlogPosts extends Command<number> {
  constructor(readonly posts: readonly PublishedPost[]) {
    super();
  }
}

/** The decider seeds only a stream with no history, so a post the admin deleted stays deleted. */
@CommandHandler(SeedBlogPosts)
export class SeedBlogPostsHandler implements ICommandHandler<SeedBlogPosts> {
  constructor(private readonly streams: BlogPostStreams) {}

  async execute({ posts }: SeedBlogPosts): Promise<number> {
    let seeded = 0;
    for (const post of posts) seeded += (await this.streams.run(post.id, { type: 'Seed', post }, 'system')).events.length;
    return seeded;
  }
}
