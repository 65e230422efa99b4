import { describe, expect, it } from '@jest/globals';
import type { ReadModels } from '../../core/projections/read-models.js';
import type { BlogPostView } from './blog.projection.js';
import { PublishedPosts } from './published-posts.js';

const view = (id: string, publishDate: string): BlogPostView => ({
  id,
  slug: id,
  title: id,
  excerpt: 'e',
  content: 'c',
  image: `/images/blog/${id}.svg`,
  category: 'News',
  publishDate,
  views: 0,
  origin: 'seed',
  writer: null,
  model: null,
});

/** A read model that answers `find` in the order it was given, as a store may after a rebuild. */
const storedInOrder = (posts: BlogPostView[]) => new PublishedPosts({ find: async () => [...posts] } as unknown as ReadModels);

describe('published posts', () => {
  it('lists newest first, posts of the same day by id, whatever order the store answers in', async () => {
    const posts = [view('b', '2026-03-01'), view('c', '2026-03-02'), view('a', '2026-03-01'), view('d', '2026-03-01')];
    const orders = [posts, [...posts].reverse(), [posts[2]!, posts[0]!, posts[3]!, posts[1]!]];
    for (const order of orders) {
      expect((await storedInOrder(order).list()).map((post) => post.id)).toEqual(['c', 'a', 'b', 'd']);
    }
  });
});
