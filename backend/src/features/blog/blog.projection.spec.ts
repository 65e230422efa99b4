import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../core/projections/testing/fold-projection.js';
import { blogProjection, POSTS } from './blog.projection.js';
import { blogViewsProjection, VIEW_COUNTS } from './blog-views.projection.js';

const posts = async (events: GivenEvent[]) => (await foldProjection(blogProjection, events))[POSTS];
const counts = async (events: GivenEvent[]) => (await foldProjection(blogViewsProjection, events))[VIEW_COUNTS];

const post = (id: string) => ({ id, slug: id, title: `Title ${id}`, excerpt: 'e', content: 'c', image: `/images/blog/${id}.svg`, category: 'Guide', publishDate: '2026-01-01' });
const published = (id: string) => ({ type: 'BlogPostPublished', data: { post: post(id), origin: 'seed', topic: null, writer: null, model: null } });
const viewed = (id: string) => ({ type: 'BlogPostViewed', data: { postId: id } });
const deleted = (id: string) => ({ type: 'BlogPostDeleted', data: { postId: id } });
const reset = { type: 'BlogViewsReset', data: {} };

describe('blog projection', () => {
  it('keeps each published post with where it came from, and drops a deleted one', async () => {
    const stored = await posts([published('a'), published('b'), deleted('a')]);
    expect(stored).toEqual([{ ...post('b'), origin: 'seed', writer: null, model: null }]);
  });

  it('does not move on views or a reset of them', async () => {
    expect(blogProjection.eventTypes).toEqual(['BlogPostPublished', 'BlogPostDeleted']);
  });
});

describe('blog views projection', () => {
  it('counts views per post', async () => {
    const stored = await counts([viewed('a'), viewed('a'), viewed('b')]);
    expect(stored.map((document) => [document.id, document.views])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('resets every count, and counts again from zero after', async () => {
    const stored = await counts([viewed('a'), viewed('b'), viewed('b'), reset, viewed('b')]);
    expect(stored.map((document) => [document.id, document.views])).toEqual([['b', 1]]);
  });

  it('drops the count of a deleted post, so a reset after has nothing of it to touch', async () => {
    const stored = await counts([viewed('a'), viewed('b'), deleted('a'), reset, viewed('b')]);
    expect(stored.map((document) => [document.id, document.views])).toEqual([['b', 1]]);
  });
});
