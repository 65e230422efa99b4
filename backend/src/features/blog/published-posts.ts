import { Injectable } from '@nestjs/common';
import { notFound } from '../../core/errors/domain-errors.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { BLOG_PROJECTION, type BlogPostView, POSTS, type StoredPost } from './blog.projection.js';
import { BLOG_VIEWS_PROJECTION, VIEW_COUNTS, type ViewCount } from './blog-views.projection.js';

/**
 * Newest publishDate first; posts of the same day by id, so the order never depends on how the
 * read model happened to store them (a rebuild gives the same list).
 */
export const newestFirst = (left: StoredPost, right: StoredPost): number =>
  right.publishDate.localeCompare(left.publishDate) || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);

/** Reads published posts from the blog read model, each with its count from the blog-views read model. */
@Injectable()
export class PublishedPosts {
  constructor(private readonly readModels: ReadModels) {}

  async list(): Promise<BlogPostView[]> {
    const [posts, counts] = await Promise.all([
      this.readModels.find<StoredPost>(BLOG_PROJECTION, POSTS),
      this.readModels.find<ViewCount>(BLOG_VIEWS_PROJECTION, VIEW_COUNTS),
    ]);
    const views = new Map(counts.map((count) => [count.id, count.views]));
    return posts.sort(newestFirst).map((post) => ({ ...post, views: views.get(post.id) ?? 0 }));
  }

  count(): Promise<number> {
    return this.readModels.count(BLOG_PROJECTION, POSTS);
  }

  async get(postId: string): Promise<BlogPostView> {
    const post = await this.readModels.get<StoredPost>(BLOG_PROJECTION, POSTS, postId);
    if (!post) throw notFound('Blog post not found');
    return { ...post, views: await this.views(postId) };
  }

  async views(postId: string): Promise<number> {
    return (await this.readModels.get<ViewCount>(BLOG_VIEWS_PROJECTION, VIEW_COUNTS, postId))?.views ?? 0;
  }
}
