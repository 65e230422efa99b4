import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../core/projections/testing/fold-projection.js';
import { blogProjection, POSTS } from './blog.projection.js';

const fold = async (events: GivenEvent[]) => (await foldProjection(blogProjection, events))[POSTS];

const post = (id: string) => ({ id, slug: id, title: `Title ${id}`, excerpt: 'e', content: 'c', image: `/images/blog/${id}.svg`, category: 'Guide', publishDate: '2026-01-01' });
const published = (id: string) => ({ type: 'BlogPostPublished', data: { post: post(id), origin: 'seed', topic: null, writer: null, model: null } });
const viewed = (id: string) => ({ type: 'BlogPostViewed', data: { postId: id } });

describe('blog projection', () => {
  it('counts views per post', async () => {
    const posts = await fold([published('a'), published('b'), viewed('a'), viewed('a'), viewed('b')]);
    expect(posts.map((document) => [document.id, document.views])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('resets every post to zero views', async () => {
    const posts = await fold([published('a'), published('b'), viewed('a'), viewed('b'), { type: 'BlogViewsReset', data: {} }, viewed('b')]);
    expect(posts.map((document) => document.views)).toEqual([0, 1]);
  });

  it('drops a deleted post and ignores later views of it', async () => {
    const posts = await fold([published('a'), published('b'), { type: 'BlogPostDeleted', data: { postId: 'a' } }, viewed('a'), { type: 'BlogViewsReset', data: {} }]);
    expect(posts.map((document) => document.id)).toEqual(['b']);
  });
});
