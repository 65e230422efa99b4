import { describe, expect, it } from '@jest/globals';
import type { ReadModels } from '../../core/projections/read-models.js';
import { BLOG_PROJECTION, type BlogPostView } from './blog.projection.js';
import { BLOG_VIEWS_PROJECTION } from './blog-views.projection.js';
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

/** A read model that answers `find` in the order it was given, as a store may after a rebuild; no post has been viewed. */
const storedInOrder = (posts: BlogPostView[]) =>
  new PublishedPosts({ find: async (projection: string) => (projection === BLOG_PROJECTION ? [...posts] : []) } as unknown as ReadModels);

describe('published posts', () => {
  it('lists newest first, posts of the same day by id, whatever order the store answers in', async () => {
    const posts = [view('b', '2026-03-01'), view('c', '2026-03-02'), view('a', '2026-03-01'), view('d', '2026-03-01')];
    const orders = [posts, [...posts].reverse(), [posts[2]!, posts[0]!, posts[3]!, posts[1]!]];
    for (const order of orders) {
      expect((await storedInOrder(order).list()).map((post) => post.id)).toEqual(['c', 'a', 'b', 'd']);
    }
  });

  it('gives each post the count of the blog-views read model, 0 for a post never viewed', async () => {
    const posts = new PublishedPosts({
      find: async (projection: string) => (projection === BLOG_VIEWS_PROJECTION ? [{ id: 'a', views: 3 }, { id: 'gone', views: 9 }] : [view('a', '2026-03-01'), view('b', '2026-03-02')]),
    } as unknown as ReadModels);
    expect((await posts.list()).map((post) => [post.id, post.views])).toEqual([
      ['b', 0],
      ['a', 3],
    ]);
  });
});
