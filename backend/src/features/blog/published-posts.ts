import { Injectable } from '@nestjs/common';
import { notFound } from '../../core/errors/domain-errors.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { BLOG_PROJECTION, type BlogPostView, POSTS } from './blog.projection.js';

/**
 * Newest publishDate first; posts of the same day by id, so the order never depends on how the
 * read model happened to store them (a rebuild gives the same list).
 */
export const newestFirst = (left: BlogPostView, right: BlogPostView): number =>
  right.publishDate.localeCompare(left.publishDate) || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);

/** Reads published posts from the blog read model. */
@Injectable()
export class PublishedPosts {
  constructor(private readonly readModels: ReadModels) {}

  async list(): Promise<BlogPostView[]> {
    return (await this.readModels.find<BlogPostView>(BLOG_PROJECTION, POSTS)).sort(newestFirst);
  }

  count(): Promise<number> {
    return this.readModels.count(BLOG_PROJECTION, POSTS);
  }

  async get(postId: string): Promise<BlogPostView> {
    const post = await this.readModels.get<BlogPostView>(BLOG_PROJECTION, POSTS, postId);
    if (!post) throw notFound('Blog post not found');
    return post;
  }
}
