import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BlogPostView } from '../blog.projection.js';
import { PublishedPosts } from '../published-posts.js';

/** Every published post, newest first (same-day posts by id), with its view count and provenance. */
export class ListBlogPosts extends Query<BlogPostView[]> {}

@QueryHandler(ListBlogPosts)
export class ListBlogPostsHandler implements IQueryHandler<ListBlogPosts> {
  constructor(private readonly posts: PublishedPosts) {}

  execute(): Promise<BlogPostView[]> {
    return this.posts.list();
  }
}
