import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { BlogPostRequest } from '../ai/ai-writer.port.js';
import { ListTools } from '../catalogue/queries/list-tools.js';
import type { BlogPostView } from './blog.projection.js';
import { PublishedPosts } from './published-posts.js';

/** What the AI writer is told before it writes a post: the topic, the tool directory and the titles already taken. */
@Injectable()
export class BlogBriefs {
  constructor(
    private readonly queries: QueryBus,
    private readonly posts: PublishedPosts,
  ) {}

  async forTopic(topic: string | null): Promise<{ request: BlogPostRequest; published: BlogPostView[] }> {
    const [tools, published] = await Promise.all([this.queries.execute(new ListTools()), this.posts.list()]);
    const catalogue = tools.map(({ id, name, description, tags }) => ({ id, name, description, tags }));
    return { request: { topic: topic ?? undefined, catalogue, existingTitles: published.map((post) => post.title) }, published };
  }
}
