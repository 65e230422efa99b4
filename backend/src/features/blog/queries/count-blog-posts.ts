import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PublishedPosts } from '../published-posts.js';

/** How many posts are published (the dashboard's stats card and totals). */
export class CountBlogPosts extends Query<number> {}

@QueryHandler(CountBlogPosts)
export class CountBlogPostsHandler implements IQueryHandler<CountBlogPosts> {
  constructor(private readonly posts: PublishedPosts) {}

  execute(): Promise<number> {
    return this.posts.count();
  }
}
